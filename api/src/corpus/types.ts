// Rows of one company as the generator, the test fixtures and the SIRENE importer produce them.
import type { TypeInscription } from '@portail/shared/api';
import type { ComptesAnnuelsRow } from './accounts';

export interface EntrepriseRow {
  siren: string | null;
  ridet: string | null;
  numero_identification: string;
  denomination: string | null;
  sigle: string | null;
  denominations_precedentes: string[];
  personne_morale: boolean;
  nom: string | null;
  prenoms: string | null;
  forme_juridique: string | null;
  code_naf: string | null;
  capital_social: number | null;
  devise: 'EUR' | 'XPF';
  date_creation: string | null;
  date_immatriculation: string | null;
  date_radiation: string | null;
  statut: string;
  statut_entreprise: string;
  categorie_entreprise: string | null;
  tranche_effectif: string | null;
  code_greffe: string | null;
  territoire: 'FR' | 'NC';
  diffusion_partielle: boolean;
  source: string;
  siege_code_postal: string | null;
  siege_commune: string | null;
  siege_code_commune: string | null;
  departement: string | null;
  taille: number;
}

export interface EtablissementRow {
  siret: string | null;
  nic: string | null;
  rang: string | null;
  siege: boolean;
  enseignes: string[];
  denomination_usuelle: string | null;
  code_naf: string | null;
  numero_voie: string | null;
  indice_repetition: string | null;
  type_voie: string | null;
  libelle_voie: string | null;
  complement: string | null;
  code_postal: string | null;
  commune: string | null;
  code_commune: string | null;
  departement: string | null;
  pays: string;
  date_creation: string | null;
  date_fermeture: string | null;
  actif: boolean;
  diffusion_partielle: boolean;
}

export interface PersonneRow {
  /** Stable key: the same person across companies has the same key. */
  cle: string;
  nom: string;
  nom_usage: string | null;
  prenoms: string | null;
  mois_naissance: number | null;
  annee_naissance: number | null;
  nationalite: string | null;
}

export interface FonctionRow {
  nature: 'DIRIGEANT' | 'COMMISSAIRE_AUX_COMPTES' | 'BENEFICIAIRE_EFFECTIF';
  role: string;
  personne: PersonneRow | null;
  pm_denomination: string | null;
  pm_numero: string | null;
  date_debut: string | null;
  date_fin: string | null;
  pourcentage_capital: number | null;
  pourcentage_votes: number | null;
  modalites_controle: string[];
}

export interface ExerciceRow {
  date_cloture: string;
  duree_mois: number;
  chiffre_affaires: number | null;
  resultat: number | null;
  effectif: number | null;
  confidentiel: boolean;
}

export interface ActeRow {
  date_depot: string;
  numero_depot: string;
  type_acte: string;
  decisions: string[];
}

export interface ComptesRow {
  date_cloture: string;
  date_depot: string;
  type: 'COMPLETS' | 'SIMPLIFIES' | 'CONSOLIDES';
  confidentiel: boolean;
}

export interface ProcedureRow {
  type: string;
  date_jugement: string;
  date_cessation_paiements: string | null;
  date_cloture: string | null;
  code_greffe: string | null;
  mandataire: string | null;
  evenements: { date: string; libelle: string }[];
}

export interface InscriptionRow {
  registre: 'RCS' | 'RM' | 'RSAC' | 'RCS_NC';
  type: 'PRINCIPALE' | 'SECONDAIRE';
  code_greffe: string | null;
  numero_gestion: string;
  date_immatriculation: string | null;
  date_radiation: string | null;
}

/** A registration against the company as debtor (privilege, pledge, leasing...): table inscription_surete. */
export interface SureteRow {
  numero: string;
  type_inscription: TypeInscription;
  date_inscription: string;
  /** When its effect ends (a registration lapses unless renewed); null when it has no set term. */
  date_effet_fin: string | null;
  creancier: string;
  /** Hundredths of `devise`. */
  montant: number | null;
  devise: 'EUR' | 'XPF';
  code_greffe: string;
}

export interface CompanyRecord {
  entreprise: EntrepriseRow;
  etablissements: EtablissementRow[];
  fonctions: FonctionRow[];
  exercices: ExerciceRow[];
  actes: ActeRow[];
  comptes: ComptesRow[];
  procedures: ProcedureRow[];
  inscriptions: InscriptionRow[];
  suretes: SureteRow[];
  /** Full annual accounts of the filed years (table comptes_annuels); the SIRENE import has none. */
  comptes_annuels?: ComptesAnnuelsRow[];
}
