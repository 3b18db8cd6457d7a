// Test data of the price grids, checked by the shared types: the mainland public grid's header and
// its electronic Kbis, which the tests of prices, basket and records change as they need.
import type { GrilleTarifaire, SyntheseArticle } from '../api/basket';

/** The mainland public grid (STANDARD), its source a short stand-in. */
export const STANDARD_GRID: GrilleTarifaire = {
  code: 'STANDARD',
  libelle: 'Tarif public – France',
  categorie_client: 'PUBLIC',
  territoire: 'FR',
  devise: 'EUR',
  taux_tva: 20,
  applicable_depuis: '2024-03-01',
  source: 'Arrêté.',
};

/** An article of a grid: the electronic Kbis at its mainland price, with `over`. */
export const kbisArticle = (over: Partial<SyntheseArticle> = {}): SyntheseArticle => ({
  code_article: 'KBIS',
  libelle: 'Extrait Kbis',
  code_categorie_produit: 'KBIS',
  libelle_categorie: 'Extrait Kbis',
  diffusion: 'ELEC',
  prix_ht: 267,
  frais_envoi: 0,
  taux_tva: 20,
  montant_tva: 53,
  prix_ttc: 320,
  devise: 'EUR',
  source: '',
  ...over,
});
