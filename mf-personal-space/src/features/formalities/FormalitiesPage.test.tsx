import { fireEvent, screen, within } from '@testing-library/react';
import { formality, formalityDetail } from '../../testing/accounts';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { CAMILLE, pageTest } from '../../testing/pageTest';

const { serve, renderAt } = pageTest({ person: CAMILLE });

const PENDING = formality({
  id: 43,
  reference: 'FOR00000043',
  objet: "Nomination d'un cogérant",
  statut: 'A_REGULARISER',
  date_inscription: null,
  motif: "Le procès-verbal de l'assemblée générale n'est pas signé.",
  mise_a_jour_le: '2026-10-27T13:10:00.000Z',
});

describe('my formalities', () => {
  it('lists them with their type, company, registry, last change and state, each linking to its page', async () => {
    const { calls } = serve({ 'GET formalites': ok({ total: 2, limit: 20, offset: 0, items: [PENDING, formality()] }) });
    renderAt('/espace-personnel/mes-formalites');
    const table = await screen.findByRole('table', { name: 'Mes formalités' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'FOR00000043' })).toHaveAttribute('href', '/espace-personnel/mes-formalites/commande?ref=FOR00000043&identifiantFormalite=43');
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Modification',
      "Nomination d'un cogérant",
      'DURAND CONSEIL (552 081 317)',
      'Greffe du tribunal de commerce de Paris',
      '27/10/2026',
      'À régulariser',
    ]);
    expect(within(rows[1]!).getByText('Validée')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 formalités.');
    expect(calls[0]!.url.searchParams.get('offset')).toBe('0');
  });

  it('pages through them', async () => {
    const { calls } = serve({ 'GET formalites': (c) => ok({ total: 45, limit: 20, offset: Number(c.url.searchParams.get('offset')), items: [formality()] }) });
    renderAt('/espace-personnel/mes-formalites');
    const pages = await screen.findByRole('navigation', { name: 'Pages des formalités' });
    fireEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await screen.findByRole('table', { name: 'Mes formalités' });
    expect(window.location.search).toBe('?page=2');
    expect(calls.at(-1)!.url.searchParams.get('offset')).toBe('40');
  });

  it('says when there is none yet, or when they cannot be loaded', async () => {
    serve({ 'GET formalites': ok({ total: 0, limit: 20, offset: 0, items: [] }) });
    const { unmount } = renderAt('/espace-personnel/mes-formalites');
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas encore de formalité" })).toBeInTheDocument();
    unmount();
    serve({ 'GET formalites': refused(503, 'Service indisponible') });
    renderAt('/espace-personnel/mes-formalites');
    expect(await screen.findByRole('heading', { name: "Vos formalités n'ont pas pu être chargées" })).toBeInTheDocument();
  });
});

describe('a formality', () => {
  it('shows what it is, where it stands and its steps', async () => {
    serve({ 'GET formalites/FOR00000042': ok(formalityDetail()) });
    renderAt('/espace-personnel/mes-formalites/commande?ref=FOR00000042&identifiantFormalite=42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre formalité est validée' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Commande de formalité FOR00000042');
    expect(screen.getByText('Elle a été inscrite au registre le 23/03/2026.')).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;
    expect(value('Type')).toHaveTextContent('Modification');
    expect(value('Entreprise')).toHaveTextContent('DURAND CONSEIL (SIREN 552 081 317)');
    expect(value('N° de liasse')).toHaveTextContent('L26-7501-011874');
    expect(value('État')).toHaveTextContent('Validée');
    expect(value('Transmise au greffe le')).toHaveTextContent('09/03/2026 à 15:22');
    expect(value('Frais de greffe TTC')).toHaveTextContent(/^192,56\s€$/);
    const steps = screen.getByRole('table', { name: 'Étapes de la formalité' });
    expect(within(steps).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['En préparation', 'Transmise au greffe', 'Validée']);
    expect(within(steps).getByText('Inscription modificative portée au registre.')).toBeInTheDocument();
  });

  it('says why it must be corrected', async () => {
    serve({ 'GET formalites/FOR00000043': ok({ ...formalityDetail(), ...PENDING }) });
    renderAt('/espace-personnel/mes-formalites/commande?ref=FOR00000043&identifiantFormalite=43');
    const alert = (await screen.findByRole('heading', { level: 2, name: 'Votre formalité est à régulariser' })).closest('.alert')!;
    expect(alert).toHaveTextContent("Le procès-verbal de l'assemblée générale n'est pas signé.");
    expect(alert).toHaveTextContent('Transmettez les pièces demandées au greffe du tribunal de commerce de Paris');
  });

  it("is not found when it is another account's, or when the address's identifiers disagree", async () => {
    serve({ 'GET formalites/FOR00000099': refused(404, 'Formalité introuvable.'), 'GET formalites/FOR00000042': ok(formalityDetail()) });
    const { unmount } = renderAt('/espace-personnel/mes-formalites/commande?ref=FOR00000099&identifiantFormalite=99');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cette formalité est introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Formalité introuvable');
    unmount();
    renderAt('/espace-personnel/mes-formalites/commande?ref=FOR00000042&identifiantFormalite=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cette formalité est introuvable' })).toBeInTheDocument();
    expect(screen.queryByText('Votre formalité est validée')).not.toBeInTheDocument();
  });
});
