import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { authStore, eventType, resetAuthApi, selectedAccountStore, type Surveillance } from '@portail/shared';
import { subscriberAccount } from '@portail/shared/testing/accounts';
import { MonitoringPanel } from './MonitoringPanel';

const COMPANY = { id: 1, denomination: 'LP Holding' };

function surveillance(statut: 'ACTIVE' | 'TERMINEE'): Surveillance {
  return {
    id: 42,
    entreprise: { id: 1, siren: '965165210', denomination: 'LP Holding', active: true },
    domaines: ['RCS_BILAN_ACTES', 'BIL', 'ACT', 'PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS'],
    groupe_favori: null,
    statut,
    date_debut: '2026-03-12',
    date_fin: statut === 'TERMINEE' ? '2026-04-02' : null,
    nombre_revelations: 0,
    nombre_non_lues: 0,
  };
}

interface Call {
  method: string;
  url: URL;
  body: unknown;
}
type Reply = { status: number; body?: unknown };

let calls: Call[] = [];
let spy: jest.SpyInstance | null = null;

/** The monitoring API of one account: `current` is the company's surveillance, if any. */
function serveMonitoring(start: Surveillance | null, refuse?: string) {
  let current = start;
  calls = [];
  spy = jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, url, body });
    const reply = ((): Reply => {
      if (refuse && request.method !== 'GET') return { status: 403, body: { statusCode: 403, error: 'Forbidden', message: refuse } };
      if (request.method === 'GET' && url.pathname === '/api/surveillance/entreprise/1') {
        return { status: 200, body: current ? { surveillee: true, surveillance: current } : { surveillee: false } };
      }
      if (request.method === 'POST' && url.pathname === '/api/surveillance') {
        current = surveillance('ACTIVE');
        return { status: 201, body: current };
      }
      if (request.method === 'PUT' && url.pathname === '/api/surveillance/42' && current) {
        const { action } = body as { action: string };
        current = action === 'TERMINER' ? surveillance('TERMINEE') : surveillance('ACTIVE');
        return { status: 200, body: current };
      }
      return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable.' } };
    })();
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
}

function signIn(offres: string) {
  authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' });
  selectedAccountStore.setState({ account: subscriberAccount(offres), status: 'success' });
}

const panel = () => screen.getByRole('region', { name: 'Surveillance' });

beforeEach(() => {
  window.history.pushState({}, '', '/entreprise/lp-holding/965165210/1');
});

afterEach(() => {
  spy?.mockRestore();
  spy = null;
  resetAuthApi();
  authStore.setState(authStore.getInitialState(), true);
  selectedAccountStore.setState(selectedAccountStore.getInitialState(), true);
});

describe('monitoring panel of the company record', () => {
  it('offers a visitor to sign in, back on this page, without calling the API', async () => {
    serveMonitoring(null);
    const user = userEvent.setup();
    const asked = jest.fn();
    window.addEventListener(eventType('auth:login-requested'), asked);
    render(<MonitoringPanel company={COMPANY} />);
    await user.click(within(panel()).getByRole('button', { name: 'Surveiller cette entreprise' }));
    window.removeEventListener(eventType('auth:login-requested'), asked);
    expect((asked.mock.calls[0]![0] as CustomEvent).detail).toEqual({ v: 1, returnTo: '/entreprise/lp-holding/965165210/1' });
    expect(calls).toHaveLength(0);
  });

  it('shows nothing but its title while the session is being restored', () => {
    serveMonitoring(null);
    authStore.setState({ restoring: true });
    render(<MonitoringPanel company={COMPANY} />);
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(within(panel()).queryByRole('link')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('tells an account without the monitoring offer that it is part of the Surveillance subscription', () => {
    serveMonitoring(null);
    signIn('KBIS');
    render(<MonitoringPanel company={COMPANY} />);
    expect(panel()).toHaveTextContent("La surveillance d'entreprises fait partie de l'abonnement Surveillance");
    expect(within(panel()).getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement');
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("starts, stops and resumes the account's surveillance, announcing each change and keeping the focus on the new state", async () => {
    serveMonitoring(null);
    signIn('KBIS,SURV');
    const user = userEvent.setup();
    render(<MonitoringPanel company={COMPANY} />);
    const status = within(panel()).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(await within(panel()).findByRole('button', { name: 'Surveiller cette entreprise' }));
    expect(calls[0]!.url.searchParams.get('id_compte_client')).toBe('5');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/surveillance');
    expect(post.body).toEqual({ id_entreprise: 1, id_compte_client: 5 });
    const state = await within(panel()).findByText('Entreprise surveillée');
    expect(state.closest('p')).toHaveTextContent('Entreprise surveillée depuis le 12/03/2026.');
    expect(state.closest('p')).toHaveFocus();
    expect(status).toHaveTextContent('LP Holding est désormais surveillée.');
    expect(within(panel()).getByRole('link', { name: 'Voir mes surveillances' })).toHaveAttribute('href', '/espace-personnel/mes-surveillances');

    await user.click(within(panel()).getByRole('button', { name: 'Arrêter la surveillance' }));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { action: 'TERMINER' } });
    expect(calls.at(-1)!.url.pathname).toBe('/api/surveillance/42');
    expect(await within(panel()).findByText('Surveillance arrêtée')).toBeInTheDocument();
    expect(within(panel()).getByText('Surveillance arrêtée').closest('p')).toHaveTextContent('Surveillance arrêtée le 02/04/2026.');
    expect(within(panel()).getByText('Surveillance arrêtée').closest('p')).toHaveFocus();
    expect(status).toHaveTextContent('La surveillance de LP Holding est arrêtée.');

    await user.click(within(panel()).getByRole('button', { name: 'Reprendre la surveillance' }));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { action: 'CONTINUER' } });
    expect(await within(panel()).findByRole('button', { name: 'Arrêter la surveillance' })).toBeInTheDocument();
    expect(status).toHaveTextContent('La surveillance de LP Holding a repris.');
  });

  it('shows a company already monitored as such', async () => {
    serveMonitoring(surveillance('ACTIVE'));
    signIn('SURV');
    render(<MonitoringPanel company={COMPANY} />);
    expect(await within(panel()).findByRole('button', { name: 'Arrêter la surveillance' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Entreprise surveillée depuis le 12/03/2026.');
    // Shown as it is when the page opens: nothing to announce, the focus stays where it was.
    expect(within(panel()).getByRole('status')).toBeEmptyDOMElement();
    expect(document.body).toHaveFocus();
  });

  it("says what the API refused and keeps the action available", async () => {
    const refusal = "La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.";
    serveMonitoring(null, refusal);
    signIn('SURV');
    const user = userEvent.setup();
    render(<MonitoringPanel company={COMPANY} />);
    await user.click(await within(panel()).findByRole('button', { name: 'Surveiller cette entreprise' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(panel()).getByRole('button', { name: 'Surveiller cette entreprise' })).toBeEnabled();
  });

  it('offers to try again when the state cannot be read', async () => {
    let fail = true;
    serveMonitoring(null);
    spy!.mockImplementationOnce(async () => {
      fail = false;
      return new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Service indisponible.' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
    });
    signIn('SURV');
    const user = userEvent.setup();
    render(<MonitoringPanel company={COMPANY} />);
    await user.click(await within(panel()).findByRole('button', { name: 'Réessayer' }));
    expect(fail).toBe(false);
    expect(await within(panel()).findByRole('button', { name: 'Surveiller cette entreprise' })).toBeInTheDocument();
  });

  it('says why the state cannot be read when the API refuses, without a retry that would be refused again', async () => {
    serveMonitoring(null);
    spy!.mockImplementationOnce(async () =>
      new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Compte client introuvable.' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    signIn('SURV');
    render(<MonitoringPanel company={COMPANY} />);
    expect(await within(panel()).findByText("Impossible de savoir si l'entreprise est surveillée : Compte client introuvable.")).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('renders the same markup on the server and at hydration, whoever is signed in, then shows the account its state', async () => {
    serveMonitoring(surveillance('ACTIVE'));
    const html = renderToString(<MonitoringPanel company={COMPANY} />);
    expect(html).toContain('Surveillance</h2>');
    expect(html).not.toContain('<button');
    signIn('SURV');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <MonitoringPanel company={COMPANY} />);
    });
    await waitFor(() => expect(within(container).getByRole('button', { name: 'Arrêter la surveillance' })).toBeInTheDocument());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
