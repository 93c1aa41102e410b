// Approval (/approval, product rules §2, §8): reads the emailed token and asks the server to approve the
// access request it names. "Verifying..." first, then the server's reply text, "No token
// provided." or "An error occurred during verification." (with the server's reason). Runs once.
import { useEffect, useRef, useState } from 'react';
import { FormError, PageHeading, announce, t, useSearchParams, errorMessage } from '@nclude/shared';
import { m } from '../messages';
import { approveAccess } from '../userApi';
import './auth.css';
import './account.css';

type Status =
  | { kind: 'verifying' }
  | { kind: 'approved'; text: string }
  | { kind: 'failed'; text: string; reason: string | null };

export default function ApprovalPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<Status>(() =>
    token === ''
      ? { kind: 'failed', text: t('approvalNoToken'), reason: null }
      : { kind: 'verifying' },
  );
  // Runs exactly once, also under React StrictMode: the token is single use.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    approveAccess(token).then(
      (reply) => {
        const text = reply.message || m('approvalDone');
        setStatus({ kind: 'approved', text });
        announce(text);
      },
      (error: unknown) => {
        const reason = errorMessage(error);
        setStatus({
          kind: 'failed',
          text: t('approvalFailed'),
          reason: reason === t('unexpectedError') ? null : reason,
        });
      },
    );
  }, [token]);

  return (
    <div className="account-page">
      <PageHeading>{m('approvalHeading')}</PageHeading>
      {status.kind === 'verifying' && <p role="status">{t('approvalVerifying')}</p>}
      {status.kind === 'approved' && <p className="account-success">{status.text}</p>}
      {status.kind === 'failed' && (
        <FormError>
          {status.text}
          {status.reason && <> {status.reason}</>}
        </FormError>
      )}
    </div>
  );
}
