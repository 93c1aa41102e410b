import type { ReactNode } from 'react';
import type { Loaded } from '../useLoad';
import { t } from '../messages';
import { Button } from './Button';
import { FormError } from './FormError';
import { Spinner } from './Spinner';

export interface LoadStateProps<T> {
  state: Loaded<T>;
  /** What is being loaded, said by the spinner (e.g. "Loading your profile…"). */
  loadingLabel: string;
  /** The failure in words, with the reason the client gave. */
  failure: (reason: string) => string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/** The three states of useLoad in one behaviour: a spinner, a failure with Retry, or the content. */
export function LoadState<T>({
  state,
  loadingLabel,
  failure,
  onRetry,
  children,
}: LoadStateProps<T>) {
  if (state.state === 'loading') return <Spinner label={loadingLabel} />;
  if (state.state === 'failed')
    return (
      <div className="nc-load-failure">
        <FormError>{failure(state.reason)}</FormError>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  return <>{children(state.value)}</>;
}
