import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../ui/ErrorScreen';
import { publish } from '../bus/eventBus';
import { isApiError } from '../http/errors';

interface Props {
  remote: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a rendering failure inside one remote: the rest of the page goes on working. "Réessayer"
 * renders it again, offered only where that can help (not for a request the API refused).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    publish('remote:failed', { v: 1, remote: this.props.remote, message: error.message });
    console.error(`[${this.props.remote}]`, error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    // An API call's failure says what describeError says, and is retried only where that can help;
    // another failure (a rendering fault, a module that did not load) keeps its own message.
    if (error) return <ErrorScreen error={error} message={isApiError(error) ? undefined : error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
