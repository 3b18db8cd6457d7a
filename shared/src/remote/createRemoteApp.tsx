import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { ErrorScreen } from '../ui/ErrorScreen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteAppProps {
  name: string;
  /** Element the shell mounts this remote in; it carries data-remote="<remote name>". */
  domElement?: HTMLElement;
}

/**
 * single-spa lifecycles for a remote: its own React root inside the element the shell gives it,
 * behind an error boundary that shows the error screen.
 */
export function createRemoteApp<P extends object>(remote: string, Root: ComponentType<P>): LifeCycles<P & RemoteAppProps> {
  const Wrapped = (props: P) => (
    <RemoteErrorBoundary remote={remote}>
      <Root {...props} />
    </RemoteErrorBoundary>
  );
  return singleSpaReact<P & RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped as unknown as ComponentType<P & RemoteAppProps & AppProps>,
    errorBoundary: (_props, error) => (
      <ErrorScreen message={error instanceof Error ? error.message : 'Erreur inattendue'} onRetry={() => window.location.reload()} />
    ),
    domElementGetter: (props: RemoteAppProps) => {
      if (props.domElement) return props.domElement;
      const el = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
      if (!el) throw new Error(`Aucun conteneur pour ${remote}`);
      return el;
    },
  }) as unknown as LifeCycles<P & RemoteAppProps>;
}
