import { createRoot, type Root } from 'react-dom/client';
import { ErrorScreen, publish } from '@portail/shared';
import { reloadOnce } from '../../navigation/chunkReload';

export const REMOTE_LABELS: Record<string, string> = {
  'mf-search': 'Recherche',
  'mf-records': 'Fiches entreprises',
  'mf-basket': 'Panier',
  'mf-personal-space': 'Espace personnel',
  'mf-content': 'Contenus',
};

export function unavailableMessage(remote: string): string {
  return `Le module « ${REMOTE_LABELS[remote] ?? remote} » est momentanément indisponible.`;
}

/** Marks the stand-in lifecycles, which the runtime hands back as if they were the remote. */
export const FALLBACK = Symbol.for('portail.remote-fallback');

export function isFallback(mod: unknown): boolean {
  return typeof mod === 'object' && mod !== null && (mod as Record<symbol, unknown>)[FALLBACK] === true;
}

interface FallbackProps {
  domElement?: HTMLElement;
}

/**
 * single-spa lifecycles standing in for a remote that could not be loaded: after one full
 * reload on the target path (SPEC §4) they show the error screen, whose "Réessayer" asks the
 * shell to load the remote again.
 */
export function fallbackLifecycles(remote: string, retry: (remote: string) => void) {
  let root: Root | null = null;
  return {
    [FALLBACK]: true,
    bootstrap: async () => undefined,
    mount: async (props: FallbackProps) => {
      const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (reloadOnce(target)) return;
      const el = props.domElement ?? document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
      if (!el) return;
      publish('remote:failed', { v: 1, remote, message: unavailableMessage(remote) });
      root = createRoot(el);
      root.render(<ErrorScreen message={unavailableMessage(remote)} onRetry={() => retry(remote)} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
