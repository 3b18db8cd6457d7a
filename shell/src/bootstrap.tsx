import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import variant from '@variant';
import { basketStore, ErrorScreen, on, siteStore, ToastViewport, type RemoteRegistry, type RouteTable } from '@portail/shared';
import { Header } from './features/header/Header';
import { Footer } from './features/footer/Footer';
import { ShellPages } from './features/pages/ShellPages';
import { installToastBridge } from './features/toasts/ToastBridge';
import { installBasketAgent } from './features/basket/basketAgent';
import { OverlaysOnDemand } from './features/auth/OverlaysOnDemand';
import { installSessionLoading, loadSession, requestSignIn } from './session/loadSession';
import { installChunkReload } from './navigation/chunkReload';
import { installScrollRestoration } from './navigation/scroll';
import { failFederation, installPrefetch, loadRegistry, startFederation } from './features/federation/startFederation';
import { beginFederation } from './features/federation/early';
import { ConsentManager, installConsent, installMeasurementGate } from './features/consent';

/** The logout of the confirmation dialog, which shows only in a session: its code is there. */
const sessionOnDemand = { logout: () => loadSession().then((auth) => auth.authSession.logout()) };

/** Renders a root as a transition: React works in slices and yields to the browser between them. */
function mount(id: string, node: React.ReactNode) {
  const el = document.getElementById(id);
  if (!el) return;
  const root = createRoot(el);
  startTransition(() => root.render(node));
}

async function main() {
  // Evaluating the modules above is one task; rendering the shell starts in the next.
  await new Promise((resolve) => setTimeout(resolve, 0));
  siteStore.setState({
    variant: variant.id,
    product: variant.product,
    siteName: variant.siteName,
    searchBoost: variant.searchBoost,
    buildVersion: __BUILD_VERSION__,
  });
  document.documentElement.dataset.variant = variant.id;
  installChunkReload();
  installScrollRestoration();
  // The recorded choice is read now; the measurement waits for the route table and the choice.
  const landingPath = window.location.pathname;
  const consent = installConsent();
  let consentMounted = false;
  const mountConsent = () => {
    if (consentMounted) return;
    consentMounted = true;
    mount('shell-consent', <ConsentManager store={consent} />);
  };
  // A banner the server sent with the page answers its buttons at once, not after the page's remote.
  if (document.getElementById('shell-consent')?.childElementCount) mountConsent();

  mount('shell-header', <Header variant={variant} />);
  // The footer and the overlays render once the first page is in place (or after 3 s at the
  // latest): the page's own content comes first.
  let chromeMounted = false;
  const mountRest = () => {
    if (chromeMounted) return;
    chromeMounted = true;
    mount('shell-footer', <Footer variant={variant} />);
    mountConsent();
    mount(
      'shell-overlays',
      <>
        <ToastViewport />
        <OverlaysOnDemand session={sessionOnDemand} onSignIn={() => requestSignIn({ returnTo: window.location.pathname })} />
      </>,
    );
  };
  window.addEventListener('single-spa:routing-event', mountRest, { once: true });
  // A remote that hangs must not hold the chrome back for long.
  window.setTimeout(mountRest, 3_000);

  installToastBridge();
  on('basket:changed').subscribe(({ articleCount }) => basketStore.setState({ articleCount, error: false }));
  installBasketAgent();
  // Sign-in requests open the PKCE popup; a reload restores the session silently. The session's
  // code downloads then, not for every visitor.
  installSessionLoading();

  let routes: RouteTable;
  let registry: RemoteRegistry;
  try {
    registry = await loadRegistry(beginFederation(variant.registryUrl, { product: variant.product }));
    routes = startFederation(registry, { product: variant.product });
  } catch (err) {
    failFederation();
    mount('shell-page', <ErrorScreen message={(err as Error).message} onRetry={() => window.location.reload()} />);
    mountRest();
    return;
  }
  mount('shell-page', <ShellPages routes={routes} variant={variant} />);
  installPrefetch(routes, registry.remotes);
  installMeasurementGate(consent, () => import(/* webpackChunkName: "measurement" */ './features/measures/measurement'), {
    routes,
    territory: variant.territory,
    landingPath,
  });
  start({ urlRerouteOnly: true });
}

void main();
