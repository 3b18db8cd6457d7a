import { z } from 'zod';
import {
  Cents,
  CodeLibelleSchema,
  IsoDate,
  enumParam,
  idParam,
  intParam,
  limitParam,
  offsetParam,
  pagedSchema,
  textParam,
} from './common';
import { compactIdentifier, isIdentifierError, parseIdentifier } from './identifiers';

// ---------- Enumerations (SPEC §3) ----------

/** Registered-company statut codes; INSEE for units not registered at a registry. */
export const STATUTS = ['A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE'] as const;
export type Statut = (typeof STATUTS)[number];

/** Company status; RADIE, INTERDIT and SUSPENDU form the blocked/inactive group. */
export const STATUTS_ENTREPRISE = ['ACTIF', 'RADIE', 'INTERDIT', 'SUSPENDU'] as const;
export type StatutEntreprise = (typeof STATUTS_ENTREPRISE)[number];
export const STATUTS_BLOQUES: readonly StatutEntreprise[] = ['RADIE', 'INTERDIT', 'SUSPENDU'];

/** Search state. */
export const ETATS = ['ACTIVE', 'RADIEE'] as const;
export type Etat = (typeof ETATS)[number];

export const TYPES_ENTITE = ['ENTREPRISE', 'ETABLISSEMENT'] as const;
export type TypeEntite = (typeof TYPES_ENTITE)[number];

export const TERRITOIRES = ['FR', 'NC'] as const;

/** Natures of functions. filtre_natures defaults to BENEFICIAIRE_EFFECTIF (SPEC §7). */
export const NATURES_FONCTION = ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES', 'BENEFICIAIRE_EFFECTIF'] as const;
export type NatureFonction = (typeof NATURES_FONCTION)[number];

/** Auditor-type codes of SPEC §3. */
export const TYPES_COMMISSAIRE = ['CACh', 'CACSUPh', 'CACTITh'] as const;

/** Why a search hit matched. */
export const MATCH_REASONS = ['identifier', 'name', 'former_name', 'sign', 'executive', 'address'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

// ---------- Records ----------

export const AdresseSchema = z
  .object({
    numero_voie: z.string().nullable(),
    indice_repetition: z.string().nullable(),
    type_voie: z.string().nullable(),
    libelle_voie: z.string().nullable(),
    complement: z.string().nullable(),
    code_postal: z.string().nullable(),
    commune: z.string().nullable(),
    code_commune: z.string().nullable(),
    departement: z.string().nullable(),
    pays: z.string(),
    /** One-line postal form; street parts are absent for partially diffusible units. */
    ligne: z.string(),
  })
  .meta({ id: 'Adresse' });
export type Adresse = z.infer<typeof AdresseSchema>;

export const ActiviteSchema = z.object({
  code_naf: z.string().nullable(),
  libelle: z.string().nullable(),
  secteur: CodeLibelleSchema.nullable(),
});

export const EtablissementSchema = z
  .object({
    id: z.number().int(),
    entreprise_id: z.number().int(),
    /** SIRET, or RIDET + 3-digit rank in New Caledonia. */
    numero: z.string(),
    siret: z.string().nullable(),
    nic: z.string().nullable(),
    siege: z.boolean(),
    enseignes: z.array(z.string()),
    denomination_usuelle: z.string().nullable(),
    activite: ActiviteSchema,
    adresse: AdresseSchema,
    date_creation: IsoDate.nullable(),
    date_fermeture: IsoDate.nullable(),
    etat: z.enum(['ACTIF', 'FERME']),
  })
  .meta({ id: 'Etablissement' });
export type Etablissement = z.infer<typeof EtablissementSchema>;

export const EntrepriseResumeSchema = z
  .object({
    id: z.number().int(),
    numero_identification: z.string(),
    denomination: z.string().nullable(),
    etat: z.enum(ETATS),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
  })
  .meta({ id: 'EntrepriseResume' });
export type EntrepriseResume = z.infer<typeof EntrepriseResumeSchema>;

export const EtablissementDetailSchema = EtablissementSchema.extend({
  entreprise: EntrepriseResumeSchema,
}).meta({ id: 'EtablissementDetail' });
export type EtablissementDetail = z.infer<typeof EtablissementDetailSchema>;

export const EntrepriseSchema = z
  .object({
    id: z.number().int(),
    numero_identification: z.string(),
    type_identification: z.enum(['SIREN', 'RIDET']),
    siren: z.string().nullable(),
    ridet: z.string().nullable(),
    /** Null when the unit is partially diffusible and its name is a natural person's. */
    denomination: z.string().nullable(),
    sigle: z.string().nullable(),
    denominations_precedentes: z.array(z.string()),
    personne_morale: z.boolean(),
    forme_juridique: CodeLibelleSchema.nullable(),
    activite: ActiviteSchema,
    capital_social: Cents.nullable(),
    devise: z.enum(['EUR', 'XPF']),
    date_creation: IsoDate.nullable(),
    date_immatriculation: IsoDate.nullable(),
    date_radiation: IsoDate.nullable(),
    statut: z.enum(STATUTS),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
    etat: z.enum(ETATS),
    categorie_entreprise: z.enum(['PME', 'ETI', 'GE']).nullable(),
    tranche_effectif: CodeLibelleSchema.nullable(),
    greffe: z.object({ code: z.string(), nom: z.string() }).nullable(),
    territoire: z.enum(TERRITOIRES),
    diffusion_partielle: z.boolean(),
    siege: EtablissementSchema.nullable(),
    nombre_etablissements: z.number().int(),
    nombre_etablissements_actifs: z.number().int(),
    procedure_collective_en_cours: z.boolean(),
  })
  .meta({ id: 'Entreprise' });
export type Entreprise = z.infer<typeof EntrepriseSchema>;

export const PersonnePhysiqueSchema = z
  .object({
    id: z.number().int(),
    nom: z.string(),
    nom_usage: z.string().nullable(),
    prenoms: z.string().nullable(),
    mois_naissance: z.number().int().min(1).max(12).nullable(),
    annee_naissance: z.number().int().nullable(),
    nationalite: z.string().nullable(),
    nombre_fonctions: z.number().int(),
  })
  .meta({ id: 'PersonnePhysique' });
export type PersonnePhysique = z.infer<typeof PersonnePhysiqueSchema>;

export const FonctionSchema = z
  .object({
    id: z.number().int(),
    entreprise_id: z.number().int(),
    nature: z.enum(NATURES_FONCTION),
    role: CodeLibelleSchema,
    type_personne: z.enum(['PHYSIQUE', 'MORALE']),
    personne: PersonnePhysiqueSchema.omit({ nombre_fonctions: true }).nullable(),
    personne_morale: z
      .object({
        denomination: z.string(),
        numero_identification: z.string().nullable(),
        entreprise_id: z.number().int().nullable(),
      })
      .nullable(),
    date_debut: IsoDate.nullable(),
    date_fin: IsoDate.nullable(),
    pourcentage_capital: z.number().nullable(),
    pourcentage_votes: z.number().nullable(),
    modalites_controle: z.array(z.string()),
    entreprise: EntrepriseResumeSchema.optional(),
  })
  .meta({ id: 'Fonction' });
export type Fonction = z.infer<typeof FonctionSchema>;

export const ExerciceSchema = z.object({
  annee: z.number().int(),
  date_cloture: IsoDate,
  duree_mois: z.number().int(),
  chiffre_affaires: Cents.nullable(),
  resultat: Cents.nullable(),
  effectif: z.number().int().nullable(),
  confidentiel: z.boolean(),
});

export const ChiffresClesSchema = z
  .object({
    entreprise_id: z.number().int(),
    devise: z.enum(['EUR', 'XPF']),
    exercices: z.array(ExerciceSchema),
  })
  .meta({ id: 'ChiffresCles' });
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
    id: z.number().int(),
    entreprise_id: z.number().int(),
    type: z.enum(TYPES_PROCEDURE),
    libelle: z.string(),
    date_jugement: IsoDate,
    date_cessation_paiements: IsoDate.nullable(),
    date_cloture: IsoDate.nullable(),
    statut: z.enum(['EN_COURS', 'CLOTUREE']),
    greffe: z.object({ code: z.string(), nom: z.string() }).nullable(),
    mandataire: z.string().nullable(),
    evenements: z.array(z.object({ date: IsoDate, libelle: z.string() })),
  })
  .meta({ id: 'ProcedureCollective' });
export type ProcedureCollective = z.infer<typeof ProcedureCollectiveSchema>;

export const InscriptionSchema = z
  .object({
    id: z.number().int(),
    entreprise_id: z.number().int(),
    registre: z.enum(['RCS', 'RM', 'RSAC', 'RCS_NC']),
    type: z.enum(['PRINCIPALE', 'SECONDAIRE']),
    greffe: z.object({ code: z.string(), nom: z.string() }).nullable(),
    numero_gestion: z.string(),
    date_immatriculation: IsoDate.nullable(),
    date_radiation: IsoDate.nullable(),
    /** Registration mention as printed on an extract, e.g. "552 100 554 R.C.S. Paris". */
    mention: z.string(),
  })
  .meta({ id: 'Inscription' });
export type Inscription = z.infer<typeof InscriptionSchema>;

export const DepotsSchema = z
  .object({
    entreprise_id: z.number().int(),
    actes: z.array(
      z.object({
        id: z.number().int(),
        date_depot: IsoDate,
        numero_depot: z.string(),
        type_acte: z.string(),
        decisions: z.array(z.string()),
      }),
    ),
    comptes_annuels: z.array(
      z.object({
        id: z.number().int(),
        date_cloture: IsoDate,
        date_depot: IsoDate,
        type: z.enum(['COMPLETS', 'SIMPLIFIES', 'CONSOLIDES']),
        confidentiel: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'Depots' });
export type Depots = z.infer<typeof DepotsSchema>;

export const DocumentBeneficiairesSchema = z
  .object({
    entreprise: EntrepriseResumeSchema,
    type_document: z.string(),
    titre: z.string(),
    date_document: IsoDate,
    beneficiaires: z.array(FonctionSchema),
  })
  .meta({ id: 'DocumentBeneficiaires' });
export type DocumentBeneficiaires = z.infer<typeof DocumentBeneficiairesSchema>;

// ---------- Search ----------

export const SearchHitSchema = z
  .object({
    type_entite: z.enum(TYPES_ENTITE),
    id_entreprise: z.number().int(),
    id_etablissement: z.number().int().nullable(),
    numero_identification: z.string(),
    siret: z.string().nullable(),
    denomination: z.string().nullable(),
    sigle: z.string().nullable(),
    enseigne: z.string().nullable(),
    forme_juridique: CodeLibelleSchema.nullable(),
    activite: ActiviteSchema,
    adresse: z.object({
      code_postal: z.string().nullable(),
      commune: z.string().nullable(),
      departement: z.string().nullable(),
      ligne: z.string(),
    }),
    etat: z.enum(ETATS),
    statut: z.enum(STATUTS),
    statut_entreprise: z.enum(STATUTS_ENTREPRISE),
    date_creation: IsoDate.nullable(),
    territoire: z.enum(TERRITOIRES),
    siege: z.boolean(),
    /** Why this hit matched, most significant reason first; empty for filter-only searches. */
    matchedOn: z.array(z.enum(MATCH_REASONS)),
    /** The former name, sign or executive that matched, when the reason is not the name itself. */
    matched_text: z.string().nullable(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultsSchema = pagedSchema(SearchHitSchema).meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const PersonHitSchema = z
  .object({
    id: z.number().int(),
    nom: z.string(),
    nom_usage: z.string().nullable(),
    prenoms: z.string().nullable(),
    mois_naissance: z.number().int().nullable(),
    annee_naissance: z.number().int().nullable(),
    nombre_fonctions: z.number().int(),
    fonctions: z.array(
      z.object({
        entreprise: EntrepriseResumeSchema,
        role: CodeLibelleSchema,
      }),
    ),
    matchedOn: z.array(z.enum(MATCH_REASONS)),
  })
  .meta({ id: 'PersonHit' });
export type PersonHit = z.infer<typeof PersonHitSchema>;

export const PersonResultsSchema = pagedSchema(PersonHitSchema).meta({ id: 'PersonResults' });
export type PersonResults = z.infer<typeof PersonResultsSchema>;

// ---------- Request schemas ----------

const identifierMessage = (e: 'FORMAT' | 'CHECKSUM') =>
  e === 'FORMAT'
    ? "Le numéro d'identification doit comporter 9 chiffres (SIREN), 14 chiffres (SIRET) ou 7 chiffres (RIDET)."
    : "Le numéro d'identification est invalide : la clé de contrôle ne correspond pas.";

/** A SIREN, SIRET or RIDET, spaces allowed; checked for length and Luhn key. */
export const numeroIdentificationParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: "Le paramètre numero_identification doit être une chaîne de caractères." })
    .max(40, { error: "Le numéro d'identification est trop long." })
    .superRefine((v, ctx) => {
      const p = parseIdentifier(v);
      if (isIdentifierError(p)) ctx.addIssue({ code: 'custom', message: identifierMessage(p.error) });
    })
    .transform((v) => compactIdentifier(v)),
);

export const IdParamsSchema = z.object({ id: idParam('id') });

export const EntrepriseByNumeroQuerySchema = z.object({
  numero_identification: numeroIdentificationParam,
});

export const EtablissementsQuerySchema = z.object({
  limit: limitParam(20),
  offset: offsetParam(),
  etat: enumParam(['ACTIF', 'FERME'] as const, 'etat').optional(),
});

/** Comma-separated list of function natures; defaults to BENEFICIAIRE_EFFECTIF (SPEC §7). */
export const FonctionsQuerySchema = z.object({
  filtre_natures: z
    .preprocess(
      (v) => (v === '' || v === undefined ? 'BENEFICIAIRE_EFFECTIF' : v),
      z
        .string({ error: 'Le paramètre filtre_natures doit être une liste séparée par des virgules.' })
        .max(200)
        .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
        .pipe(
          z
            .array(z.enum(NATURES_FONCTION, { error: `Le paramètre filtre_natures accepte ${NATURES_FONCTION.join(', ')}.` }))
            .min(1, { error: 'Le paramètre filtre_natures ne peut pas être vide.' }),
        ),
    )
    .optional(),
});

export const FonctionsParPersonneQuerySchema = z.object({
  id_personne: idParam('id_personne'),
  limit: limitParam(25),
  offset: offsetParam(),
  type_entreprise: enumParam(ETATS, 'type_entreprise').optional(),
});

export const ProcedureCollectiveQuerySchema = z.object({
  id_entreprise: idParam('id_entreprise'),
});

export const DocumentBeneficiairesQuerySchema = z.object({
  id_entreprise: idParam('id_entreprise'),
  type_document: enumParam(['EXTRAIT_RBE', 'ATTESTATION_RBE'] as const, 'type_document')
    .optional()
    .default('EXTRAIT_RBE'),
});

/** Search companies and establishments (SPEC §7 parameter names). Page size default 10 (SPEC §9). */
export const SearchCompaniesQuerySchema = z.object({
  phrase: textParam('phrase').optional(),
  nom_entreprise: textParam('nom_entreprise').optional(),
  numero_identification: numeroIdentificationParam.optional(),
  nic: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{1,5}$/, { error: 'Le paramètre nic doit comporter au plus 5 chiffres.' }))
    .transform((v) => v.padStart(5, '0'))
    .optional(),
  /** NAF division (2 digits, SPEC §5) or a full NAF code such as 62.01Z. */
  activite: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{2}(\.?\d{1,2}[A-Z]?)?$/i, { error: "Le paramètre activite doit être une division NAF (2 chiffres) ou un code NAF." }),
    )
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Department code (01..95, 2A, 2B, 971..988) or a 5-digit postcode. */
  critere_geographique: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().regex(/^(\d{2}|2[AB]|9[78]\d|\d{5})$/i, {
        error: 'Le paramètre critere_geographique doit être un numéro de département ou un code postal.',
      }),
    )
    .transform((v) => v.toUpperCase())
    .optional(),
  etat: enumParam(ETATS, 'etat').optional(),
  statut: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .max(60)
        .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
        .pipe(z.array(z.enum(STATUTS, { error: `Le paramètre statut accepte ${STATUTS.join(', ')}.` })).min(1)),
    )
    .optional(),
  type_entite: enumParam(TYPES_ENTITE, 'type_entite').optional(),
  boost: enumParam(['NC'] as const, 'boost').optional(),
  /** Order of the hits: relevance tiers (default) or name, A to Z, over the whole result set. */
  tri: enumParam(['pertinence', 'denomination'] as const, 'tri').optional(),
  limit: limitParam(10),
  offset: offsetParam(),
});
export type SearchCompaniesQuery = z.infer<typeof SearchCompaniesQuerySchema>;

export const SearchPersonsQuerySchema = z.object({
  phrase: textParam('phrase').optional(),
  nom: textParam('nom', 100).optional(),
  prenom: textParam('prenom', 100).optional(),
  annee_naissance: intParam({ min: 1900, max: 2100, label: 'annee_naissance' }).optional(),
  mois_naissance: intParam({ min: 1, max: 12, label: 'mois_naissance' }).optional(),
  limit: limitParam(10),
  offset: offsetParam(),
});
export type SearchPersonsQuery = z.infer<typeof SearchPersonsQuerySchema>;

// ---------- SEO lists (SPEC §7: limit 50, offset 0) ----------

export const DEPARTEMENT_CODE = /^(\d{2}|2[AB]|9[78]\d)$/i;

const departementParam = z
  .preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(DEPARTEMENT_CODE, { error: 'Le paramètre numero_departement doit être un numéro de département.' }),
  )
  .transform((v) => v.toUpperCase());
const secteurParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().regex(/^\d{2}$/, { error: "Le paramètre secteur_activite doit être une division NAF à 2 chiffres." }),
);
const codeNafParam = z
  .preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^\d{2}\.?\d{2}[A-Z]$/i, { error: 'Le paramètre code_naf doit être un code NAF (ex. 62.01Z).' }),
  )
  .transform((v) => {
    const u = v.toUpperCase().replace('.', '');
    return `${u.slice(0, 2)}.${u.slice(2)}`;
  });

export const SeoCountSchema = z.object({ code: z.string(), libelle: z.string(), nombre_entreprises: z.number().int() });
export const SeoCountListSchema = z.object({ items: z.array(SeoCountSchema) }).meta({ id: 'SeoCountList' });
export type SeoCountList = z.infer<typeof SeoCountListSchema>;

export const SeoSecteursQuerySchema = z.object({ numero_departement: departementParam });
export const SeoCodesNafQuerySchema = z.object({ numero_departement: departementParam, secteur_activite: secteurParam });
export const SeoEntreprisesQuerySchema = z.object({
  numero_departement: departementParam.optional(),
  secteur_activite: secteurParam.optional(),
  code_naf: codeNafParam.optional(),
  /** Minimum share capital in cents. */
  capital_social: intParam({ min: 0, max: Number.MAX_SAFE_INTEGER, label: 'capital_social' }).optional(),
  limit: limitParam(50),
  offset: offsetParam(),
});

export const SeoEntrepriseSchema = z.object({
  id: z.number().int(),
  numero_identification: z.string(),
  denomination: z.string().nullable(),
  code_naf: z.string().nullable(),
  capital_social: Cents.nullable(),
  code_postal: z.string().nullable(),
  commune: z.string().nullable(),
});
export const SeoEntreprisesSchema = pagedSchema(SeoEntrepriseSchema).meta({ id: 'SeoEntreprises' });
export type SeoEntreprises = z.infer<typeof SeoEntreprisesSchema>;

export const EtablissementListSchema = pagedSchema(EtablissementSchema).meta({ id: 'EtablissementList' });
export const FonctionListSchema = z.object({ items: z.array(FonctionSchema) }).meta({ id: 'FonctionList' });
export const FonctionPageSchema = pagedSchema(FonctionSchema).meta({ id: 'FonctionPage' });
export const ProcedureListSchema = z.object({ items: z.array(ProcedureCollectiveSchema) }).meta({ id: 'ProcedureList' });
export const InscriptionListSchema = z.object({ items: z.array(InscriptionSchema) }).meta({ id: 'InscriptionList' });
