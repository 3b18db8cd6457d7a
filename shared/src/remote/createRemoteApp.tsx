import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
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

/** Calls `onCommit` in a task after its children were first committed to the document. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    setTimeout(onCommit);
  }, [onCommit]);
  return children;
}

/**
 * single-spa lifecycles for a remote: its own React root inside the element the shell gives it,
 * behind an error boundary that shows the error screen. `mount` resolves once the first render is
 * committed, `unmount` once the root is gone. Given the remote's `pages`, it mounts once the code
 * of the page at the address has arrived when the page downloads it on demand (`lazyPage`): the
 * page renders at once, and hydrates the server's markup as the server rendered it.
 */
export function createRemoteApp<P extends object>(
  remote: string,
  Root: ComponentType<P>,
  pages?: Pick<PageRoutes, 'loadPageCode' | 'preload'>,
): RemoteApp<P> {
  const containerOf = (props: RemoteAppProps): HTMLElement => {
    if (props.domElement) return props.domElement;
    const el = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
    if (!el) throw new Error(`Aucun conteneur pour ${remote}`);
    return el;
  };
  // The mounted roots, by single-spa's name of the instance (one per application).
  const roots = new Map<string, ReactRoot>();
  const render = (props: P & RemoteAppProps & AppProps, hydrate: boolean): Promise<void> =>
    new Promise((resolve) => {
      const element = (
        <Committed onCommit={resolve}>
          <RemoteErrorBoundary remote={remote}>
            <Root {...props} />
          </RemoteErrorBoundary>
        </Committed>
      );
      const el = containerOf(props);
      if (hydrate) {
        roots.set(props.name, hydrateRoot(el, element));
      } else {
        const root = createRoot(el);
        root.render(element);
        roots.set(props.name, root);
      }
    });
  return {
    bootstrap: async () => undefined,
    mount: async (props: P & RemoteAppProps & AppProps) => {
      // A page whose code failed to download renders from scratch: it shows the failure.
      const codeReady = pages ? await pages.loadPageCode(window.location).then(() => true, () => false) : true;
      // The first mount on a page the server rendered adopts the server's markup.
      const hydrate = prepareHydration(remote, containerOf(props), codeReady);
      if (hydrate) beginHydration(remote);
      try {
        await render(props, hydrate);
      } finally {
        if (hydrate) endHydration(remote);
      }
    },
    unmount: async (props: P & RemoteAppProps & AppProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
    ...(pages ? { preload: pages.preload, preloadCode: pages.loadPageCode } : {}),
  } as RemoteApp<P>;
}

