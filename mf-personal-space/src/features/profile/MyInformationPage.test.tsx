import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerAccountManagement, authStore, personalDataFilename, userStore, type ProviderAction, type ProviderActionOptions, type ProviderActionResult, type UserInfo } from '@portail/shared';
import { ok, refused, type Route } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-informations';

const { serve, renderAt } = pageTest({ path: PATH });
// The embedded provider unless a test says otherwise: the portal's own forms.
beforeEach(() => registerAccountManagement({ mode: 'portal', deletion: true }, null));

/** The user service's stored person: GET user reads it, PUT user replaces it. */
function storedUser(): { routes: Record<string, Route>; current: () => UserInfo } {
  let user: UserInfo = {
    sub: 's1',
    email: 'alice@exemple.fr',
    firstName: 'Alice',
    lastName: 'Client',
    prenom: 'Alice',
    nom: 'Client',
    attributes: { address: ['1 rue Haute'], zipCode: ['44000'], city: ['Nantes'], country: ['France'] },
  };
  return {
    current: () => user,
    routes: {
      'GET user': () => ok(user),
      'PUT user': (call) => {
        const body = call.body as { firstName: string; lastName: string; attributes: Record<string, string> };
        user = { ...user, firstName: body.firstName, lastName: body.lastName, prenom: body.firstName, nom: body.lastName, attributes: Object.fromEntries(Object.entries(body.attributes).map(([k, v]) => [k, [v]])) };
        return ok(user);
      },
    },
  };
}

const form = () => screen.getByRole('form', { name: 'Mes informations' });
const input = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('my information', () => {
  it('shows the stored details, saves a correction, and shows it again after a reload', async () => {
    const stored = storedUser();
    const { callsTo } = serve(stored.routes);
    const { unmount } = renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes informations' })).toBeInTheDocument();
    expect(await screen.findByText('alice@exemple.fr')).toBeInTheDocument();
    expect(input('Prénom')).toHaveValue('Alice');
    expect(input('Ville')).toHaveValue('Nantes');
    expect(input('Téléphone fixe')).toHaveValue('');

    type(input('Nom'), 'Durand');
    type(input('Adresse'), '12  rue de la Paix ');
    type(input('Code postal'), '75002');
    type(input('Ville'), 'Paris');
    type(input('Téléphone mobile'), '0612345678');
    fireEvent.click(within(form()).getByRole('button', { name: 'Enregistrer mes informations' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Vos informations ont été enregistrées');
    expect(callsTo('PUT', 'user')[0]!.body).toEqual({
      firstName: 'Alice',
      lastName: 'Durand',
      attributes: { address: '12 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'France', mobilePhone: '06 12 34 56 78' },
    });
    expect(input('Téléphone mobile')).toHaveValue('06 12 34 56 78');
    // The header's initials and the user state follow.
    expect(authStore.getState()).toMatchObject({ firstName: 'Alice', lastName: 'Durand' });
    expect(userStore.getState().contact).toMatchObject({ city: 'Paris', mobile: '06 12 34 56 78' });

    unmount();
    renderAt();
    expect(await screen.findByDisplayValue('Durand')).toBe(input('Nom'));
    expect(input('Ville')).toHaveValue('Paris');
    expect(callsTo('GET', 'user')).toHaveLength(2);
  });

  it('lists what is wrong before sending anything, with the messages of the API', async () => {
    const { callsTo } = serve(storedUser().routes);
    renderAt();
    await screen.findByDisplayValue('Alice');
    type(input('Prénom'), '');
    type(input('Adresse'), 'A'.repeat(39));
    type(input('Code postal'), '7500');
    type(input('Téléphone fixe'), '123');
    fireEvent.click(within(form()).getByRole('button', { name: 'Enregistrer mes informations' }));

    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Veuillez saisir votre prénom.',
      'Limité à 38 caractères.',
      'Le code postal doit comporter 5 chiffres.',
      expect.stringMatching(/^Saisissez un numéro français/),
    ]);
    expect(input('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT', 'user')).toHaveLength(0);
  });

  it('puts the refusals of the API on their fields', async () => {
    const stored = storedUser();
    serve({ ...stored.routes, 'PUT user': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Le formulaire contient des erreurs.', errors: { city: 'Limité à 32 caractères.' } } } });
    renderAt();
    await screen.findByDisplayValue('Alice');
    fireEvent.click(within(form()).getByRole('button', { name: 'Enregistrer mes informations' }));
    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(summary).toHaveTextContent('Limité à 32 caractères.');
    expect(input('Ville')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Vos informations ont été enregistrées')).not.toBeInTheDocument();
  });

  it('changes the password with the current one', async () => {
    const { callsTo } = serve({
      ...storedUser().routes,
      'PUT mot_de_passe': (call) =>
        (call.body as { ancien_mot_de_passe: string }).ancien_mot_de_passe === 'Mot-de-passe-actuel' ? { status: 204 } : refused(400, 'Le mot de passe actuel est incorrect.'),
    });
    renderAt();
    const passwordForm = await screen.findByRole('form', { name: 'Changer de mot de passe' });
    const field = (label: string) => within(passwordForm).getByLabelText(new RegExp(`^${label}`));
    type(field('Mot de passe actuel'), 'faux');
    type(field('Nouveau mot de passe'), 'court');
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Changer de mot de passe' }));
    expect(await within(passwordForm).findByRole('alert', { name: 'Le formulaire contient des erreurs' })).toHaveTextContent('Minimum 12 caractères requis.');

    type(field('Nouveau mot de passe'), 'Un-nouveau-mot-de-passe');
    type(field('Confirmation'), 'Un-nouveau-mot-de-passe');
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Changer de mot de passe' }));
    await waitFor(() => expect(field('Mot de passe actuel')).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));

    type(field('Mot de passe actuel'), 'Mot-de-passe-actuel');
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Changer de mot de passe' }));
    expect(await within(passwordForm).findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié');
    // The confirmation takes the focus, so that it is read at once.
    await waitFor(() => expect(within(passwordForm).getByRole('status').parentElement).toHaveFocus());
    expect(callsTo('PUT', 'mot_de_passe').at(-1)!.body).toEqual({ ancien_mot_de_passe: 'Mot-de-passe-actuel', nouveau_mot_de_passe: 'Un-nouveau-mot-de-passe' });
    expect(field('Nouveau mot de passe')).toHaveValue('');
  });

  it('asks the identity provider to mail a confirmation link to the new address', async () => {
    const { callsTo } = serve({
      ...storedUser().routes,
      'POST /auth/api/changement-email': { status: 202, body: { message: 'Un courriel de confirmation a été envoyé à alice.durand@exemple.fr.' } },
    });
    renderAt();
    const emailForm = await screen.findByRole('form', { name: "Changer d'adresse e-mail" });
    expect(emailForm).toHaveTextContent("Votre adresse ne change qu'une fois le lien de ce courriel suivi");
    const field = (label: string) => within(emailForm).getByLabelText(new RegExp(`^${label}`));
    type(field('Nouvelle adresse e-mail'), 'alice@exemple.fr');
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    const summary = await within(emailForm).findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(["C'est déjà votre adresse e-mail.", 'Veuillez saisir votre mot de passe actuel.']);

    type(field('Nouvelle adresse e-mail'), ' Alice.Durand@exemple.fr ');
    type(field('Mot de passe actuel'), 'Mot-de-passe-actuel');
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    expect(await within(emailForm).findByRole('status')).toHaveTextContent('Un courriel de confirmation a été envoyé à alice.durand@exemple.fr');
    expect(callsTo('POST', '/auth/api/changement-email')[0]!.body).toEqual({ nouvel_email: 'alice.durand@exemple.fr', mot_de_passe: 'Mot-de-passe-actuel' });
    // The sign-in address stays until the link is followed.
    expect(screen.getByText('alice@exemple.fr')).toBeInTheDocument();
  });

  it('downloads a copy of the data as JSON', async () => {
    const downloads = catchDownloads();
    const { callsTo } = serve({ ...storedUser().routes, 'GET user/export': { file: '{"format":"portail-donnees-personnelles"}' } });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(downloads.names).toEqual([personalDataFilename()]));
    expect(callsTo('GET', 'user/export')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Supprimer mon compte' })).toHaveAttribute('href', '/espace-personnel/suppression-de-mon-compte');
    downloads.restore();
  });

  it('says when the details cannot be loaded, and tries again', async () => {
    let fail = true;
    serve({ 'GET user': () => (fail ? refused(503, 'Indisponible') : ok(storedUser().current())) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: "Vos informations n'ont pas pu être chargées" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByDisplayValue('Alice')).toBeInTheDocument();
  });
});

describe('my information with an external identity provider', () => {
  const runner = jest.fn<Promise<ProviderActionResult>, [ProviderAction, ProviderActionOptions]>();
  beforeEach(() => {
    runner.mockReset();
    registerAccountManagement({ mode: 'provider-actions', deletion: true }, runner);
  });

  it('shows no form that could not work: the password, the address and the names change in the provider’s window', async () => {
    serve(storedUser().routes);
    renderAt();
    await screen.findByRole('form', { name: 'Mes informations' });
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nouvelle adresse e-mail/)).not.toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: /^Prénom/ })).not.toBeInTheDocument();
    // The contact details the portal holds are still edited here.
    expect(input('Ville')).toHaveValue('Nantes');

    runner.mockResolvedValueOnce('done');
    fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(runner).toHaveBeenLastCalledWith('UPDATE_PASSWORD', {});
    expect(await screen.findByText('Votre mot de passe a été modifié')).toBeInTheDocument();

    runner.mockResolvedValueOnce('cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Changer mon adresse e-mail' }));
    expect(runner).toHaveBeenLastCalledWith('UPDATE_EMAIL', {});
    expect(await screen.findByText(/vous avez annulé/)).toBeInTheDocument();

    runner.mockResolvedValueOnce('blocked');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier mon nom et mon prénom' }));
    expect(runner).toHaveBeenLastCalledWith('UPDATE_PROFILE', {});
    expect(await screen.findByText(/a bloqué la fenêtre de connexion/)).toBeInTheDocument();
  });

  it('sends the provider’s names as they are with the contact details', async () => {
    const stored = storedUser();
    const { callsTo } = serve(stored.routes);
    renderAt();
    await screen.findByRole('form', { name: 'Mes informations' });
    type(input('Ville'), 'Lyon');
    type(input('Code postal'), '69001');
    fireEvent.click(within(form()).getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() => expect(callsTo('PUT', 'user')).toHaveLength(1));
    expect(callsTo('PUT', 'user')[0]!.body).toMatchObject({ firstName: 'Alice', lastName: 'Client', attributes: { city: 'Lyon', zipCode: '69001' } });
  });
});
