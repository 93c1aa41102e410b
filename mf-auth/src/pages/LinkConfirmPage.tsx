// Link confirmation (/link, product rules §2 "link-phone confirmation"): reads token and callback_info,
// posts them once, and says the account was linked. The product shows that text even when the call
// fails; departure 3 in docs/product-rules.md adds a separate, announced note about the failure, which is also
// reported to the server log (POST /auth/clientErrors).
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  FormError,
  PageHeading,
  announce,
  useNavigate,
  useSearchParams,
  errorMessage,
} from '@nclude/shared';
import { m } from '../messages';
import { confirmLinkToken, reportClientError } from '../userApi';
import './auth.css';
import './account.css';

type Outcome = { kind: 'pending' } | { kind: 'done'; failure: string | null };

export default function LinkConfirmPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const callbackInfo = params.get('callback_info') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // Runs once, also under React StrictMode's double effects: a link token is single use.
  const started = useRef(false);

  const successText = m(callbackInfo === 'email' ? 'linkedWithEmail' : 'linkedWithPhone');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = (failure: string | null) => {
      setOutcome({ kind: 'done', failure });
      // The failure note is a role=alert of its own, read after this.
      announce(successText);
      if (failure) {
        void reportClientError('/link', `linkUserAccount failed (${callbackInfo}): ${failure}`);
      }
    };
    if (token === '') {
      finish(m('linkMissingToken'));
      return;
    }
    confirmLinkToken(token, callbackInfo).then(
      () => finish(null),
      (error: unknown) => finish(errorMessage(error)),
    );
  }, [token, callbackInfo, successText]);

  return (
    <div className="account-page">
      <PageHeading>{m('linkConfirmHeading')}</PageHeading>
      {outcome.kind === 'pending' ? (
        <p role="status">{m('linkConfirming')}</p>
      ) : (
        <>
          <p className="account-success">{successText}</p>
          {outcome.failure && (
            <FormError>{m('linkConfirmFailed', { reason: outcome.failure })}</FormError>
          )}
          <Button onClick={() => navigate('/')}>{m('goHome')}</Button>
        </>
      )}
    </div>
  );
}
