import { useState } from 'react';
import { announce, api, apiUrl, errorMessage, isAbortError, toast } from '@nclude/shared';
import { m } from '../messages';
import '../pages/conversion.css';

/**
 * The spec's download link, labelled "download {fileName}". The file needs the bearer token, so
 * the click fetches it and saves it under its name; the address stays a real link to the file.
 */
export function DownloadLink({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    announce(m('downloading', { fileName }));
    try {
      await api.save(url, fileName);
    } catch (error) {
      if (!isAbortError(error))
        toast(m('downloadFailed', { fileName, reason: errorMessage(error) }), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={apiUrl(url)}
      download={fileName}
      className="nc-button nc-button--primary conversion-link-button"
      aria-label={m('downloadFile', { fileName })}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {m('download')}
    </a>
  );
}
