import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { ErrorScreen } from '../ui/ErrorScreen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { beginHydration, endHydration, takeSeededAnswers } from './serverData';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';
import type { PageRoutes } from './pageRoutes';
import type { PageCodePreload, PagePreload } from './preload';

export { SERVER_RENDERED_ATTRIBUTE };

/**
 * Whether the remote mounting in `el` can hydrate the server's markup: the markup is there, it was
 * rendered for the current page, the page's code has arrived (`codeReady`), and the answers it was
 * rendered with came with it. Otherwise the server's markup is dropped and the remote renders from
 * scratch.
 */
function prepareHydration(remote: string, el: HTMLElement, codeReady: boolean): boolean {
  const renderedFor = el.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (renderedFor === null) return false;
  el.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  const here = `${window.location.pathname}${window.location.search}`;
  if (codeReady && renderedFor === here && takeSeededAnswers(remote)) return true;
  el.replaceChildren();
  return false;
}

export interface RemoteAppProps {
  name: string;
  /** Element the shell mounts this remote in; it carries data-remote="<remote name>". */
  domElement?: HTMLElement;
}

/**
 * What a remote's `./app` exports: its single-spa lifecycles and, given its pages, what the shell's
 * early start calls: `preload` (the page's calls and its code, for an anonymous visitor on a page
 * the browser renders) and `preloadCode` (the page's code alone, elsewhere).
 */
export type RemoteApp<P extends object> = LifeCycles<P & RemoteAppProps> & { preload?: PagePreload; preloadCode?: PageCodePreload };

/**
 * single-spa lifecycles for a remote: its own React root inside the element the shell gives it,
 * behind an error boundary that shows the error screen. Given the remote's `pages`, it mounts once
 * the code of the page at the address has arrived when the page downloads it on demand
 * (`lazyPage`): the page renders at once, and hydrates the server's markup as the server rendered it.
 */
export function createRemoteApp<P extends object>(
  remote: string,
  Root: ComponentType<P>,
  pages?: Pick<PageRoutes, 'loadPageCode' | 'preload'>,
): RemoteApp<P> {
  const Wrapped = (props: P) => (
    <RemoteErrorBoundary remote={remote}>
      <Root {...props} />
    </RemoteErrorBoundary>
  );
  const containerOf = (props: RemoteAppProps): HTMLElement => {
    if (props.domElement) return props.domElement;
    const el = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
    if (!el) throw new Error(`Aucun conteneur pour ${remote}`);
    return el;
  };
  let hydrate = false;
  const lifecycles = singleSpaReact<P & RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped as unknown as ComponentType<P & RemoteAppProps & AppProps>,
    // The first mount on a page the server rendered adopts the server's markup.
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (_props, error) => (
      <ErrorScreen message={error instanceof Error ? error.message : 'Erreur inattendue'} onRetry={() => window.location.reload()} />
    ),
    domElementGetter: containerOf,
  }) as unknown as LifeCycles<P & RemoteAppProps>;
  const mount = lifecycles.mount as (props: P & RemoteAppProps & AppProps) => Promise<unknown>;
  return {
    ...lifecycles,
    mount: async (props: P & RemoteAppProps & AppProps) => {
      // A page whose code failed to download renders from scratch: it shows the failure.
      const codeReady = pages ? await pages.loadPageCode(window.location).then(() => true, () => false) : true;
      hydrate = prepareHydration(remote, containerOf(props), codeReady);
      if (hydrate) beginHydration(remote);
      try {
        return await mount(props);
      } finally {
        if (hydrate) endHydration(remote);
        hydrate = false;
      }
    },
    ...(pages ? { preload: pages.preload, preloadCode: pages.loadPageCode } : {}),
  } as unknown as RemoteApp<P>;
}
