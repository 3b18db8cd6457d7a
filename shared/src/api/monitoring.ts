// Company monitoring (SPEC §3 notice types and groups, §7 Monitoring service): the catalogue of
// what can change on a company, surveillances and their favourite groups, and revelations (a
// change of a monitored company, with its old and new value, date and source).
import * as z from 'zod/mini';
import { IsoDate } from './common';

/** Monitoring notice types (SPEC §3): modification notice, annual accounts, deed filing, debt status change. */
export const NOTICE_TYPES = ['RCS', 'BIL', 'ACT', 'PN'] as const;
export type TypeAvis = (typeof NOTICE_TYPES)[number];
export const LIBELLES_TYPE_AVIS: Record<TypeAvis, string> = {
  RCS: 'Avis de modification',
  BIL: 'Comptes annuels',
  ACT: "Dépôt d'acte",
  PN: "Changement de l'état d'endettement",
};

/** Monitoring groups (SPEC §3): the domains a surveillance covers. */
export const GROUPES_SURVEILLANCE = ['RCS_BILAN_ACTES', 'BIL', 'ACT', 'PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS'] as const;
export type GroupeSurveillance = (typeof GROUPES_SURVEILLANCE)[number];
export const LIBELLES_GROUPE_SURVEILLANCE: Record<GroupeSurveillance, string> = {
  RCS_BILAN_ACTES: 'Registre du commerce, comptes et actes',
  BIL: 'Comptes annuels',
  ACT: 'Actes déposés',
  PROCEDURES_COLLECTIVES: 'Procédures collectives',
  PRIVILEGES_ET_NANTISSEMENTS: 'Privilèges et nantissements',
};
/** What a new surveillance covers when the customer does not choose. */
export const GROUPES_PAR_DEFAUT: readonly GroupeSurveillance[] = GROUPES_SURVEILLANCE;

/**
 * Where a change event comes from. Legal notices are published in the BODACC on the mainland and
 * in the JONC (Journal officiel de la Nouvelle-Calédonie) in New Caledonia; the registry is kept by
 * the clerk of a commercial court (a mixed commercial court in Nouméa).
 */
export const EVENT_SOURCES = ['SIRENE', 'RCS', 'BODACC', 'JONC', 'GREFFE'] as const;
export type SourceEvenement = (typeof EVENT_SOURCES)[number];
export const LIBELLES_SOURCE_EVENEMENT: Record<SourceEvenement, string> = {
  SIRENE: "Répertoire SIRENE (Insee)",
  RCS: 'Registre du commerce et des sociétés',
  BODACC: 'Bulletin officiel des annonces civiles et commerciales',
  JONC: 'Journal officiel de la Nouvelle-Calédonie',
  GREFFE: 'Greffe du tribunal chargé du registre',
};

/** The legal-notice source of a territory's companies. */
export function legalNoticeSource(territoire: string): SourceEvenement {
  return territoire === 'NC' ? 'JONC' : 'BODACC';
}

interface CatalogueEntry {
  libelle: string;
  type_avis: TypeAvis;
  /** The monitoring domains that reveal it. */
  groupes: readonly GroupeSurveillance[];
}

/** The catalogue of what can change on a company ("catalogue impact dossier"), keyed by event code. */
export const CATALOGUE_EVENEMENTS = {
  DENOMINATION: { libelle: 'Changement de dénomination', type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  ETAT_ADMINISTRATIF: { libelle: "Cessation ou reprise d'activité", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  ADRESSE_SIEGE: { libelle: "Changement d'adresse du siège", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  SIEGE: { libelle: "Transfert du siège vers un autre établissement", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  ACTIVITE: { libelle: "Changement d'activité principale (code NAF)", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  DIRIGEANT_NOMME: { libelle: "Nomination d'un dirigeant", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  DIRIGEANT_PARTI: { libelle: "Départ d'un dirigeant", type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  CAPITAL: { libelle: 'Modification du capital social', type_avis: 'RCS', groupes: ['RCS_BILAN_ACTES'] },
  COMPTES_DEPOSES: { libelle: 'Dépôt des comptes annuels', type_avis: 'BIL', groupes: ['RCS_BILAN_ACTES', 'BIL'] },
  ACTE_DEPOSE: { libelle: "Dépôt d'un acte", type_avis: 'ACT', groupes: ['RCS_BILAN_ACTES', 'ACT'] },
  PROCEDURE_OUVERTE: { libelle: "Ouverture d'une procédure collective", type_avis: 'RCS', groupes: ['PROCEDURES_COLLECTIVES'] },
  PROCEDURE_CLOTUREE: { libelle: "Clôture d'une procédure collective", type_avis: 'RCS', groupes: ['PROCEDURES_COLLECTIVES'] },
  SURETE_INSCRITE: { libelle: "Inscription d'un privilège ou d'un nantissement", type_avis: 'PN', groupes: ['PRIVILEGES_ET_NANTISSEMENTS'] },
} as const satisfies Record<string, CatalogueEntry>;
export type CodeEvenement = keyof typeof CATALOGUE_EVENEMENTS;
export const CODES_EVENEMENT = Object.keys(CATALOGUE_EVENEMENTS) as [CodeEvenement, ...CodeEvenement[]];

export const CatalogueEntrySchema = z.object({
  code: z.enum(CODES_EVENEMENT),
  libelle: z.string(),
  type_avis: z.enum(NOTICE_TYPES),
  groupes: z.array(z.enum(GROUPES_SURVEILLANCE)),
});
export const CatalogueSchema = z.object({ items: z.array(CatalogueEntrySchema) }).register(z.globalRegistry, { id: 'CatalogueImpactDossier' });
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** The company a surveillance or a revelation is about. */
export const EntrepriseSurveilleeSchema = z.object({
  id: z.int(),
  siren: z.nullable(z.string()),
  denomination: z.string(),
  /** Whether the company is still active (statut_entreprise ACTIF). */
  active: z.boolean(),
});
export type EntrepriseSurveillee = z.infer<typeof EntrepriseSurveilleeSchema>;

export const GroupeFavoriSchema = z
  .object({ id: z.int(), libelle: z.string(), nombre_surveillances: z.int() })
  .register(z.globalRegistry, { id: 'GroupeFavori' });
export type GroupeFavori = z.infer<typeof GroupeFavoriSchema>;
export const GroupeFavoriListSchema = z.object({ items: z.array(GroupeFavoriSchema) });

export const StatutSurveillance = z.enum(['ACTIVE', 'TERMINEE']);

export const SurveillanceSchema = z
  .object({
    id: z.int(),
    entreprise: EntrepriseSurveilleeSchema,
    domaines: z.array(z.enum(GROUPES_SURVEILLANCE)),
    groupe_favori: z.nullable(z.object({ id: z.int(), libelle: z.string() })),
    statut: StatutSurveillance,
    date_debut: IsoDate,
    date_fin: z.nullable(IsoDate),
    nombre_revelations: z.int(),
    nombre_non_lues: z.int(),
  })
  .register(z.globalRegistry, { id: 'Surveillance' });
export type Surveillance = z.infer<typeof SurveillanceSchema>;
export const SurveillancePageSchema = z.object({ items: z.array(SurveillanceSchema), total: z.int() }).register(z.globalRegistry, { id: 'SurveillancePage' });
export type SurveillancePage = z.infer<typeof SurveillancePageSchema>;
/**
 * GET surveillance/entreprise/:id: whether the account monitors an existing company, with its
 * surveillance when it does. « Not monitored » is an answer ({ surveillee: false }), not a 404.
 */
export const SurveillanceEntrepriseSchema = z
  .discriminatedUnion('surveillee', [
    z.object({ surveillee: z.literal(false) }),
    z.object({ surveillee: z.literal(true), surveillance: SurveillanceSchema }),
  ])
  .register(z.globalRegistry, { id: 'SurveillanceEntreprise' });
export type SurveillanceEntreprise = z.infer<typeof SurveillanceEntrepriseSchema>;

export const RevelationSchema = z
  .object({
    id: z.int(),
    surveillance_id: z.int(),
    entreprise: EntrepriseSurveilleeSchema,
    code: z.enum(CODES_EVENEMENT),
    libelle: z.string(),
    type_avis: z.enum(NOTICE_TYPES),
    ancienne_valeur: z.nullable(z.string()),
    nouvelle_valeur: z.nullable(z.string()),
    date_evenement: IsoDate,
    source: z.enum(EVENT_SOURCES),
    /** ISO date-time the revelation was made. */
    revele_le: z.string(),
    lue: z.boolean(),
    /** Whether the surveillance belongs to a favourite group. */
    favori: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Revelation' });
export type Revelation = z.infer<typeof RevelationSchema>;
export const RevelationPageSchema = z
  .object({ items: z.array(RevelationSchema), total: z.int(), non_lues: z.int() })
  .register(z.globalRegistry, { id: 'RevelationPage' });
export type RevelationPage = z.infer<typeof RevelationPageSchema>;

/** A notice (avis): one revelation with what the registry holds about the company today. */
export const AvisSchema = z
  .object({
    revelation: RevelationSchema,
    entreprise: z.object({
      id: z.int(),
      siren: z.nullable(z.string()),
      denomination: z.string(),
      forme_juridique: z.nullable(z.string()),
      adresse_siege: z.nullable(z.string()),
      greffe: z.nullable(z.string()),
    }),
    /** The notice as a sentence, e.g. « La dénomination de X est passée de A à B le 12/03/2026. » */
    texte: z.string(),
  })
  .register(z.globalRegistry, { id: 'Avis' });
export type Avis = z.infer<typeof AvisSchema>;

/** Report formats of revelations and surveillances. */
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type FormatRapport = (typeof REPORT_FORMATS)[number];

/** A favourite group's name is at most this long. */
export const FAVOURITE_GROUP_NAME_MAX = 38;
/** Companies of a basket monitored in one call, at most. */
export const MAX_BASKET_SURVEILLANCES = 50;
/** Revelations marked read or unread in one call, at most (else `tout`). */
export const MAX_REVELATIONS_MARKED = 500;

/** GET revelation/ids: the caller's revelations among the ids asked for. */
export const RevelationListSchema = z.object({ items: z.array(RevelationSchema) });
/** PUT revelation/lecture: how many changed, and the account's unread revelations afterwards. */
export const LectureRevelationsSchema = z.object({ modifiees: z.int(), non_lues: z.int() }).register(z.globalRegistry, { id: 'LectureRevelations' });
export type LectureRevelations = z.infer<typeof LectureRevelationsSchema>;
/** POST paniers/surveillances: how many surveillances are new, and the basket's companies' surveillances. */
export const SurveillancesPanierSchema = z
  .object({ creees: z.int(), surveillances: z.array(SurveillanceSchema) })
  .register(z.globalRegistry, { id: 'SurveillancesPanier' });
export type SurveillancesPanier = z.infer<typeof SurveillancesPanierSchema>;
