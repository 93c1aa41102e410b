// Processing page of a kind (/docaccess/uploading, /avaccess/uploading; spec 02 §2): the upload was
// accepted and the conversion runs in the background; a notification with a link to it follows
// when it is ready.
import { Button, PageHeading, useLocation, useNavigate } from '@nclude/shared';
import type { ConversionKind } from '../kinds';
import { m } from '../messages';
import type { UploadedState } from './ConvertPage';
import './conversion.css';

function uploadedFileName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { fileName } = state as Partial<UploadedState>;
  return typeof fileName === 'string' && fileName !== '' ? fileName : null;
}

export default function UploadingPage({ kind }: { kind: ConversionKind }) {
  const navigate = useNavigate();
  // Opened from a bookmark or after a reload there is no upload to name.
  const fileName = uploadedFileName(useLocation().state);
  return (
    <div className="conversion-page">
      <PageHeading>{m('processingHeading')}</PageHeading>
      <p>{fileName ? m(kind.texts.processingNamed, { fileName }) : m(kind.texts.processingText)}</p>
      <p>{m('processingList')}</p>
      <Button onClick={() => navigate(kind.basePath)}>{m('okGotIt')}</Button>
    </div>
  );
}
