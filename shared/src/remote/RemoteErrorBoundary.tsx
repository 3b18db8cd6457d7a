import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../ui/ErrorScreen';
import { publish } from '../bus/eventBus';

interface Props {
  remote: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a rendering failure inside one remote: the rest of the page goes on working. */
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
    if (this.state.error) return <ErrorScreen message={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
