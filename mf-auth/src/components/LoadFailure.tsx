import { Button, FormError } from '@nclude/shared';
import { m } from '../messages';

/** A failed load, in red and announced (role=alert), with a retry button. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="account-load-failure">
      <FormError>{text}</FormError>
      <Button variant="secondary" onClick={onRetry}>
        {m('retry')}
      </Button>
    </div>
  );
}
