import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
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
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Wrapped as ComponentType<P & RemoteAppProps>,
    domElementGetter: (props: RemoteAppProps) => {
      if (props.domElement) return props.domElement;
      const el = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
      if (!el) throw new Error(`Aucun conteneur pour ${remote}`);
      return el;
    },
  }) as unknown as LifeCycles<P & RemoteAppProps>;
}
