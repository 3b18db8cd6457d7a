import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerAccountManagement, authStore, eventType, type ProviderAction, type ProviderActionOptions, type ProviderActionResult } from '@portail/shared';
import { ok, refused, type Route } from '@portail/shared/testing/fetchMock';
import { listenFor, pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/suppression-de-mon-compte';
const PASSWORD = 'Un-mot-de-passe-solide';

const { serve, renderAt } = pageTest({ path: PATH });
// The embedded provider unless a test says otherwise: the portal's own forms.
beforeEach(() => registerAccountManagement({ mode: 'portal', deletion: true }, null));
/** The shell's part: on auth:session-ended it forgets the session. */
const sessionEnded = listenFor(eventType('auth:session-ended'), () => authStore.setState({ connected: false, jwtToken: null }));

const deletion = (wrongPassword = false): Route => (call) =>
  (call.body as { mot_de_passe?: string }).mot_de_passe === PASSWORD && !wrongPassword
    ? ok({ message: 'Votre compte a été supprimé.', comptes_clients_quittes: 1, conservation_commandes_annees: 10 })
    : refused(400, 'Le mot de passe est incorrect.');

const passwordField = () => screen.getByLabelText(/^Mot de passe/);
const submit = () => fireEvent.click(within(screen.getByRole('form', { name: 'Supprimer mon compte' })).getByRole('button', { name: 'Supprimer mon compte' }));

describe('the deletion of my account', () => {
  it('says what is erased, what is kept for 10 years and why', () => {
    serve({});
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Suppression de mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce qui est supprimé' })).toBeInTheDocument();
    const kept = screen.getByRole('heading', { level: 2, name: 'Ce qui est conservé, et pourquoi' }).nextElementSibling!;
    expect(kept).toHaveTextContent('conservés 10 ans');
    expect(kept).toHaveTextContent('article L123-22');
    const before = screen.getByRole('heading', { level: 2, name: 'Avant de supprimer votre compte' }).nextElementSibling!.nextElementSibling as HTMLElement;
    expect(within(before).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/espace-personnel/mes-commandes/mon-historique',
      '/espace-personnel/mes-factures',
      '/espace-personnel/mes-informations',
    ]);
  });

  it('wants the password before asking for confirmation', async () => {
    const { calls } = serve({ 'DELETE user': deletion() });
    renderAt();
    submit();
    expect(await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' })).toHaveTextContent('Veuillez saisir votre mot de passe.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for confirmation; cancelling deletes nothing', async () => {
    const { calls } = serve({ 'DELETE user': deletion() });
    renderAt();
    fireEvent.change(passwordField(), { target: { value: PASSWORD } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    expect(within(dialog).getByRole('button', { name: 'Non, garder mon compte' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, garder mon compte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('says when the password is wrong, and stays signed in', async () => {
    serve({ 'DELETE user': deletion(true) });
    renderAt();
    fireEvent.change(passwordField(), { target: { value: 'pas le bon' } });
    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' })).toHaveTextContent('Le mot de passe est incorrect.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(authStore.getState().connected).toBe(true);
  });

  it('tells a refusal that is not about the password', async () => {
    serve({ 'DELETE user': refused(429, 'Trop de tentatives. Veuillez réessayer dans 1 minute.') });
    renderAt();
    fireEvent.change(passwordField(), { target: { value: PASSWORD } });
    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Votre compte n'a pas été supprimé");
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeEnabled();
  });

  it('deletes the account, signs out and confirms it', async () => {
    const { callsTo } = serve({ 'DELETE user': deletion() });
    renderAt();
    fireEvent.change(passwordField(), { target: { value: PASSWORD } });
    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte a été supprimé' })).toBeInTheDocument();
    expect(callsTo('DELETE', 'user')[0]!.body).toEqual({ mot_de_passe: PASSWORD });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(authStore.getState().connected).toBe(false);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Vous avez été déconnecté.');
    expect(notice).toHaveTextContent('conservées 10 ans');
    expect(notice.parentElement).toHaveFocus();
    expect(screen.queryByText('Connectez-vous pour accéder à votre espace personnel.')).not.toBeInTheDocument();
  });
});

describe('the deletion of my account with an external identity provider', () => {
  const runner = jest.fn<Promise<ProviderActionResult>, [ProviderAction, ProviderActionOptions]>();
  beforeEach(() => {
    runner.mockReset();
    registerAccountManagement({ mode: 'provider-actions', deletion: true }, runner);
  });
  const start = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, supprimer mon compte' }));
  };

  it('asks no password: the request is recorded, the person confirms at the provider, and the portal’s side is erased once the provider says they are gone', async () => {
    runner.mockImplementation(async (_action, options) => {
      await options.before?.();
      return 'closed';
    });
    const { callsTo } = serve({
      'POST /auth/api/suppression': { status: 202, body: { message: 'Confirmez.' } },
      'POST /auth/api/suppression/verification': ok({ statut: 'SUPPRIME', message: 'Votre compte a été supprimé.' }),
    });
    renderAt();
    expect(screen.queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
    await start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte a été supprimé' })).toBeInTheDocument();
    expect(runner).toHaveBeenCalledWith('delete_account', expect.anything());
    expect(callsTo('POST', '/auth/api/suppression')).toHaveLength(1);
    expect(callsTo('POST', '/auth/api/suppression/verification')).toHaveLength(1);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('says the account is still there when the deletion was not confirmed at the provider', async () => {
    runner.mockResolvedValue('closed');
    serve({
      'POST /auth/api/suppression/verification': refused(409, "Votre compte n'a pas été supprimé : la suppression n'a pas été confirmée dans la fenêtre du fournisseur d'identité."),
    });
    renderAt();
    await start();
    expect(await screen.findByText(/la suppression n'a pas été confirmée/)).toBeInTheDocument();
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeEnabled();
  });

  it('offers no deletion the site cannot carry out', () => {
    registerAccountManagement({ mode: 'provider-actions', deletion: false }, runner);
    serve({});
    renderAt();
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).not.toBeInTheDocument();
  });
});
