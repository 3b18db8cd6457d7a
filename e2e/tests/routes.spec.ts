import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectOwnerHeading } from './helpers';

// One URL for every route pattern of SPEC §2, with the app that must render it.
export const ROUTES: { path: string; owner: string; heading?: RegExp }[] = [
  { path: '/', owner: 'mf-content' },
  { path: '/post-connexion', owner: 'shell' },
  { path: '/connexion', owner: 'shell', heading: /Connexion/ },
  { path: '/inscription', owner: 'shell', heading: /Créer un compte/ },
  { path: '/inscription-validation', owner: 'shell' },
  { path: '/selection-compte-client', owner: 'shell' },
  { path: '/panier', owner: 'mf-basket', heading: /panier/i },
  { path: '/tarifs', owner: 'mf-basket', heading: /Tarifs/ },
  { path: '/chargement', owner: 'shell', heading: /Chargement/ },
  { path: '/404', owner: 'shell', heading: /Page introuvable/ },
  { path: '/services/', owner: 'mf-content' },
  { path: '/services/surveillance-entreprises', owner: 'mf-content' },
  { path: '/services/recherche-gage-sans-depossession', owner: 'mf-search' },
  { path: '/services/consulter-une-affaire', owner: 'mf-search' },
  { path: '/services/detail-affaire/2024B01234', owner: 'mf-search' },
  { path: '/actualites', owner: 'mf-content' },
  { path: '/actualites/registre-national-des-entreprises', owner: 'mf-content' },
  { path: '/dossiers-thematiques/creer-son-entreprise', owner: 'mf-content' },
  { path: '/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique', owner: 'mf-content' },
  { path: '/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique/sas-ou-sarl', owner: 'mf-content' },
  { path: '/guide-des-formalites/sas-sasu/creation', owner: 'mf-content' },
  { path: '/aides-et-tutoriels', owner: 'mf-content' },
  { path: '/tutoriels-videos', owner: 'mf-content' },
  { path: '/tutoriels-videos/commander-un-extrait-kbis', owner: 'mf-content' },
  { path: '/formalites', owner: 'mf-content' },
  { path: '/formalites/creation-entreprise', owner: 'mf-content' },
  { path: '/formalites-dgfip', owner: 'mf-content' },
  { path: '/formalites-dgfip/tva', owner: 'mf-content' },
  { path: '/formalites-entreprise/immatriculation', owner: 'mf-content' },
  { path: '/formalites/telecharger-formulaires-formalites-entreprise/', owner: 'mf-content' },
  { path: '/kbis-documents/', owner: 'mf-content' },
  { path: '/kbis-documents/extrait-kbis', owner: 'mf-content' },
  { path: '/rechercher-un-greffe', owner: 'mf-search' },
  { path: '/fiche-greffe/paris/7501', owner: 'mf-records' },
  { path: '/verification-document', owner: 'mf-records', heading: /Vérifier un document/ },
  { path: '/verification-document/2222-3333-4444-5555', owner: 'mf-records', heading: /Vérifier un document/ },
  { path: '/contact-registre', owner: 'mf-content' },
  { path: '/qui-sommes-nous', owner: 'mf-content' },
  { path: '/plan-du-site', owner: 'mf-content' },
  { path: '/cgu-cgv', owner: 'mf-content' },
  { path: '/politique-de-confidentialite-traitement-donnees-personnelles', owner: 'mf-content' },
  { path: '/mentions-legales-registre', owner: 'mf-content' },
  { path: '/faq', owner: 'mf-content' },
  { path: '/recherche-entreprise-dirigeant/recherche-avancee', owner: 'mf-search' },
  { path: '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&denomination=dupont', owner: 'mf-search' },
  { path: '/recherche-par-departement', owner: 'mf-search' },
  { path: '/recherche-par-departement/75', owner: 'mf-search' },
  { path: '/recherche-par-departement/75/47', owner: 'mf-search' },
  { path: '/recherche-par-departement/75/47/47.11F', owner: 'mf-search' },
  { path: '/entreprise/boulangerie-dupont/552100554/1', owner: 'mf-records' },
  { path: '/etablissement/boulangerie-dupont/55210055400013/1', owner: 'mf-records' },
  { path: '/dirigeant/dupont-jean/1', owner: 'mf-records' },
  { path: '/liste_etablissements/boulangerie-dupont/552100554/1', owner: 'mf-records' },
  { path: '/entreprise-societe/boulangerie-dupont-552100554', owner: 'mf-records' },
  { path: '/espace-personnel', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-informations', owner: 'mf-personal-space' },
  { path: '/espace-personnel/moyens-de-paiement', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mon-entreprise', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-formalites', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-formalites/commande?ref=F123&identifiantFormalite=42', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-surveillances', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-surveillances/mes-revelations', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-surveillances/mes-revelations/1', owner: 'mf-personal-space' },
  { path: '/espace-personnel/portefeuille-electronique-details', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mon-abonnement?etape=1', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mon-abonnement/reprise/0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mon-historique', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=C1&date_commande=2025-01-16', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mon-historique/commande/C1/etat-endettement/7?date_commande=2025-01-16', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mon-historique/commande/C1/etat-endettement/7/debiteurs', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mon-historique/commande/C1/procedure-collective/7', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mes-kbis-periodiques', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-commandes/mes-kbis-periodiques/1', owner: 'mf-personal-space' },
  { path: '/espace-personnel/mes-factures', owner: 'mf-personal-space' },
  { path: '/espace-personnel/demande-desabonnement', owner: 'mf-personal-space' },
  { path: '/espace-personnel/suppression-de-mon-compte', owner: 'mf-personal-space' },
];

for (const route of ROUTES) {
  test(`${route.path} is rendered by ${route.owner}`, async ({ page }) => {
    await page.goto(route.path);
    await expectOwnerHeading(page, route.owner, route.heading);
    await expect(page).toHaveTitle(/\S/);
    // Query parameters are kept.
    const wanted = new URL(route.path, 'http://x');
    expect(new URL(page.url()).search).toBe(wanted.search);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('unknown paths show the 404 page', async ({ page }) => {
  const cases: [string, string][] = [
    ['/nimporte-quoi', 'shell'],
    ['/services/a/b/c', 'shell'],
    ['/panier/extra', 'shell'],
    ['/entreprise', 'mf-records'],
    ['/espace-personnel/inconnu', 'mf-personal-space'],
  ];
  for (const [path, owner] of cases) {
    await page.goto(path);
    await expectOwnerHeading(page, owner, /Page introuvable/);
  }
});

test('legacy my-formalities links redirect to the personal space', async ({ page }) => {
  await page.goto('/-/Lien/mmbId/12345/mes-formalites.html');
  await expect(page).toHaveURL(/\/espace-personnel\/mes-formalites$/);
  await expectOwnerHeading(page, 'mf-personal-space');
});

test('each remote also opens standalone on its own origin', async ({ page }) => {
  const base = Number(process.env.PORT_BASE || 0);
  const standalone: [number, string, string][] = [
    [3001, '/recherche-entreprise-dirigeant/recherche-avancee', 'mf-search'],
    [3002, '/fiche-greffe/paris/7501', 'mf-records'],
    [3003, '/tarifs', 'mf-basket'],
    [3004, '/espace-personnel', 'mf-personal-space'],
    [3005, '/faq', 'mf-content'],
  ];
  for (const [port, path, remote] of standalone) {
    await page.goto(`http://localhost:${port + base}${path}`);
    const heading = page.locator(`[data-remote="${remote}"] h1`).first();
    await expect(heading).toBeVisible();
    // The page's own content, with its data: not the error screen.
    await expect(heading).not.toHaveText('Une erreur est survenue');
  }
});
