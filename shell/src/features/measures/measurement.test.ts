import { RouteTable, publish } from '@portail/shared';
import type { MesuresBody } from '@portail/shared/api/measures';

// web-vitals observes the browser's performance entries; here its reports are made by hand.
const reporters: Record<string, (m: { name: string; value: number }) => void> = {};
jest.mock('web-vitals', () => {
  const reg = (name: string) => (cb: (m: { name: string; value: number }) => void) => {
    reporters[name] = cb;
  };
  return { onLCP: reg('LCP'), onINP: reg('INP'), onCLS: reg('CLS'), onFCP: reg('FCP'), onTTFB: reg('TTFB') };
});

import { startMeasurement } from './measurement';

const routes = new RouteTable([
  { pattern: '/', owner: 'mf-content' },
  { pattern: '/entreprise/*', owner: 'mf-records' },
  { pattern: '/actualites/:slug', owner: 'mf-content' },
  { pattern: '/inscription', owner: 'shell' },
]);

function go(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'lien';
  // The site's routers follow their links themselves.
  a.addEventListener('click', (e) => e.preventDefault());
  document.body.append(a);
  return a;
}

describe('measurement', () => {
  let sent: MesuresBody[];
  let stop: () => void;
  const all = () => {
    window.dispatchEvent(new Event('pagehide'));
    return sent.flatMap((b) => b.evenements ?? []);
  };

  beforeEach(() => {
    sent = [];
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/entreprise/dupont-sa/552100554/0?onglet=actes#dirigeants');
    stop = startMeasurement({ routes, territory: 'FR', landingPath: '/entreprise/dupont-sa/552100554/0', send: (b) => sent.push(b) }).stop;
  });
  afterEach(() => stop());

  it('counts the first page and each route change under its pattern', () => {
    go('/entreprise/dupont-sa/552100554/0?onglet=comptes');
    go('/actualites/reforme-du-registre');
    go('/nulle-part');
    expect(all()).toEqual([
      { type: 'page_vue', route: '/entreprise/*' },
      { type: 'page_vue', route: '/actualites/:slug' },
      { type: 'page_vue', route: '/404' },
    ]);
    expect(sent.every((b) => b.territoire === 'FR')).toBe(true);
  });

  it('counts clicks on the site’s own links, on the page they were made on', () => {
    link('/actualites/reforme-du-registre').click();
    link('https://www.infogreffe.fr/').click();
    link('mailto:contact@example.fr').click();
    expect(all()).toEqual([
      { type: 'page_vue', route: '/entreprise/*' },
      { type: 'clic_interne', route: '/entreprise/*' },
    ]);
  });

  it('counts submitted searches and sign-ups announced on the bus', () => {
    publish('search:submitted', { v: 1 });
    go('/inscription');
    publish('account:signed-up', { v: 1 });
    expect(all()).toEqual([
      { type: 'page_vue', route: '/entreprise/*' },
      { type: 'recherche', route: '/entreprise/*' },
      { type: 'page_vue', route: '/inscription' },
      { type: 'inscription', route: '/inscription' },
    ]);
  });

  it('reports the vitals of the landing page under its pattern', () => {
    go('/actualites/reforme-du-registre');
    reporters.LCP!({ name: 'LCP', value: 2_100.4 });
    reporters.CLS!({ name: 'CLS', value: 0.05 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.flatMap((b) => b.vitales ?? [])).toEqual([
      { metrique: 'LCP', valeur: 2100, route: '/entreprise/*' },
      { metrique: 'CLS', valeur: 0.05, route: '/entreprise/*' },
    ]);
  });

  it('sends nothing once stopped, not even what was waiting', () => {
    go('/actualites/reforme-du-registre');
    stop();
    go('/');
    link('/').click();
    publish('search:submitted', { v: 1 });
    reporters.INP!({ name: 'INP', value: 120 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });

  it('never sends a path, a query string or an anchor', () => {
    go('/actualites/reforme-du-registre?utm_source=lettre#suite');
    link('/entreprise/martin-sarl/123456789/0').click();
    reporters.TTFB!({ name: 'TTFB', value: 80 });
    window.dispatchEvent(new Event('pagehide'));
    const text = JSON.stringify(sent);
    for (const leak of ['dupont', '552100554', 'onglet', 'reforme', 'utm', 'suite', 'martin', '123456789']) expect(text).not.toContain(leak);
  });
});
