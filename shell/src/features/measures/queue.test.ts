import { RouteTable } from '@portail/shared';
import type { MesuresBody } from '@portail/shared/api/measures';
import { routeOwnership } from '@portail/shared/routing/routes';
import { MeasureQueue, beaconSender, measuresUrl, routePattern, type QueueTimers } from './queue';

const table = RouteTable.fromRegistry(
  Object.entries(routeOwnership()).map(([name, list]) => ({ name: name as never, routes: list })),
  { product: 'registre' },
);

/** Timers run by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: QueueTimers = {
    set: (fn) => {
      pending.set(++next, fn);
      return next;
    },
    clear: (h) => void pending.delete(h as number),
  };
  return {
    timers,
    count: () => pending.size,
    run: () => {
      const fns = [...pending.values()];
      pending.clear();
      fns.forEach((f) => f());
    },
  };
}

describe('route patterns', () => {
  it('names the pattern that owns a path, never the path itself', () => {
    expect(routePattern(table, '/entreprise/dupont-sa/552100554/0')).toBe('/entreprise/:slug/:siren/:id');
    expect(routePattern(table, '/entreprise/dupont-sa-552100554')).toBe('/entreprise/*');
    expect(routePattern(table, '/actualites/reforme-du-registre')).toBe('/actualites/:slug');
    expect(routePattern(table, '/services/detail-affaire/2024B01234')).toBe('/services/detail-affaire/:id');
    expect(routePattern(table, '/recherche-entreprise-dirigeant/resultats-de-recherche')).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche');
    expect(routePattern(table, '/contact-registre')).toBe('/contact-registre');
    expect(routePattern(table, '/inscription')).toBe('/inscription');
    expect(routePattern(table, '/')).toBe('/');
    expect(routePattern(table, '/nulle-part/jean-dupont')).toBe('/404');
  });

  it('sends to /api/mesures on the page’s own origin', () => {
    expect(measuresUrl('https://www.example.fr')).toBe('https://www.example.fr/api/mesures');
  });
});

describe('measure queue', () => {
  it('sends a batch a few seconds after its first measure', () => {
    const sent: MesuresBody[] = [];
    const t = manualTimers();
    const q = new MeasureQueue((b) => sent.push(b), 'FR', 3_000, t.timers);
    q.event('page_vue', '/');
    q.event('clic_interne', '/');
    q.vital('LCP', 1234.56, '/');
    expect(sent).toEqual([]);
    expect(t.count()).toBe(1);
    t.run();
    expect(sent).toEqual([
      {
        territoire: 'FR',
        evenements: [
          { type: 'page_vue', route: '/' },
          { type: 'clic_interne', route: '/' },
        ],
        vitales: [{ metrique: 'LCP', valeur: 1235, route: '/' }],
      },
    ]);
    expect(q.pending()).toBe(0);
  });

  it('sends at once when full or flushed, and nothing when empty', () => {
    const sent: MesuresBody[] = [];
    const t = manualTimers();
    const q = new MeasureQueue((b) => sent.push(b), 'NC', 3_000, t.timers);
    q.flush();
    expect(sent).toHaveLength(0);
    for (let i = 0; i < 50; i++) q.event('page_vue', '/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.evenements).toHaveLength(50);
    expect(t.count()).toBe(0);
    q.vital('CLS', 0.123456, '/');
    q.flush();
    expect(sent[1]).toEqual({ territoire: 'NC', evenements: [], vitales: [{ metrique: 'CLS', valeur: 0.1235, route: '/' }] });
  });

  it('drops vitals out of bounds, and everything on clear', () => {
    const sent: MesuresBody[] = [];
    const t = manualTimers();
    const q = new MeasureQueue((b) => sent.push(b), 'FR', 3_000, t.timers);
    q.vital('LCP', 600_000, '/');
    q.vital('INP', -1, '/');
    q.vital('TTFB', Number.NaN, '/');
    expect(q.pending()).toBe(0);
    q.event('page_vue', '/');
    q.clear();
    t.run();
    q.flush();
    expect(sent).toEqual([]);
  });
});

describe('beacon sender', () => {
  const body: MesuresBody = { territoire: 'FR', evenements: [{ type: 'page_vue', route: '/' }] };

  it('sends the JSON as a beacon', () => {
    const beacons: [string, unknown][] = [];
    const fetchImpl = jest.fn();
    beaconSender('/api/mesures', { sendBeacon: (u: string | URL, d?: BodyInit | null) => (beacons.push([String(u), d]), true) }, fetchImpl)(body);
    expect(beacons).toEqual([['/api/mesures', JSON.stringify(body)]]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to fetch keepalive when the beacon is refused or missing', () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    beaconSender('/api/mesures', { sendBeacon: () => false }, fetchImpl as unknown as typeof fetch)(body);
    beaconSender('/api/mesures', undefined, fetchImpl as unknown as typeof fetch)(body);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/api/mesures', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(body) }));
  });
});
