// The download dialog (spec 02 §4, §5, §8): choose one of the book's formats ("Please select a
// format." without a choice), then the format is made on the server if it was not yet ("Please
// Wait while we fetch this format of the book..." while its job runs; the dialog asks again every
// few seconds and at once when the job's realtime event says it ended), then "Downloading book"
// while the file comes through the API client, and the download is recorded. Errors show the
// server's message.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  api,
  Button,
  errorMessage,
  FormError,
  Modal,
  REALTIME_EVENTS,
  t,
  useRealtimeEvent,
  type LibraryFormat,
} from '@nclude/shared';
import type { Book, CreateFormatReply } from '@nclude/shared/api-schemas';
import { createFormat, downloadName, recordDownload } from '../libraryApi';
import { formatName } from '../labels';
import { m } from '../messages';

/** How often a format being made is asked about again (its job event usually comes first). */
export const FORMAT_POLL_MS = 3_000;

type Phase =
  | { step: 'choose' }
  | { step: 'preparing'; format: LibraryFormat; jobId: string | null }
  | { step: 'downloading'; format: LibraryFormat }
  | { step: 'done'; fileName: string };

export interface DownloadDialogProps {
  book: Book;
  open: boolean;
  onClose: () => void;
}

export function DownloadDialog({ book, open, onClose }: DownloadDialogProps) {
  return (
    <Modal open={open} title={m('downloadTitle', { title: book.title })} onClose={onClose}>
      {open && <DownloadForm book={book} onClose={onClose} />}
    </Modal>
  );
}

function jobIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { jobId } = payload as Record<string, unknown>;
  return typeof jobId === 'string' ? jobId : null;
}

function DownloadForm({ book, onClose }: { book: Book; onClose: () => void }) {
  const name = useId();
  const errorId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<LibraryFormat | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const fail = (reason: unknown) => {
    if (!alive.current) return;
    setPhase({ step: 'choose' });
    setError(errorMessage(reason));
  };

  const fetchFile = async (chosen: LibraryFormat, url: string) => {
    setPhase({ step: 'downloading', format: chosen });
    const fileName = downloadName(book.bookAwsName, chosen);
    await api.save(url, fileName);
    await recordDownload(book._id, chosen, url);
    if (!alive.current) return;
    setPhase({ step: 'done', fileName });
  };

  /** Asks for the format; fetches it when ready, else waits for its job. */
  const ask = async (chosen: LibraryFormat) => {
    const reply: CreateFormatReply = await createFormat(book._id, chosen);
    if (!alive.current) return;
    const url = reply.newFormat?.url ?? null;
    if (reply.state === 'ready' && url) {
      await fetchFile(chosen, url);
      return;
    }
    setPhase({ step: 'preparing', format: chosen, jobId: reply.jobId });
  };

  const preparing = phase.step === 'preparing' ? phase : null;
  // While the format is made: ask again now and then (the job's event cuts the wait short).
  useEffect(() => {
    if (!preparing) return undefined;
    const timer = setTimeout(() => ask(preparing.format).catch(fail), FORMAT_POLL_MS);
    return () => clearTimeout(timer);
    // Re-armed for each answer (a new phase object), not for each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preparing]);

  useRealtimeEvent(REALTIME_EVENTS.job, (payload) => {
    if (!preparing || preparing.jobId === null || jobIdOf(payload) !== preparing.jobId) return;
    ask(preparing.format).catch(fail);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.step === 'preparing' || phase.step === 'downloading') return;
    if (!format) {
      setError(m('selectFormat'));
      firstRadio.current?.focus();
      return;
    }
    setError(null);
    ask(format).catch(fail);
  };

  if (book.formats.length === 0)
    return (
      <>
        <p>{m('noFormats')}</p>
        <Button variant="secondary" onClick={onClose}>
          {m('cancel')}
        </Button>
      </>
    );

  const busy = phase.step === 'preparing' || phase.step === 'downloading';
  const status =
    phase.step === 'preparing'
      ? m('preparingFormat')
      : phase.step === 'downloading'
        ? m('downloadingBook')
        : phase.step === 'done'
          ? m('downloaded', { fileName: phase.fileName })
          : '';

  return (
    <form className="library-form" onSubmit={submit} noValidate>
      <fieldset
        className="library-choice"
        aria-describedby={error ? errorId : undefined}
        disabled={busy}
      >
        <legend>{m('formatLegend')}</legend>
        {book.formats.map((option, index) => (
          <label key={option.formatType} className="library-choice__option">
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name={name}
              value={option.formatType}
              checked={format === option.formatType}
              onChange={() => {
                setFormat(option.formatType);
                setError(null);
              }}
            />
            <span>{formatName(option.formatType)}</span>
          </label>
        ))}
      </fieldset>
      <FormError id={errorId}>{error}</FormError>
      {/* Present from the start, so screen readers hear it change (inside the dialog, which stays
          readable while the page behind it is inert). */}
      <p className="library-status" role="status">
        {busy && <span className="nc-button__spinner library-status__spinner" aria-hidden="true" />}
        {status}
      </p>
      <div className="library-form__buttons">
        <Button type="submit" loading={busy} loadingLabel={status}>
          {m('downloadButton')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {phase.step === 'done' ? t('close') : m('cancel')}
        </Button>
      </div>
    </form>
  );
}
