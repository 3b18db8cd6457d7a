// API responses for the record page tests, each parsed with the shared schema it must satisfy.
import {
  CommunesCouvertesSchema,
  ComptesAnnuelsListSchema,
  DepotsSchema,
  EntrepriseSchema,
  EtablissementDetailSchema,
  EtablissementListSchema,
  FonctionListSchema,
  FonctionPageSchema,
  GreffeFicheSchema,
  InscriptionListSchema,
  PersonnePhysiqueSchema,
  ProcedureListSchema,
  SynthesesArticlesSchema,
  VerificationDocumentSchema,
} from '@portail/shared';
import { STANDARD_GRID } from '@portail/shared/prices/testing';

const activite = {
  code_naf: '64.20Z',
  libelle: 'Activités des sociétés holding',
  secteur: { code: '64', libelle: 'Activités des services financiers, hors assurance et caisses de retraite' },
};
const adresse = {
  numero_voie: '8',
  indice_repetition: null,
  type_voie: 'rue',
  libelle_voie: 'des Chênes',
  complement: null,
  code_postal: '03100',
  commune: 'Montluçon',
  code_commune: '03185',
  departement: '03',
  pays: 'FRANCE',
  ligne: '8 rue des Chênes, 03100 Montluçon',
};
export const siege = {
  id: 11,
  entreprise_id: 1,
  numero: '96516521000026',
  siret: '96516521000026',
  nic: '00026',
  siege: true,
  enseignes: [],
  denomination_usuelle: null,
  activite,
  adresse,
  date_creation: '1977-03-02',
  date_fermeture: null,
  etat: 'ACTIF' as const,
};

export const company = EntrepriseSchema.parse({
  id: 1,
  numero_identification: '965165210',
  type_identification: 'SIREN',
  siren: '965165210',
  ridet: null,
  denomination: 'LP Holding',
  sigle: 'LPH',
  denominations_precedentes: [],
  personne_morale: true,
  forme_juridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
  activite,
  capital_social: 4000000012,
  devise: 'EUR',
  date_creation: '1977-03-02',
  date_immatriculation: '1977-03-13',
  date_radiation: null,
  statut: 'AC',
  statut_entreprise: 'ACTIF',
  etat: 'ACTIVE',
  categorie_entreprise: 'PME',
  tranche_effectif: { code: 'NN', libelle: 'Unité non employeuse' },
  greffe: { code: '0302', nom: 'Greffe du tribunal de commerce de Montluçon' },
  territoire: 'FR',
  diffusion_partielle: false,
  siege,
  nombre_etablissements: 7,
  nombre_etablissements_actifs: 6,
  procedure_collective_en_cours: false,
});

const person = { id: 5, nom: 'HAMON', nom_usage: null, prenoms: 'Françoise Kevin', mois_naissance: 2, annee_naissance: 1950, nationalite: 'Française' };

const fn = (over: Record<string, unknown>) => ({
  id: 1,
  entreprise_id: 1,
  nature: 'DIRIGEANT',
  role: { code: 'PRESIDENT', libelle: 'Président' },
  type_personne: 'PHYSIQUE',
  personne: person,
  personne_morale: null,
  date_debut: '2006-12-29',
  date_fin: null,
  pourcentage_capital: null,
  pourcentage_votes: null,
  modalites_controle: [],
  ...over,
});

export const officers = FonctionListSchema.parse({
  items: [
    fn({}),
    fn({
      id: 2,
      nature: 'COMMISSAIRE_AUX_COMPTES',
      role: { code: 'CACTITh', libelle: 'Commissaire aux comptes titulaire' },
      type_personne: 'MORALE',
      personne: null,
      personne_morale: { denomination: 'Audit Conseil', numero_identification: '732829320', entreprise_id: 42 },
    }),
  ],
});

export const owners = FonctionListSchema.parse({
  items: [
    fn({
      id: 3,
      nature: 'BENEFICIAIRE_EFFECTIF',
      role: { code: 'BE', libelle: 'Bénéficiaire effectif' },
      pourcentage_capital: 72.5,
      modalites_controle: ['Détention directe de plus de 25 % du capital'],
    }),
  ],
});

/** Figures of a year with full accounts (amounts in cents). */
const fullYear = (annee: number, ca: number, resultat: number, effectif: number) => ({
  annee,
  date_cloture: `${annee}-12-31`,
  duree_mois: 12,
  confidentiel: false,
  regime: 'COMPLET' as const,
  effectif,
  chiffres: {
    chiffre_affaires: ca,
    valeur_ajoutee: Math.round(ca * 0.4),
    ebe: Math.round(ca * 0.1),
    resultat_net: resultat,
    fonds_propres: 50_000_000,
    endettement: 20_000_000,
    bfr: 12_000_000,
    tresorerie: 8_000_000,
  },
  ratios: { marge_nette: resultat / ca, rentabilite_capitaux_propres: resultat / 50_000_000, autonomie_financiere: 0.45, delai_clients: 47, delai_fournisseurs: 58 },
});

export const accounts = ComptesAnnuelsListSchema.parse({
  entreprise_id: 1,
  devise: 'EUR',
  exercices: [
    { annee: 2024, date_cloture: '2024-12-31', duree_mois: 12, confidentiel: true, regime: 'COMPLET', effectif: null, chiffres: null, ratios: null },
    fullYear(2023, 150000000, 2500000, 14),
    fullYear(2022, 123456789, -500000, 12),
  ],
});

export const registrations = InscriptionListSchema.parse({
  items: [
    {
      id: 1,
      entreprise_id: 1,
      registre: 'RCS',
      type: 'PRINCIPALE',
      greffe: { code: '0302', nom: 'Greffe du tribunal de commerce de Montluçon' },
      numero_gestion: '1977B12483',
      date_immatriculation: '1977-03-13',
      date_radiation: null,
      mention: '965 165 210 R.C.S. Montluçon',
    },
  ],
});

export const filings = DepotsSchema.parse({
  entreprise_id: 1,
  actes: [{ id: 31, date_depot: '2008-11-16', numero_depot: '2008-05572', type_acte: 'Statuts mis à jour', decisions: ['Transfert du siège'] }],
  comptes_annuels: [{ id: 41, date_cloture: '2023-12-31', date_depot: '2024-05-02', type: 'COMPLETS', confidentiel: false }],
});

export const noProcedures = ProcedureListSchema.parse({ items: [] });

export function establishments(total: number, offset: number, limit: number) {
  const count = Math.max(0, Math.min(limit, total - offset));
  return EtablissementListSchema.parse({
    total,
    limit,
    offset,
    items: Array.from({ length: count }, (_, i) => {
      const n = offset + i;
      const nic = String(26 + n).padStart(5, '0');
      return { ...siege, id: 11 + n, siege: n === 0, nic, siret: `965165210${nic}`, numero: `965165210${nic}`, enseignes: [`Enseigne ${n + 1}`] };
    }),
  });
}

export const establishmentDetail = EtablissementDetailSchema.parse({
  ...siege,
  entreprise: { id: 1, numero_identification: '965165210', denomination: 'LP Holding', etat: 'ACTIVE', statut_entreprise: 'ACTIF' },
});

export const personRecord = PersonnePhysiqueSchema.parse({ ...person, nombre_fonctions: 30 });

export function personFunctions(total: number, offset: number) {
  const count = Math.max(0, Math.min(25, total - offset));
  return FonctionPageSchema.parse({
    total,
    limit: 25,
    offset,
    items: Array.from({ length: count }, (_, i) =>
      fn({
        id: 100 + offset + i,
        entreprise_id: 200 + offset + i,
        entreprise: {
          id: 200 + offset + i,
          numero_identification: '965165210',
          denomination: `Société numéro ${offset + i + 1}`,
          etat: 'ACTIVE',
          statut_entreprise: 'ACTIF',
        },
      }),
    ),
  });
}

export const registry = GreffeFicheSchema.parse({
  code: '7501',
  nom: 'Greffe du tribunal de commerce de Paris',
  ville: 'Paris',
  slug: 'paris',
  type: 'TRIBUNAL_DE_COMMERCE',
  adresse: { ligne: '1 quai de la Corse', code_postal: '75004', ville: 'Paris' },
  departements: ['75'],
  nombre_communes: 2,
  methode_ressort: 'DEPARTEMENT',
  note_ressort: null,
});

export const communes = CommunesCouvertesSchema.parse({
  total: 2,
  limit: 50,
  offset: 0,
  items: [
    { code: '75056', nom: 'Paris', codes_postaux: ['75001'], departement: '75' },
    { code: '75110', nom: 'Paris 10e Arrondissement', codes_postaux: ['75010'], departement: '75' },
  ],
});

const price = (code_article: string, diffusion: 'ELEC' | 'COURRIER', prix_ttc: number) => ({
  code_article,
  libelle: code_article,
  code_categorie_produit: code_article,
  libelle_categorie: code_article,
  diffusion,
  prix_ht: Math.round(prix_ttc / 1.2),
  frais_envoi: diffusion === 'COURRIER' ? 118 : 0,
  taux_tva: 20,
  montant_tva: prix_ttc - Math.round(prix_ttc / 1.2),
  prix_ttc,
  devise: 'EUR',
  source: 'Arrêté.',
});

/** The mainland grid: every shortcut but the debt statement, Kbis in both formats. */
export const priceGrid = SynthesesArticlesSchema.parse({
  grille: STANDARD_GRID,
  total: 4,
  limit: 100,
  offset: 0,
  items: [price('KBIS', 'COURRIER', 397), price('KBIS', 'ELEC', 320), price('COMPTES_ANNUELS', 'ELEC', 448), price('ACTE', 'ELEC', 448)],
});

/** The bytes of an issued Kbis, as a PDF file the visitor holds (ASCII: one byte per character). */
export const issuedPdfText = '%PDF-1.7\n% Extrait Kbis LP Holding\n%%EOF\n';

/** GET verification-document/7KQ2-M4XP-9TR3-HW6D: the Kbis above, issued at 10:15 in Paris. */
export const verification = VerificationDocumentSchema.parse({
  code: '7KQ2-M4XP-9TR3-HW6D',
  type: 'KBIS',
  libelle: 'Extrait Kbis',
  emetteur: 'Portail du registre du commerce et des sociétés',
  emis_le: '2026-03-02T09:15:00.000Z',
  entreprise: { id: 1, siren: '965165210', numero_identification: '965165210', type_identification: 'SIREN', denomination: 'LP Holding' },
  greffe: 'Greffe du tribunal de commerce de Montluçon',
  empreinte_sha256: '61ad1114b063d787a5d4d05facdfe539566fa999f1437c5319abbc2be50bcb8d',
  taille: 41,
  signature: { titulaire: 'Greffe du tribunal de commerce de Montluçon', algorithme: 'RSA-SHA256 (PAdES B-B)' },
});
