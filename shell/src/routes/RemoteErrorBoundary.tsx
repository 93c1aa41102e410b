// Failure isolation: a remote that cannot be downloaded, breaks the routes contract or throws
// while rendering is replaced by an alert in the main region. Header, sidebar and other routes
// are outside this boundary and keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotAvailablePage } from '../pages/NotAvailablePage';

interface Props {
  remote: string;
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <NotAvailablePage
          area={this.props.area}
          reason="load-failed"
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
