import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { authStore, initialUserState, resetAuthApi, siteStore, userStore, type UserInfo } from '@portail/shared';
import { ContentApp } from '../../ContentApp';

interface Call {
  method: string;
  path: string;
  body: any;
}
type Reply = { status?: number; body?: unknown };

let calls: Call[] = [];
let tokens = 0;

/** Answers /api/contact/jeton with a new token each time and POST /api/contact with `post`. */
function serve(post: (body: any) => Reply) {
  calls = [];
  tokens = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.origin);
    const text = await request.text();
    const call: Call = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    let reply: Reply = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable.' } };
    if (call.method === 'GET' && call.path === '/api/contact/jeton') reply = { body: { jeton: `jeton-${++tokens}`, emis_le: '2026-03-02T10:00:00.000Z' } };
    if (call.method === 'POST' && call.path === '/api/contact') reply = post(call.body);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
}

const posts = () => calls.filter((c) => c.method === 'POST');
const tokenCalls = () => calls.filter((c) => c.path === '/api/contact/jeton');

async function openPage() {
  window.history.pushState({}, '', '/contact-registre');
  render(<ContentApp />);
  await waitFor(() => expect(tokenCalls()).toHaveLength(1));
  return screen.getByRole('form', { name: 'Écrire au service client' });
}

function fill(form: HTMLElement, values: Partial<Record<'nom' | 'email' | 'sujet' | 'commande' | 'message', string>>) {
  const field = (name: RegExp) => within(form).getByLabelText(name);
  if (values.nom !== undefined) fireEvent.change(field(/^Nom et prénom/), { target: { value: values.nom } });
  if (values.email !== undefined) fireEvent.change(field(/^Adresse e-mail/), { target: { value: values.email } });
  if (values.sujet !== undefined) fireEvent.change(field(/^Sujet de votre demande/), { target: { value: values.sujet } });
  if (values.commande !== undefined) fireEvent.change(field(/^Numéro de commande/), { target: { value: values.commande } });
  if (values.message !== undefined) fireEvent.change(field(/^Votre message/), { target: { value: values.message } });
}

const GOOD = { nom: ' Camille  Durand ', email: 'camille@exemple.fr', sujet: 'COMMANDE', commande: 'cmd00000042', message: "Je n'ai pas reçu le Kbis de ma commande." };

/** Sends the form and lets the few seconds pass that the form waits after its token. */
async function send(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5_000);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  act(() => siteStore.setState({ product: 'registre', siteName: 'Registre des entreprises', searchBoost: null }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetAuthApi();
  act(() => {
    authStore.setState({ connected: false, firstName: null, lastName: null, claims: null });
    userStore.setState(initialUserState());
  });
});

describe('contact page', () => {
  it('offers the form after the guidance, with labels, hints and a honeypot hidden from people and assistive technologies', async () => {
    serve(() => ({ status: 201, body: { reference: 'CT2026-000001' } }));
    const form = await openPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Écrire au service client')).toBeGreaterThan(headings.indexOf('Une question sur une commande'));
    expect(within(form).getByLabelText(/^Nom et prénom/)).toHaveAttribute('autocomplete', 'name');
    expect(within(form).getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Nous vous répondrons à cette adresse.');
    expect(within(form).getByRole('combobox', { name: /Sujet de votre demande/ })).toHaveAttribute('aria-required', 'true');
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choisissez un sujet',
      'Une commande',
      'Mon compte',
      'Un document officiel',
      "Les données d'une entreprise",
      'Autre chose',
    ]);
    const trap = form.querySelector<HTMLInputElement>('input[name="site_web"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(within(form).queryByRole('textbox', { name: /Site web/ })).toBeNull();
  });

  it('checks the fields before sending, each error linked to its field', async () => {
    serve(() => ({ status: 201, body: { reference: 'CT2026-000001' } }));
    const form = await openPage();
    fill(form, { email: 'pas-une-adresse', message: 'Trop court', commande: '42' });
    await send(form);
    const summary = screen.getByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Veuillez saisir votre nom.', '#contact-nom'],
      ['Veuillez saisir une adresse e-mail valide.', '#contact-email'],
      ['Veuillez choisir le sujet de votre demande.', '#contact-sujet'],
      ['Le numéro de commande comporte CMD suivi de 8 chiffres (par exemple CMD00000042).', '#contact-numero-commande'],
      ['Votre message doit comporter au moins 20 caractères.', '#contact-message'],
    ]);
    expect(within(form).getByLabelText(/^Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends the request with its token and shows the reference, focused', async () => {
    serve(() => ({ status: 201, body: { reference: 'CT2026-000123' } }));
    const form = await openPage();
    fill(form, GOOD);
    // Sent only a few seconds after the token arrived: sooner, the API would take it for a robot's.
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(within(form).getByRole('button', { name: 'Envoi…' })).toBeDisabled();
    expect(posts()).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      nom: 'Camille Durand',
      email: 'camille@exemple.fr',
      sujet: 'COMMANDE',
      numero_commande: 'CMD00000042',
      message: "Je n'ai pas reçu le Kbis de ma commande.",
      jeton: 'jeton-1',
      site_web: '',
    });
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Votre demande a été envoyée');
    expect(done).toHaveTextContent('CT2026-000123');
    expect(done).toHaveTextContent('camille@exemple.fr');
    expect(done.parentElement).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Écrire au service client' })).toBeNull();
  });

  it("shows the API's field errors on their fields", async () => {
    serve(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Le formulaire contient des erreurs.', errors: { email: 'Adresse refusée par le serveur.' } } }));
    const form = await openPage();
    fill(form, GOOD);
    await send(form);
    const email = within(form).getByLabelText(/^Adresse e-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Adresse refusée par le serveur.'));
    expect(screen.getByRole('alert', { name: 'Le formulaire contient des erreurs' })).toHaveTextContent('Adresse refusée par le serveur.');
  });

  it('asks for a new token when the API refuses the one sent, and says why', async () => {
    let n = 0;
    serve(() => (++n === 1 ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Cette demande a déjà été envoyée.' } } : { status: 201, body: { reference: 'CT2026-000124' } }));
    const form = await openPage();
    fill(form, GOOD);
    await send(form);
    expect(screen.getByRole('alert')).toHaveTextContent("Votre demande n'a pas été envoyée");
    expect(screen.getByRole('alert')).toHaveTextContent('Cette demande a déjà été envoyée.');
    expect(tokenCalls()).toHaveLength(2);
    await send(form);
    expect(posts()[1]!.body.jeton).toBe('jeton-2');
    expect(await screen.findByRole('status')).toHaveTextContent('CT2026-000124');
  });

  it('says when too many requests were sent', async () => {
    serve(() => ({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Vous avez envoyé plusieurs demandes en peu de temps : veuillez réessayer dans une heure.' } }));
    const form = await openPage();
    fill(form, GOOD);
    await send(form);
    expect(screen.getByRole('alert')).toHaveTextContent('veuillez réessayer dans une heure');
  });

  it("starts with a signed-in person's name and address", async () => {
    act(() => {
      authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Martin' });
      userStore.setState({ info: { email: 'alice.martin@exemple.fr', firstName: 'Alice', lastName: 'Martin' } as UserInfo });
    });
    serve(() => ({ status: 201, body: { reference: 'CT2026-000001' } }));
    const form = await openPage();
    expect(within(form).getByLabelText(/^Nom et prénom/)).toHaveValue('Alice Martin');
    expect(within(form).getByLabelText(/^Adresse e-mail/)).toHaveValue('alice.martin@exemple.fr');
  });
});
