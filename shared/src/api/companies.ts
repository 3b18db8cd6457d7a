import * as z from 'zod/mini';
import { Cents, CodeLibelleSchema, CURRENCIES, IsoDate, pagedSchema } from './common';

// ---------- Enumerations (SPEC §3) ----------

/** Registered-company statut codes; INSEE for units not registered at a registry. */
export const STATUTS = ['A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE'] as const;
export type RegistrationStatus = (typeof STATUTS)[number];

/** Company status; RADIE, INTERDIT and SUSPENDU form the blocked/inactive group. */
export const STATUTS_ENTREPRISE = ['ACTIF', 'RADIE', 'INTERDIT', 'SUSPENDU'] as const;
export type CompanyStatus = (typeof STATUTS_ENTREPRISE)[number];
export const BLOCKED_COMPANY_STATUSES: readonly CompanyStatus[] = ['RADIE', 'INTERDIT', 'SUSPENDU'];

/** Search state. */
export const COMPANY_STATES = ['ACTIVE', 'RADIEE'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const ENTITY_TYPES = ['ENTREPRISE', 'ETABLISSEMENT'] as const;

/**
 * Longest free text the company and executive searches accept (phrase, nom_entreprise): the
 * request schemas refuse more, and the search pages say so before asking.
 */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Longest executive name or first name the executive search accepts (nom, prenom). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** A legal form filter: an INSEE legal category (level III), 4 digits (GET /reference/formes_juridiques). */
export const LEGAL_FORM_CODE = /^\d{4}$/;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const TERRITOIRES = ['FR', 'NC'] as const;
/** Mainland France or New Caledonia: each has its site, currency, price grid and registry. */
export type Territory = (typeof TERRITOIRES)[number];

/** Natures of functions. filtre_natures defaults to BENEFICIAIRE_EFFECTIF (SPEC §7). */
export const FUNCTION_NATURES = ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES', 'BENEFICIAIRE_EFFECTIF'] as const;
export type NatureFonction = (typeof FUNCTION_NATURES)[number];

/** Auditor-type codes of SPEC §3. */
export const TYPES_COMMISSAIRE = ['CACh', 'CACSUPh', 'CACTITh'] as const;

/** Why a search hit matched. */
export const MATCH_REASONS = ['identifier', 'name', 'former_name', 'sign', 'executive', 'address'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

// ---------- Records ----------

export const AdresseSchema = z
  .object({
    numero_voie: z.nullable(z.string()),
    indice_repetition: z.nullable(z.string()),
    type_voie: z.nullable(z.string()),
    libelle_voie: z.nullable(z.string()),
    complement: z.nullable(z.string()),
    code_postal: z.nullable(z.string()),
    commune: z.nullable(z.string()),
    code_commune: z.nullable(z.string()),
    departement: z.nullable(z.string()),
    pays: z.string(),
    /** One-line postal form; street parts are absent for partially diffusible units. */
    ligne: z.string(),
  })
  .register(z.globalRegistry, { id: 'Adresse' });
export type Adresse = z.infer<typeof AdresseSchema>;

export const ActiviteSchema = z.object({
  code_naf: z.nullable(z.string()),
  libelle: z.nullable(z.string()),
  secteur: z.nullable(CodeLibelleSchema),
});

export const EtablissementSchema = z
  .object({
    id: z.int(),
    entreprise_id: z.int(),
    /** SIRET, or RIDET + 3-digit rank in New Caledonia. */
    numero: z.string(),
    siret: z.nullable(z.string()),
    nic: z.nullable(z.string()),
    siege: z.boolean(),
    enseignes: z.array(z.string()),
    denomination_usuelle: z.nullable(z.string()),
    activite: ActiviteSchema,
    adresse: AdresseSchema,
    date_creation: z.nullable(IsoDate),
    date_fermeture: z.nullable(IsoDate),
    etat: z.enum(['ACTIF', 'FERME']),
  })
  .register(z.globalRegistry, { id: 'Etablissement' });
export type Etablissement = z.infer<typeof EtablissementSchema>;

export const EntrepriseResumeSchema = z
  .object({
    id: z.int(),
    numero_identification: z.string(),
    denomination: z.nullable(z.string()),
    etat: z.enum(COMPANY_STATES),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
  })
  .register(z.globalRegistry, { id: 'EntrepriseResume' });
export type EntrepriseResume = z.infer<typeof EntrepriseResumeSchema>;

export const EtablissementDetailSchema = z
  .extend(EtablissementSchema, {
    entreprise: EntrepriseResumeSchema,
  })
  .register(z.globalRegistry, { id: 'EtablissementDetail' });
export type EtablissementDetail = z.infer<typeof EtablissementDetailSchema>;

export const EntrepriseSchema = z
  .object({
    id: z.int(),
    numero_identification: z.string(),
    type_identification: z.enum(['SIREN', 'RIDET']),
    siren: z.nullable(z.string()),
    ridet: z.nullable(z.string()),
    /** Null when the unit is partially diffusible and its name is a natural person's. */
    denomination: z.nullable(z.string()),
    sigle: z.nullable(z.string()),
    denominations_precedentes: z.array(z.string()),
    personne_morale: z.boolean(),
    forme_juridique: z.nullable(CodeLibelleSchema),
    activite: ActiviteSchema,
    capital_social: z.nullable(Cents),
    devise: z.enum(CURRENCIES),
    date_creation: z.nullable(IsoDate),
    date_immatriculation: z.nullable(IsoDate),
    date_radiation: z.nullable(IsoDate),
    statut: z.enum(STATUTS),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
    etat: z.enum(COMPANY_STATES),
    categorie_entreprise: z.nullable(z.enum(['PME', 'ETI', 'GE'])),
    tranche_effectif: z.nullable(CodeLibelleSchema),
    greffe: z.nullable(z.object({ code: z.string(), nom: z.string() })),
    territoire: z.enum(TERRITOIRES),
    diffusion_partielle: z.boolean(),
    siege: z.nullable(EtablissementSchema),
    nombre_etablissements: z.int(),
    nombre_etablissements_actifs: z.int(),
    procedure_collective_en_cours: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Entreprise' });
export type Entreprise = z.infer<typeof EntrepriseSchema>;

export const PersonnePhysiqueSchema = z
  .object({
    id: z.int(),
    nom: z.string(),
    nom_usage: z.nullable(z.string()),
    prenoms: z.nullable(z.string()),
    mois_naissance: z.nullable(z.int().check(z.gte(1), z.lte(12))),
    annee_naissance: z.nullable(z.int()),
    nationalite: z.nullable(z.string()),
    nombre_fonctions: z.int(),
  })
  .register(z.globalRegistry, { id: 'PersonnePhysique' });
export type PersonnePhysique = z.infer<typeof PersonnePhysiqueSchema>;

export const FonctionSchema = z
  .object({
    id: z.int(),
    entreprise_id: z.int(),
    nature: z.enum(FUNCTION_NATURES),
    role: CodeLibelleSchema,
    type_personne: z.enum(['PHYSIQUE', 'MORALE']),
    personne: z.nullable(z.omit(PersonnePhysiqueSchema, { nombre_fonctions: true })),
    personne_morale: z.nullable(
      z.object({
        denomination: z.string(),
        numero_identification: z.nullable(z.string()),
        entreprise_id: z.nullable(z.int()),
      }),
    ),
    date_debut: z.nullable(IsoDate),
    date_fin: z.nullable(IsoDate),
    pourcentage_capital: z.nullable(z.number()),
    pourcentage_votes: z.nullable(z.number()),
    modalites_controle: z.array(z.string()),
    entreprise: z.optional(EntrepriseResumeSchema),
  })
  .register(z.globalRegistry, { id: 'Fonction' });
export type Fonction = z.infer<typeof FonctionSchema>;

export const ExerciceSchema = z.object({
  annee: z.int(),
  date_cloture: IsoDate,
  duree_mois: z.int(),
  chiffre_affaires: z.nullable(Cents),
  resultat: z.nullable(Cents),
  effectif: z.nullable(z.int()),
  confidentiel: z.boolean(),
});

export const ChiffresClesSchema = z
  .object({
    entreprise_id: z.int(),
    devise: z.enum(CURRENCIES),
    exercices: z.array(ExerciceSchema),
  })
  .register(z.globalRegistry, { id: 'ChiffresCles' });
export type ChiffresCles = z.infer<typeof ChiffresClesSchema>;

export const TYPES_PROCEDURE = [
  'SAUVEGARDE',
  'SAUVEGARDE_ACCELEREE',
  'REDRESSEMENT_JUDICIAIRE',
  'LIQUIDATION_JUDICIAIRE',
  'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE',
] as const;

export const ProcedureCollectiveSchema = z
  .object({
    id: z.int(),
    entreprise_id: z.int(),
    type: z.enum(TYPES_PROCEDURE),
    libelle: z.string(),
    date_jugement: IsoDate,
    date_cessation_paiements: z.nullable(IsoDate),
    date_cloture: z.nullable(IsoDate),
    statut: z.enum(['EN_COURS', 'CLOTUREE']),
    greffe: z.nullable(z.object({ code: z.string(), nom: z.string() })),
    mandataire: z.nullable(z.string()),
    evenements: z.array(z.object({ date: IsoDate, libelle: z.string() })),
  })
  .register(z.globalRegistry, { id: 'ProcedureCollective' });
export type ProcedureCollective = z.infer<typeof ProcedureCollectiveSchema>;

export const InscriptionSchema = z
  .object({
    id: z.int(),
    entreprise_id: z.int(),
    registre: z.enum(['RCS', 'RM', 'RSAC', 'RCS_NC']),
    type: z.enum(['PRINCIPALE', 'SECONDAIRE']),
    greffe: z.nullable(z.object({ code: z.string(), nom: z.string() })),
    numero_gestion: z.string(),
    date_immatriculation: z.nullable(IsoDate),
    date_radiation: z.nullable(IsoDate),
    /** Registration mention as printed on an extract, e.g. "552 100 554 R.C.S. Paris". */
    mention: z.string(),
  })
  .register(z.globalRegistry, { id: 'Inscription' });
export type Inscription = z.infer<typeof InscriptionSchema>;

/** The kinds of annual accounts a company files: its own, full or simplified, and a group's consolidated accounts. */
export const ANNUAL_ACCOUNTS_TYPES = ['COMPLETS', 'SIMPLIFIES', 'CONSOLIDES'] as const;
export type AnnualAccountsType = (typeof ANNUAL_ACCOUNTS_TYPES)[number];
export const ANNUAL_ACCOUNTS_LABELS: Record<AnnualAccountsType, string> = {
  COMPLETS: 'Comptes complets',
  SIMPLIFIES: 'Comptes simplifiés',
  CONSOLIDES: 'Comptes consolidés',
};

export const DepotsSchema = z
  .object({
    entreprise_id: z.int(),
    actes: z.array(
      z.object({
        id: z.int(),
        date_depot: IsoDate,
        numero_depot: z.string(),
        type_acte: z.string(),
        decisions: z.array(z.string()),
      }),
    ),
    comptes_annuels: z.array(
      z.object({
        id: z.int(),
        date_cloture: IsoDate,
        date_depot: IsoDate,
        type: z.enum(ANNUAL_ACCOUNTS_TYPES),
        confidentiel: z.boolean(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'Depots' });
export type Depots = z.infer<typeof DepotsSchema>;

export const DocumentBeneficiairesSchema = z
  .object({
    entreprise: EntrepriseResumeSchema,
    type_document: z.string(),
    titre: z.string(),
    date_document: IsoDate,
    beneficiaires: z.array(FonctionSchema),
  })
  .register(z.globalRegistry, { id: 'DocumentBeneficiaires' });
export type DocumentBeneficiaires = z.infer<typeof DocumentBeneficiairesSchema>;

// ---------- Search ----------

export const SearchHitSchema = z
  .object({
    type_entite: z.enum(ENTITY_TYPES),
    id_entreprise: z.int(),
    id_etablissement: z.nullable(z.int()),
    numero_identification: z.string(),
    siret: z.nullable(z.string()),
    denomination: z.nullable(z.string()),
    sigle: z.nullable(z.string()),
    enseigne: z.nullable(z.string()),
    forme_juridique: z.nullable(CodeLibelleSchema),
    activite: ActiviteSchema,
    adresse: z.object({
      code_postal: z.nullable(z.string()),
      commune: z.nullable(z.string()),
      departement: z.nullable(z.string()),
      ligne: z.string(),
    }),
    etat: z.enum(COMPANY_STATES),
    statut: z.enum(STATUTS),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
    date_creation: z.nullable(IsoDate),
    territoire: z.enum(TERRITOIRES),
    siege: z.boolean(),
    /** Why this hit matched, most significant reason first; empty for filter-only searches. */
    matchedOn: z.array(z.enum(MATCH_REASONS)),
    /** The former name, sign or executive that matched, when the reason is not the name itself. */
    matched_text: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultsSchema = z
  .extend(pagedSchema(SearchHitSchema), {
    /**
     * The total is a lower bound: the engine stopped counting there (OpenSearch counts up to
     * 10,000 hits), to be read « plus de 10 000 ». Absent when the total is exact.
     */
    total_capped: z.optional(z.literal(true)),
  })
  .register(z.globalRegistry, { id: 'SearchResults' });
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const PersonHitSchema = z
  .object({
    id: z.int(),
    nom: z.string(),
    nom_usage: z.nullable(z.string()),
    prenoms: z.nullable(z.string()),
    mois_naissance: z.nullable(z.int()),
    annee_naissance: z.nullable(z.int()),
    nombre_fonctions: z.int(),
    fonctions: z.array(
      z.object({
        entreprise: EntrepriseResumeSchema,
        role: CodeLibelleSchema,
      }),
    ),
    matchedOn: z.array(z.enum(MATCH_REASONS)),
  })
  .register(z.globalRegistry, { id: 'PersonHit' });
export type PersonHit = z.infer<typeof PersonHitSchema>;

export const PersonResultsSchema = pagedSchema(PersonHitSchema).register(z.globalRegistry, { id: 'PersonResults' });
export type PersonResults = z.infer<typeof PersonResultsSchema>;

// ---------- SEO lists (SPEC §7: limit 50, offset 0) ----------

export const DEPARTMENT_CODE = /^(\d{2}|2[AB]|9[78]\d)$/i;

export const SeoCountSchema = z.object({ code: z.string(), libelle: z.string(), nombre_entreprises: z.int() });
export const SeoCountListSchema = z.object({ items: z.array(SeoCountSchema) }).register(z.globalRegistry, { id: 'SeoCountList' });
export type SeoCountList = z.infer<typeof SeoCountListSchema>;

export const SeoEntrepriseSchema = z.object({
  id: z.int(),
  numero_identification: z.string(),
  denomination: z.nullable(z.string()),
  code_naf: z.nullable(z.string()),
  capital_social: z.nullable(Cents),
  code_postal: z.nullable(z.string()),
  commune: z.nullable(z.string()),
});
export const SeoEntreprisesSchema = pagedSchema(SeoEntrepriseSchema).register(z.globalRegistry, { id: 'SeoEntreprises' });
export type SeoEntreprises = z.infer<typeof SeoEntreprisesSchema>;

export const EtablissementListSchema = pagedSchema(EtablissementSchema).register(z.globalRegistry, { id: 'EtablissementList' });
export const FonctionListSchema = z.object({ items: z.array(FonctionSchema) }).register(z.globalRegistry, { id: 'FonctionList' });
export const FonctionPageSchema = pagedSchema(FonctionSchema).register(z.globalRegistry, { id: 'FonctionPage' });
export const ProcedureListSchema = z.object({ items: z.array(ProcedureCollectiveSchema) }).register(z.globalRegistry, { id: 'ProcedureList' });
export type ProcedureList = z.infer<typeof ProcedureListSchema>;
export const InscriptionListSchema = z.object({ items: z.array(InscriptionSchema) }).register(z.globalRegistry, { id: 'InscriptionList' });
