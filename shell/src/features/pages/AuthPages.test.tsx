import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, registerAccountManagement, selectedAccountStore, userStore, withBilling, CustomerAccountSchema } from '@portail/shared';
import { DEMO_PASSWORD } from '@portail/shared/auth/profile';
import { CompleteCustomerAccountPage, SignUpPage, CustomerAccountChoicePage } from './AuthPages';

// The shell's account pages (SPEC §2, §4), with the API replaced by a fetch stub.

const calls: Array<{ url: string; method: string; body: unknown }> = [];
let reply: (url: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeEach(() => {
  calls.length = 0;
  // The embedded provider: the portal's own forms.
  registerAccountManagement({ mode: 'portal', deletion: true }, null);
  authStore.setState(authStore.getInitialState(), true);
  userStore.setState(userStore.getInitialState(), true);
  selectedAccountStore.setState(selectedAccountStore.getInitialState(), true);
  window.history.replaceState(null, '', '/inscription');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
    calls.push({ url, method, body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw });
    const r = reply(url);
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

describe('account creation for a visitor', () => {
  it('checks the form before sending it', async () => {
    const user = userEvent.setup();
    render(<SignUpPage siteName="Registre" />);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'court');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Veuillez saisir votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Minimum 12 caractères requis.')).toBeInTheDocument();
    expect(screen.getByText("Veuillez accepter les conditions générales d'utilisation.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses, before sending, names that would carry a web address into mail and the published demo password', async () => {
    const user = userEvent.setup();
    render(<SignUpPage siteName="Registre" />);
    await user.type(screen.getByLabelText(/^Prénom/), 'Gagnez sur arnaque.fr');
    await user.type(screen.getByLabelText(/^Nom/), '<b>Lefèvre</b>');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'nina@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), DEMO_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), DEMO_PASSWORD);
    await user.click(screen.getByLabelText(/J'accepte les/));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const problems = [screen.getByLabelText(/^Prénom/), screen.getByLabelText(/^Nom/), screen.getByLabelText(/^Mot de passe/)];
    for (const field of problems) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the registration and shows the answer of the provider', async () => {
    const user = userEvent.setup();
    reply = () => ({ status: 202, body: { message: 'Un courriel de validation a été envoyé à nina@exemple.fr.' } });
    render(<SignUpPage siteName="Registre" />);
    await user.type(screen.getByLabelText(/^Prénom/), 'Nina');
    await user.type(screen.getByLabelText(/^Nom/), 'Lefèvre');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'nina@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Mon-mot-de-passe-2025');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Mon-mot-de-passe-2025');
    await user.click(screen.getByLabelText(/J'accepte les/));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Un courriel de validation a été envoyé à nina@exemple.fr.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/auth/api/inscription',
      method: 'POST',
      body: { prenom: 'Nina', nom: 'Lefèvre', email: 'nina@exemple.fr', mot_de_passe: 'Mon-mot-de-passe-2025', conditions: true },
    });
  });

  it('offers the customer-file form to a signed-in person without account', () => {
    authStore.setState({ connected: true });
    userStore.setState({ accounts: [] });
    render(<SignUpPage siteName="Registre" />);
    expect(screen.getByRole('form', { name: 'Création du compte client' })).toBeInTheDocument();
  });

  it('checks the customer file with the API’s schema and sends what it makes of it', async () => {
    const user = userEvent.setup();
    authStore.setState({ connected: true });
    userStore.setState({ accounts: [] });
    render(<SignUpPage siteName="Registre" />);
    await user.click(screen.getByLabelText('Un professionnel'));
    await user.type(screen.getByLabelText(/^Dénomination de l'entreprise/), '  ATELIER   MARTIN ');
    await user.type(screen.getByLabelText(/^Numéro SIREN/), '552 100');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte client' }));
    expect(screen.getByText('Le numéro SIREN comporte 9 chiffres.')).toBeInTheDocument();
    expect(screen.getByText("Veuillez accepter les conditions générales d'utilisation et de vente.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText(/^Numéro SIREN/), ' 554');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte client' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.body).toEqual({ type_profil: 'PROFESSIONNEL', denomination_sociale: 'ATELIER   MARTIN', siren: '552100554', conditions: true });
  });
});

describe('account creation with an external provider', () => {
  it('shows no form that could not work, only the button that opens the provider’s sign-up', async () => {
    registerAccountManagement({ mode: 'provider-actions', deletion: true }, null);
    render(<SignUpPage siteName="Registre" />);
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('choice of the customer account', () => {
  it('lists the accounts and selects the one chosen', async () => {
    const user = userEvent.setup();
    authStore.setState({ connected: true, jwtToken: { access_token: 'at', refresh_token: null, refresh_expires_in: 0, expires_in: 300, id_token: null } });
    const accounts = [
      { id: 1, version: 1, type_compte: 'MEMBRE', type_profil: 'PARTICULIER', position: 'OUVERT', selectionne: true },
      { id: 2, version: 1, type_compte: 'ABONNE', type_profil: 'PROFESSIONNEL', position: 'OUVERT', denomination_sociale: 'ATELIER MARTIN', selectionne: false },
    ].map((a) => CustomerAccountSchema.parse(a));
    userStore.setState({ accounts });
    reply = (url) => (url.includes('/selectionne') ? { status: 200, body: { ...accounts[1], selectionne: true } } : url.includes('abonnements') ? { status: 200, body: [] } : { status: 204, body: undefined });
    render(<CustomerAccountChoicePage siteName="Registre" />);
    expect(screen.getByText('Compte particulier')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir ce compte : ATELIER MARTIN' }));
    await waitFor(() => expect(userStore.getState().accounts?.map((a) => a.selectionne)).toEqual([false, true]));
    expect(calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`)).toContain('POST /api/compte-client/2/selectionner');
    expect(window.location.pathname).toBe('/espace-personnel');
  });
});

describe('complete-account page', () => {
  it('prefills labels within 38 characters and refuses special characters', async () => {
    const user = userEvent.setup();
    authStore.setState({ connected: true });
    const account = CustomerAccountSchema.parse({
      id: 5,
      version: 3,
      type_compte: 'MEMBRE',
      position: 'OUVERT',
      denomination_sociale: 'SOCIETE DES ETABLISSEMENTS REUNIS DU GRAND OUEST',
      selectionne: true,
    });
    selectedAccountStore.setState({ account: withBilling(account, []), status: 'success' });
    render(<CompleteCustomerAccountPage siteName="Registre" />);
    const mail = screen.getByLabelText(/^Libellé courrier/);
    expect((mail as HTMLInputElement).value).toBe('SOCIETE DES ETABLISSEMENTS REUNIS DU G');
    await user.clear(mail);
    await user.type(mail, 'SERGO <3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Les caractères spéciaux ne sont pas autorisés')).toBeInTheDocument();
    await user.clear(mail);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez saisir le libellé de courrier.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
