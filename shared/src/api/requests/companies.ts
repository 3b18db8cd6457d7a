// Request schemas of the company endpoints: the API validates query strings and path
// parameters with them. The pages build their calls with typed parameters and never load these.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { COMPANY_STATES, LEGAL_FORM_CODE, FUNCTION_NATURES, PERSON_NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, STATUTS, ENTITY_TYPES } from '../companies';
import { compactIdentifier, isIdentifierError, parseIdentifier } from '../identifiers';
import { PROVINCE_CODES } from '../../search/territory';
import { emptyToUndefined, enumParam, idParam, intParam, limitParam, offsetParam, optionalParam, textParam } from './params';

const identifierMessage = (e: 'FORMAT' | 'CHECKSUM') =>
  e === 'FORMAT'
    ? "Le numéro d'identification doit comporter 9 chiffres (SIREN), 14 chiffres (SIRET) ou 7 chiffres (RIDET)."
    : "Le numéro d'identification est invalide : la clé de contrôle ne correspond pas.";

/** A SIREN, SIRET or RIDET, spaces allowed; checked for length and Luhn key. */
export const numeroIdentificationParam = preprocess(
  emptyToUndefined,
  z.pipe(
    z.string({ error: "Le paramètre numero_identification doit être une chaîne de caractères." }).check(
      z.maxLength(40, { error: "Le numéro d'identification est trop long." }),
      z.superRefine((v, ctx) => {
        const p = parseIdentifier(v);
        if (isIdentifierError(p)) ctx.addIssue({ code: 'custom', message: identifierMessage(p.error) });
      }),
    ),
    z.transform((v) => compactIdentifier(v)),
  ),
);

export const IdParamsSchema = z.object({ id: idParam('id') });

export const EntrepriseByNumeroQuerySchema = z.object({
  numero_identification: numeroIdentificationParam,
});

export const EtablissementsQuerySchema = z.object({
  limit: limitParam(20),
  offset: offsetParam(),
  etat: optionalParam(enumParam(['ACTIF', 'FERME'] as const, 'etat')),
});

/** "A, B,,C" -> ["A", "B", "C"]. */
const commaList = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

/** Comma-separated list of function natures; defaults to BENEFICIAIRE_EFFECTIF (SPEC §7). */
export const FonctionsQuerySchema = z.object({
  filtre_natures: z.optional(
    preprocess(
      (v) => (v === '' || v === undefined ? 'BENEFICIAIRE_EFFECTIF' : v),
      z.pipe(
        z.pipe(
          z.string({ error: 'Le paramètre filtre_natures doit être une liste séparée par des virgules.' }).check(z.maxLength(200)),
          z.transform(commaList),
        ),
        z
          .array(z.enum(FUNCTION_NATURES, { error: `Le paramètre filtre_natures accepte ${FUNCTION_NATURES.join(', ')}.` }))
          .check(z.minLength(1, { error: 'Le paramètre filtre_natures ne peut pas être vide.' })),
      ),
    ),
  ),
});

export const FonctionsParPersonneQuerySchema = z.object({
  id_personne: idParam('id_personne'),
  limit: limitParam(25),
  offset: offsetParam(),
  type_entreprise: optionalParam(enumParam(COMPANY_STATES, 'type_entreprise')),
});

export const ProcedureCollectiveQuerySchema = z.object({
  id_entreprise: idParam('id_entreprise'),
});

export const DocumentBeneficiairesQuerySchema = z.object({
  id_entreprise: idParam('id_entreprise'),
  type_document: z._default(optionalParam(enumParam(['EXTRAIT_RBE', 'ATTESTATION_RBE'] as const, 'type_document')), 'EXTRAIT_RBE'),
});

const toUpperCase = (v: string) => v.toUpperCase();

/** Search companies and establishments (SPEC §7 parameter names). Page size default 10 (SPEC §9). */
export const SearchCompaniesQuerySchema = z.object({
  phrase: optionalParam(textParam('phrase', SEARCH_TEXT_MAX_LENGTH)),
  nom_entreprise: optionalParam(textParam('nom_entreprise', SEARCH_TEXT_MAX_LENGTH)),
  numero_identification: optionalParam(numeroIdentificationParam),
  nic: optionalParam(
    z.pipe(
      preprocess(emptyToUndefined, z.string().check(z.regex(/^\d{1,5}$/, { error: 'Le paramètre nic doit comporter au plus 5 chiffres.' }))),
      z.transform((v) => v.padStart(5, '0')),
    ),
  ),
  /** NAF division (2 digits, SPEC §5) or a full NAF code such as 62.01Z. */
  activite: optionalParam(
    z.pipe(
      preprocess(
        emptyToUndefined,
        z
          .string()
          .check(z.regex(/^\d{2}(\.?\d{1,2}[A-Z]?)?$/i, { error: "Le paramètre activite doit être une division NAF (2 chiffres) ou un code NAF." })),
      ),
      z.transform(toUpperCase),
    ),
  ),
  /** Department code (01..95, 2A, 2B, 971..988), a province of New Caledonia (PS, PN, PIL) or a 5-digit postcode. */
  critere_geographique: optionalParam(
    z.pipe(
      preprocess(
        emptyToUndefined,
        z.string().check(
          z.regex(new RegExp(`^(\\d{2}|2[AB]|9[78]\\d|\\d{5}|${PROVINCE_CODES.join('|')})$`, 'i'), {
            error: 'Le paramètre critere_geographique doit être un numéro de département, une province de Nouvelle-Calédonie (PS, PN, PIL) ou un code postal.',
          }),
        ),
      ),
      z.transform(toUpperCase),
    ),
  ),
  etat: optionalParam(enumParam(COMPANY_STATES, 'etat')),
  statut: optionalParam(
    preprocess(
      emptyToUndefined,
      z.pipe(
        z.pipe(z.string().check(z.maxLength(60)), z.transform(commaList)),
        z.array(z.enum(STATUTS, { error: `Le paramètre statut accepte ${STATUTS.join(', ')}.` })).check(z.minLength(1)),
      ),
    ),
  ),
  type_entite: optionalParam(enumParam(ENTITY_TYPES, 'type_entite')),
  /** Legal form: an INSEE legal category code (4 digits, GET /reference/formes_juridiques). */
  forme_juridique: optionalParam(
    preprocess(
      emptyToUndefined,
      z.string().check(
        z.regex(LEGAL_FORM_CODE, {
          error: 'Le paramètre forme_juridique doit être une catégorie juridique INSEE à 4 chiffres (ex. 5710).',
        }),
      ),
    ),
  ),
  boost: optionalParam(enumParam(['NC'] as const, 'boost')),
  /** Order of the hits: relevance tiers (default) or name, A to Z, over the whole result set. */
  tri: optionalParam(enumParam(['pertinence', 'denomination'] as const, 'tri')),
  limit: limitParam(10),
  offset: offsetParam(),
});
export type SearchCompaniesQuery = z.infer<typeof SearchCompaniesQuerySchema>;

export const SearchPersonsQuerySchema = z.object({
  phrase: optionalParam(textParam('phrase', SEARCH_TEXT_MAX_LENGTH)),
  nom: optionalParam(textParam('nom', PERSON_NAME_MAX_LENGTH)),
  prenom: optionalParam(textParam('prenom', PERSON_NAME_MAX_LENGTH)),
  annee_naissance: optionalParam(intParam({ min: 1900, max: 2100, label: 'annee_naissance' })),
  mois_naissance: optionalParam(intParam({ min: 1, max: 12, label: 'mois_naissance' })),
  limit: limitParam(10),
  offset: offsetParam(),
});
export type SearchPersonsQuery = z.infer<typeof SearchPersonsQuerySchema>;

// ---------- SEO lists (SPEC §7: limit 50, offset 0) ----------

/**
 * Where a list is: a department (01..95, 2A, 2B, 971..988), or in New Caledonia, listed by province
 * and commune, a province (PS, PN, PIL) or the postcode of a commune (988xx).
 */
const departmentNumberParam = z.pipe(
  preprocess(
    emptyToUndefined,
    z.string().check(
      z.regex(new RegExp(`^(\\d{2}|2[AB]|9[78]\\d|988\\d{2}|${PROVINCE_CODES.join('|')})$`, 'i'), {
        error: 'Le paramètre numero_departement doit être un numéro de département, une province de Nouvelle-Calédonie (PS, PN, PIL) ou le code postal d’une de ses communes.',
      }),
    ),
  ),
  z.transform(toUpperCase),
);
const sectorParam = preprocess(
  emptyToUndefined,
  z.string().check(z.regex(/^\d{2}$/, { error: "Le paramètre secteur_activite doit être une division NAF à 2 chiffres." })),
);
const codeNafParam = z.pipe(
  preprocess(
    emptyToUndefined,
    z.string().check(z.regex(/^\d{2}\.?\d{2}[A-Z]$/i, { error: 'Le paramètre code_naf doit être un code NAF (ex. 62.01Z).' })),
  ),
  z.transform((v) => {
    const u = v.toUpperCase().replace('.', '');
    return `${u.slice(0, 2)}.${u.slice(2)}`;
  }),
);

export const SeoSecteursQuerySchema = z.object({ numero_departement: departmentNumberParam });
export const SeoCodesNafQuerySchema = z.object({ numero_departement: departmentNumberParam, secteur_activite: sectorParam });
export const SeoEntreprisesQuerySchema = z.object({
  numero_departement: optionalParam(departmentNumberParam),
  secteur_activite: optionalParam(sectorParam),
  code_naf: optionalParam(codeNafParam),
  /** Minimum share capital in cents. */
  capital_social: optionalParam(intParam({ min: 0, max: Number.MAX_SAFE_INTEGER, label: 'capital_social' })),
  limit: limitParam(50),
  offset: offsetParam(),
});
