// The audience and performance measurement, loaded (its own chunk, with web-vitals) only once the
// visitor has agreed to it, and stopped when they withdraw. It counts page views (the first page
// and each route change), submitted searches, clicks on the site's own links and account
// sign-ups, and the Core Web Vitals of the visit, each under the route pattern of its page.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { on, type RouteTable } from '@portail/shared';
import type { MesuresBody } from '@portail/shared/api/measures';
import { MeasureQueue, beaconSender, measuresUrl, routePattern, type Sender } from './queue';

export interface MeasurementOptions {
  routes: Pick<RouteTable, 'resolve'>;
  territory: MesuresBody['territoire'];
  /** The path the document was loaded on: its vitals (LCP, FCP, TTFB…) are that page's. */
  landingPath: string;
  win?: Window;
  /** Default: beacons to /api/mesures on the page's origin. */
  send?: Sender;
}

export interface Measurement {
  /** Stops listening and drops what was not sent yet. */
  stop(): void;
}

// web-vitals observes the page once per document: a measurement started again after a withdrawal
// gets the reports that are still to come through this sink, and none is counted twice.
let vitalsSink: ((metric: Metric) => void) | null = null;
let vitalsObserved = false;

function observeVitals(): void {
  if (vitalsObserved) return;
  vitalsObserved = true;
  const report = (metric: Metric) => vitalsSink?.(metric);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

export function startMeasurement({ routes, territory, landingPath, win = window, send }: MeasurementOptions): Measurement {
  const doc = win.document;
  const queue = new MeasureQueue(send ?? beaconSender(measuresUrl(win.location.origin)), territory);
  const here = () => routePattern(routes, win.location.pathname);

  let lastPath = win.location.pathname;
  queue.event('page_vue', here());
  const onRoute = () => {
    const path = win.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    queue.event('page_vue', here());
  };

  // Captured before any router follows the link: the click is counted on the page it was made on.
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    let url: URL;
    try {
      url = new URL(link.href, win.location.href);
    } catch {
      return;
    }
    if (url.origin === win.location.origin) queue.event('clic_interne', here());
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') queue.flush();
  };

  win.addEventListener('single-spa:routing-event', onRoute);
  win.addEventListener('popstate', onRoute);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', queue.flush);
  const subscriptions = [
    on('search:submitted').subscribe(() => queue.event('recherche', here())),
    on('account:signed-up').subscribe(() => queue.event('inscription', here())),
  ];

  const landing = routePattern(routes, landingPath);
  vitalsSink = (metric) => queue.vital(metric.name, metric.value, landing);
  observeVitals();

  return {
    stop() {
      vitalsSink = null;
      win.removeEventListener('single-spa:routing-event', onRoute);
      win.removeEventListener('popstate', onRoute);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', queue.flush);
      for (const s of subscriptions) s.unsubscribe();
      queue.clear();
    },
  };
}
