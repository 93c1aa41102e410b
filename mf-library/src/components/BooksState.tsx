// The loading and failure states of the book lists, with the spec's own words: "Loading books..."
// shown (not only said) while loading, and "Error:" with the server's message (spec 02 §8).
import type { ReactNode } from 'react';
import { Button, FormError, Spinner, t, type Loaded } from '@nclude/shared';

export interface BooksStateProps<T> {
  state: Loaded<T>;
  loadingLabel: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

export function BooksState<T>({ state, loadingLabel, onRetry, children }: BooksStateProps<T>) {
  if (state.state === 'loading') return <Spinner label={loadingLabel} showLabel />;
  if (state.state === 'failed')
    return (
      <div className="nc-load-failure">
        <FormError>{state.reason}</FormError>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  return <>{children(state.value)}</>;
}
