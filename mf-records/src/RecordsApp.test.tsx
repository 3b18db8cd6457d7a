import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventType } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
import type { Handler } from './testing/handlers';
import { recordsTest } from './testing/recordsTest';
import { companyApi } from './testing/handlers';
import * as f from './testing/fixtures';

const { serve, renderAt } = recordsTest();

afterEach(() => {
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});

const CANONICAL = '/entreprise/lp-holding/965165210/1';

/** Opens `path` and waits for the canonical address of its record, `canonical`, to replace it; the render. */
async function expectSentTo(path: string, canonical: string): Promise<ReturnType<typeof renderAt>> {
  const view = renderAt(path);
  await waitFor(() => expect(window.location.pathname).toBe(canonical));
  return view;
}

/** Matches an element whose own text is exactly `text`, no-break spaces included. */
const exact = (text: string) => (_: string, el: Element | null) =>
  el !== null && el.textContent === text && Array.from(el.children).every((c) => c.textContent !== text);

describe('company record', () => {
  it('shows the sections of the company from the API', async () => {
    serve(companyApi);
    renderAt(CANONICAL);
    expect(await screen.findByRole('heading', { level: 1, name: 'LP Holding' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('LP Holding (SIREN 965 165 210)');

    const identity = screen.getByRole('region', { name: 'Identité' });
    expect(within(identity).getByText('965 165 210')).toBeInTheDocument();
    expect(within(identity).getByText('SAS, société par actions simplifiée')).toBeInTheDocument();
    expect(within(identity).getByText('02/03/1977')).toBeInTheDocument();
    // Cents divided by 100, comma decimals, no-break space thousands.
    expect(within(identity).getByText(exact('40\u00A0000\u00A0000,12\u00A0€'))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Activité' })).getByText('64.20Z')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Greffe du tribunal de commerce de Montluçon' })).toHaveAttribute('href', '/fiche-greffe/montlucon/0302');
    expect(screen.queryByTestId('status-banner')).not.toBeInTheDocument();

    const executives = screen.getByRole('region', { name: 'Dirigeants' });
    const exec = await within(executives).findByRole('link', { name: 'Françoise Kevin HAMON' });
    expect(exec).toHaveAttribute('href', '/dirigeant/hamon-francoise/5');
    expect(within(executives).getByText('février 1950')).toBeInTheDocument();
    const auditors = screen.getByRole('region', { name: 'Commissaires aux comptes' });
    expect(within(auditors).getByRole('link', { name: 'Audit Conseil' })).toHaveAttribute('href', '/entreprise/audit-conseil/732829320/42');
    const owners = screen.getByRole('region', { name: 'Bénéficiaires effectifs' });
    expect(await within(owners).findByText('72,5 %')).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Finances' });
    const table = await within(figures).findByRole('table', { name: 'Chiffres clés par exercice' });
    expect(within(table).getByRole('rowheader', { name: '2023' })).toBeInTheDocument();
    expect(within(table).getByText(exact('1\u00A0500\u00A0000\u00A0€'))).toBeInTheDocument();
    expect(within(table).getByText(exact('-5\u00A0000\u00A0€'))).toBeInTheDocument();
    expect(within(table).getByText('Comptes confidentiels')).toBeInTheDocument();
    expect(within(figures).getByRole('table', { name: 'Structure financière par exercice' })).toBeInTheDocument();
    expect(within(figures).getByRole('table', { name: 'Ratios par exercice' })).toBeInTheDocument();
    // The charts come with the section's chunk: here at once, the test's window having no observer.
    expect(await within(figures).findAllByRole('img', { name: /par exercice/ })).toHaveLength(2);

    const estabs = screen.getByRole('region', { name: 'Établissements' });
    expect(await within(estabs).findByRole('link', { name: 'SIRET 965 165 210 00026' })).toHaveAttribute(
      'href',
      '/etablissement/lp-holding/96516521000026/11',
    );
    expect(within(estabs).getByRole('link', { name: "Voir les établissements de l'entreprise" })).toHaveAttribute(
      'href',
      '/liste_etablissements/lp-holding/965165210/1',
    );
    expect(await screen.findByText('Aucune procédure collective.')).toBeInTheDocument();

    const ld = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld!.textContent!)).toMatchObject({ '@type': 'Organization', name: 'LP Holding', taxID: '965165210' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('LP Holding, SIREN 965 165 210');
  });

  it('pages the establishments with the keyboard', async () => {
    const user = userEvent.setup();
    const { calls } = serve(companyApi);
    renderAt(CANONICAL);
    const estabs = await screen.findByRole('region', { name: 'Établissements' });
    await within(estabs).findByRole('link', { name: 'SIRET 965 165 210 00026' });
    const next = within(estabs).getByRole('button', { name: 'Suivante' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(await within(estabs).findByRole('link', { name: 'SIRET 965 165 210 00031' })).toBeInTheDocument();
    expect(calls.some(({ url: u }) => u.pathname.endsWith('/etablissements') && u.searchParams.get('offset') === '5')).toBe(true);
  });

  it('replaces a wrong slug by the canonical URL, keeping the query', async () => {
    serve(companyApi);
    renderAt('/entreprise/mauvais-nom/965165210/1?ancre=dirigeants');
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' });
    await waitFor(() => expect(window.location.pathname).toBe(CANONICAL));
    expect(window.location.search).toBe('?ancre=dirigeants');
  });

  it.each([
    ['/entreprise-societe/lp-holding-965165210'],
    ['/entreprise/965165210'],
  ])('redirects the catch-all %s to the canonical record', async (path) => {
    serve(companyApi);
    await expectSentTo(path, CANONICAL);
    expect(await screen.findByRole('heading', { level: 1, name: 'LP Holding' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown id, a SIREN that is not the company, or a malformed SIREN', async () => {
    const { calls } = serve(companyApi);
    const view = renderAt('/entreprise/x/965165210/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    view.unmount();
    const view2 = renderAt('/entreprise/x/552100554/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    view2.unmount();
    const before = calls.length;
    renderAt('/entreprise/x/55210/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('shows the blocked status plainly', async () => {
    serve((url) =>
      url.pathname === '/api/entreprises/1'
        ? ok({ ...f.company, statut_entreprise: 'RADIE', etat: 'RADIEE', date_radiation: '2020-06-30' })
        : companyApi(url),
    );
    renderAt(CANONICAL);
    expect(await screen.findByTestId('status-banner')).toHaveTextContent('Entreprise radiée depuis le 30/06/2020');
  });

  it('shows an error with "Réessayer" that loads again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    serve((url) => {
      if (url.pathname === '/api/entreprises/1' && failures > 0) {
        failures--;
        return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Indisponible' } };
      }
      return companyApi(url);
    });
    renderAt(CANONICAL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'LP Holding' })).toBeInTheDocument();
  });

  it('shows a skeleton that reserves space while loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(window, 'fetch').mockImplementationOnce(async () => {
      await gate;
      return new Response(JSON.stringify(f.company), { headers: { 'Content-Type': 'application/json' } });
    });
    serve(companyApi);
    renderAt(CANONICAL);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entreprise – SIREN 965 165 210');
    expect(screen.getByRole('status')).toHaveTextContent("Chargement de la fiche de l'entreprise…");
    await act(async () => release());
  });

  it('publishes basket:add-article for the order shortcuts and filed documents', async () => {
    const user = userEvent.setup();
    serve(companyApi);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(eventType('basket:add-article'), listener);
    renderAt(CANONICAL);
    await user.click(await screen.findByRole('button', { name: 'Commander : Kbis' }));
    await user.click(await screen.findByRole('button', { name: 'Commander les comptes clos le 31/12/2023' }));
    window.removeEventListener(eventType('basket:add-article'), listener);
    expect(events).toEqual([
      { v: 1, shortcut: 'KBIS', siren: '965165210', companyId: '1', denomination: 'LP Holding' },
      { v: 1, shortcut: 'COMPTES_ANNUELS', siren: '965165210', companyId: '1', denomination: 'LP Holding', documentId: '41' },
    ]);
  });
});

describe('establishment record', () => {
  const handler: Handler = (url) => {
    if (url.pathname === '/api/etablissements/11') return ok(f.establishmentDetail);
    if (url.pathname === '/api/etablissements' && url.searchParams.get('numero_identification') === '96516521000026') {
      return ok(f.establishmentDetail);
    }
    return undefined;
  };

  it('shows the establishment and links to its company', async () => {
    serve(handler);
    renderAt('/etablissement/lp-holding/96516521000026/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Établissement LP Holding' })).toBeInTheDocument();
    expect(screen.getByText('SIRET 965 165 210 00026')).toBeInTheDocument();
    expect(screen.getByText('8 rue des Chênes, 03100 Montluçon')).toBeInTheDocument();
    // At a glance: open, head office, the SIRET to copy.
    const summary = document.querySelector('.record-summary') as HTMLElement;
    expect(within(summary).getByText('Ouvert')).toHaveClass('badge--success');
    expect(within(summary).getByText('Siège social')).toHaveClass('badge--info');
    expect(within(summary).getByRole('button', { name: 'Copier le SIRET 965 165 210 00026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir tous les établissements de l'entreprise" })).toHaveAttribute(
      'href',
      '/liste_etablissements/lp-holding/965165210/1',
    );
    expect(within(screen.getByRole('region', { name: 'Entreprise de rattachement' })).getByRole('link', { name: 'LP Holding' })).toHaveAttribute(
      'href',
      CANONICAL,
    );
  });

  it('redirects a slug ending with the SIRET to the canonical record', async () => {
    serve(handler);
    await expectSentTo('/etablissement/lp-holding-96516521000026', '/etablissement/lp-holding/96516521000026/11');
  });

  it('is not found when the number is not the establishment', async () => {
    serve(handler);
    renderAt('/etablissement/lp-holding/96516521000034/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('executive record', () => {
  const handler: Handler = (url) => {
    if (url.pathname === '/api/personnes_physiques/5') return ok(f.personRecord);
    if (url.pathname === '/api/fonctions' && url.searchParams.get('id_personne') === '5') {
      expect(url.searchParams.get('limit')).toBe('25');
      return ok(f.personFunctions(30, Number(url.searchParams.get('offset'))));
    }
    return undefined;
  };

  it('shows month and year of birth only and pages the companies by 25', async () => {
    const user = userEvent.setup();
    serve(handler);
    renderAt('/dirigeant/hamon-francoise/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Françoise Kevin HAMON' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Identité' })).getByText('février 1950')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Fonctions de Françoise Kevin HAMON' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByRole('link', { name: 'Société numéro 1' })).toHaveAttribute('href', '/entreprise/societe-numero-1/965165210/200');
    const pager = screen.getByRole('navigation', { name: 'Pages des fonctions' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/dirigeant/hamon-francoise/5?page=2');
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Société numéro 26' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
  });

  it('redirects a wrong slug and the catch-all to the canonical URL', async () => {
    serve(handler);
    (await expectSentTo('/dirigeant/dupont-jean/5', '/dirigeant/hamon-francoise/5')).unmount();
    await expectSentTo('/dirigeant/hamon-5', '/dirigeant/hamon-francoise/5');
  });
});

describe('establishment list', () => {
  it('lists and filters the establishments', async () => {
    const user = userEvent.setup();
    const { calls } = serve(companyApi);
    renderAt('/liste_etablissements/lp-holding/965165210/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Établissements de LP Holding' })).toBeInTheDocument();
    expect(await screen.findByText('7 établissements')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fermés' }));
    expect(await screen.findByText('1 établissement')).toBeInTheDocument();
    expect(window.location.search).toBe('?etat=FERME');
    expect(calls.some(({ url: u }) => u.searchParams.get('etat') === 'FERME')).toBe(true);
  });
});

describe('registry fiche', () => {
  const handler: Handler = (url) => {
    if (url.pathname === '/api/greffes/7501') return ok(f.registry);
    if (url.pathname === '/api/greffes/7501/communes') return ok(f.communes);
    return undefined;
  };

  it('shows the address, jurisdiction and communes covered', async () => {
    serve(handler);
    renderAt('/fiche-greffe/paris/7501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Greffe du tribunal de commerce de Paris' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(contact).getByText('1 quai de la Corse, 75004 Paris')).toBeInTheDocument();
    expect(within(contact).getByText('Tribunal de commerce')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le code greffe 7501' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Communes du ressort du greffe' });
    expect(within(table).getByRole('rowheader', { name: 'Paris 10e Arrondissement' })).toBeInTheDocument();
  });

  it('redirects a wrong slug, and an unknown code is not found', async () => {
    serve(handler);
    (await expectSentTo('/fiche-greffe/lyon/7501', '/fiche-greffe/paris/7501')).unmount();
    renderAt('/fiche-greffe/nulle-part/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('malformed record paths', () => {
  it.each([
    '/entreprise',
    '/entreprise/boulangerie-dupont',
    '/entreprise/boulangerie-dupont/55210/1',
    '/entreprise/boulangerie-dupont/552100554/1/extra',
    '/entreprise-societe',
    '/entreprise-societe/boulangerie-dupont',
    '/etablissement/boulangerie-dupont/552100554/1',
    '/dirigeant/dupont-jean',
    '/fiche-greffe/paris/75',
  ])('%s is not found without calling the API', (path) => {
    const { calls } = serve(() => undefined);
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(calls).toHaveLength(0);
  });
});

describe('catch-all slugs', () => {
  it('look the company up by the number ending the slug and show the 404 page when it is unknown', async () => {
    const { calls } = serve(() => undefined);
    renderAt('/liste_etablissements/boulangerie-dupont/552100554');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(calls.map(({ url: u }) => `${u.pathname}${u.search}`)).toEqual(['/api/entreprises?numero_identification=552100554']);
  });

  it('send a list slug to the canonical establishment list', async () => {
    serve(companyApi);
    await expectSentTo('/liste_etablissements/lp-holding-965165210', '/liste_etablissements/lp-holding/965165210/1');
  });
});
