import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormError, announce, api, apiUrl, errorMessage } from '@nclude/shared';

import { m } from '../messages';

/**
 * The resume link. Files need the bearer token, so a click fetches the PDF and opens it from a
 * blob URL in a new tab; if the browser blocks that tab, a link to the downloaded file is shown.
 */
export function ResumeLink({ resume }: { resume: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);
  const readyRef = useRef<HTMLAnchorElement>(null);
  const urls = useRef<string[]>([]);

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  useEffect(() => {
    if (readyUrl) readyRef.current?.focus();
  }, [readyUrl]);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    announce(m('resumeOpening'));
    try {
      const blob = await api.download(resume);
      const pdf =
        blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      const url = URL.createObjectURL(pdf);
      urls.current.push(url);
      // No 'noopener': with it window.open always returns null and a blocked tab could not be told apart.
      const opened = window.open(url, '_blank');
      if (!opened) {
        setReadyUrl(url);
        announce(m('resumeReady'));
      }
    } catch (failure) {
      setError(m('resumeOpenFailed', { reason: errorMessage(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <a href={apiUrl(resume)} onClick={(event) => void open(event)} aria-busy={busy || undefined}>
        {m('viewResume')} <span className="account-muted">{m('opensInNewTab')}</span>
      </a>
      {readyUrl && (
        <p>
          {m('resumeReady')}{' '}
          <a ref={readyRef} href={readyUrl} target="_blank" rel="noopener noreferrer">
            {m('resumeReadyLink')} <span className="account-muted">{m('opensInNewTab')}</span>
          </a>
        </p>
      )}
      <FormError>{error}</FormError>
    </>
  );
}
