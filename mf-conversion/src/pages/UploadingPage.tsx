// Document processing page (/docaccess/uploading; spec 02 §2): the upload was accepted and the
// conversion runs in the background; a notification with a link to it follows when it is ready.
import { Button, PageHeading, useLocation, useNavigate } from '@nclude/shared';
import { m } from '../messages';
import type { UploadedState } from './ConvertPage';
import './conversion.css';

function uploadedFileName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { fileName } = state as Partial<UploadedState>;
  return typeof fileName === 'string' && fileName !== '' ? fileName : null;
}

export default function UploadingPage() {
  const navigate = useNavigate();
  // Opened from a bookmark or after a reload there is no upload to name.
  const fileName = uploadedFileName(useLocation().state);
  return (
    <div className="conversion-page">
      <PageHeading>{m('processingHeading')}</PageHeading>
      <p>{fileName ? m('processingNamed', { fileName }) : m('processingText')}</p>
      <p>{m('processingList')}</p>
      <Button onClick={() => navigate('/docaccess')}>{m('okGotIt')}</Button>
    </div>
  );
}
