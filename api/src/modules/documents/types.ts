// What an issued document states: a snapshot taken at issue from the live tables and stored with
// the PDF (`document_emis.donnees`), so that what a page shows of a document is what it printed.
import type { AnnualAccountsType, ComptesAnnuels, Devise, EtatEndettement } from '@portail/shared/api';
import type { Territory } from '@portail/shared/http/territory';
import type { SellerIdentity } from '../pdf';

/** Who issues and signs, and where the public verification page is. */
export interface Issuer {
  seller: SellerIdentity;
  /** The verification page of `code` on the site the order was placed on. */
  verificationUrl(code: string): string;
}

export interface KbisPerson {
  role: string;
  /** "DUPONT Marie, Claire" or a legal person's name. */
  nom: string;
  /** "né(e) en 03/1970, de nationalité française", or the legal person's number. */
  detail: string | null;
  depuis: string | null;
}

export interface KbisData {
  /** The territory of the order (the site that sold it): its clock dates the document. Absent from snapshots taken before it was kept: the mainland's. */
  territoire?: Territory;
  code_verification: string;
  url_verification: string;
  emis_le: string;
  greffe: { code: string; nom: string } | null;
  /** "552 100 554 R.C.S. Paris". */
  mention: string;
  registre: string;
  entreprise: {
    id: number;
    denomination: string;
    sigle: string | null;
    siren: string | null;
    numero_identification: string;
    personne_morale: boolean;
    forme_juridique: string | null;
    capital: { montant: number; devise: Devise } | null;
    date_immatriculation: string | null;
    date_creation: string | null;
    date_radiation: string | null;
    /** "99 ans à compter du 12/03/1998, soit jusqu'au 11/03/2097" for a legal person. */
    duree: string | null;
    activite: string | null;
    siege: string | null;
    date_debut_activite: string | null;
  };
  dirigeants: KbisPerson[];
  commissaires: KbisPerson[];
  etablissements_secondaires: Array<{ adresse: string; activite: string | null; depuis: string | null; numero: string }>;
  mentions: string[];
  procedures: Array<{ libelle: string; date_jugement: string; mandataire: string | null; statut: string }>;
}

export interface AccountsData {
  /** The territory of the order (the site that sold it): its clock dates the document. Absent from snapshots taken before it was kept: the mainland's. */
  territoire?: Territory;
  emis_le: string;
  greffe: { code: string; nom: string } | null;
  entreprise: { denomination: string; siren: string | null; forme_juridique: string | null; siege: string | null; devise: Devise };
  comptes: { date_cloture: string; date_depot: string; type: AnnualAccountsType; duree_mois: number | null };
  figures: { chiffre_affaires: number | null; resultat: number | null; effectif: number | null } | null;
  /** The year's full accounts, statement by statement; absent from snapshots taken before they were kept, null when the registry holds none. */
  liasse?: ComptesAnnuels | null;
}

export interface DeedData {
  /** The territory of the order (the site that sold it): its clock dates the document. Absent from snapshots taken before it was kept: the mainland's. */
  territoire?: Territory;
  emis_le: string;
  greffe: { code: string; nom: string } | null;
  entreprise: { denomination: string; siren: string | null; forme_juridique: string | null; siege: string | null };
  acte: { numero_depot: string; date_depot: string; type_acte: string; decisions: string[] };
  /**
   * What the deed's text is written from (deedPdfTexts.ts), for a generated company only; absent for
   * a company loaded from a public source (its real deeds are not held) and from snapshots taken
   * before it was kept: the copy is then the filing receipt alone.
   */
  redaction?: DeedDrafting;
}

/** The company as the registry held it on the day of a deed's filing, for the deed's text. */
export interface DeedDrafting {
  /** The day the deed was made: the filing's, or the day of the change it records when one was recorded in the month before. */
  date_acte: string;
  /** The company is one-person (EURL, SASU): its sole shareholder decides. */
  associe_unique: boolean;
  capital: string | null;
  devise: 'EUR' | 'XPF';
  activite: string | null;
  duree: string | null;
  immatriculation: string | null;
  /** Town of the head office, where the deed is made. */
  ville: string | null;
  /** Executives in office on the day, first the legal representative: they sign. */
  signataires: { nom: string; role: string }[];
  commissaires: { nom: string; role: string }[];
  /** The executive appointed and the one who left in the month before the filing, if any. */
  nomme: { nom: string; role: string } | null;
  parti: { nom: string; role: string } | null;
  /** The last financial year closed before the filing, and the one before. */
  exercice: DeedYear | null;
  exercice_precedent: DeedYear | null;
}

export interface DeedYear {
  date_cloture: string;
  chiffre_affaires: number | null;
  resultat: number | null;
  effectif: number | null;
}

export type DebtStatementData = Omit<EtatEndettement, 'id_visualisation'> & {
  /** The territory of the order: its clock dates the statement. Absent: the mainland's. */
  territoire?: Territory;
  emis_le: string;
  libelle: string;
};
