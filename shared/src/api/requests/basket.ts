// Request schemas of the basket service (price grids, baskets), for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { PRODUCT_CATEGORIES, DELIVERY_MODES } from '../common';
import { CODES_ARTICLE, DEBT_STATEMENT_CODES, MAX_DUREE_MOIS, MAX_MAIL_COPIES } from '../basket';
import { isValidSiren } from '../identifiers';
import { ADDRESS_LINE_PATTERN, SPECIAL_CHARS_MESSAGE } from '../../format/validation';
import { emptyToUndefined, enumParam, idParam, limitParam, offsetParam, optionalParam } from './params';

/** A grid code in any case; grids are stored under their code in capitals. */
export const GrilleTarifaireParamsSchema = z.object({
  code: z.pipe(
    z.string().check(
      z.regex(/^[A-Za-z0-9_]{1,40}$/, {
        error: 'Le code de grille tarifaire doit comporter de 1 à 40 lettres, chiffres ou soulignés.',
      }),
    ),
    z.transform((v) => v.toUpperCase()),
  ),
});

/**
 * GET grilles_tarifaires/{code}/syntheses_articles (SPEC §7): the prices of the grid's articles,
 * for a company and one of its registrations when given, narrowed to a product category.
 */
export const SynthesesArticlesQuerySchema = z.object({
  id_entreprise: optionalParam(idParam('id_entreprise')),
  id_inscription: optionalParam(idParam('id_inscription')),
  code_categorie_produit: optionalParam(
    preprocess((v) => (typeof v === 'string' ? emptyToUndefined(v.toUpperCase()) : v), enumParam(PRODUCT_CATEGORIES, 'code_categorie_produit')),
  ),
  limit: limitParam(50),
  offset: offsetParam(),
});

// ---------- Baskets ----------

const uuidParam = (label: string) =>
  preprocess(emptyToUndefined, z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, { error: `Le paramètre ${label} doit être un identifiant UUID.` })));

const gridParam = z.pipe(
  preprocess(
    emptyToUndefined,
    z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'Le paramètre uid_grille_tarifaire doit comporter de 1 à 40 lettres, chiffres ou soulignés.' })),
  ),
  z.transform((v) => v.toUpperCase()),
);

/**
 * Which basket a call is about: a guest's (`uid_invite`, the id the browser keeps) or, with a
 * bearer token, the selected customer account's, on the request's territory. `uid_grille_tarifaire`
 * prices nothing: the grid is the account's and the territory's; naming another territory's grid is
 * refused.
 */
export const PanierQuerySchema = z.object({
  uid_invite: optionalParam(uuidParam('uid_invite')),
  uid_grille_tarifaire: optionalParam(gridParam),
  /** DELETE paniers: the entity whose articles go; the whole basket without it. */
  id_entite: optionalParam(z.string().check(z.regex(/^[ESN][\p{L}\p{N} -]{1,120}$/u, { error: 'Le paramètre id_entite est invalide.' }))),
});

export const SousArticleParamsSchema = z.object({ id: idParam('id') });

const bodyInt = (label: string, min: number, max: number) =>
  z.int({ error: `Le champ ${label} doit être un nombre entier.` }).check(
    z.gte(min, { error: `Le champ ${label} doit être supérieur ou égal à ${min}.` }),
    z.lte(max, { error: `Le champ ${label} doit être inférieur ou égal à ${max}.` }),
  );

const bodyId = (label: string) => bodyInt(label, 1, 2_147_483_647);

/** POST paniers: a document of a company, optionally a given filed deed or set of accounts. */
export const AjoutArticleBodySchema = z.object({
  type: z.enum(CODES_ARTICLE, { error: `Le champ type doit valoir ${CODES_ARTICLE.join(', ')}.` }),
  id_entreprise: bodyId('id_entreprise'),
  id_document: z.optional(bodyId('id_document')),
  diffusion: z.optional(z.enum(DELIVERY_MODES, { error: 'Le champ diffusion doit valoir ELEC ou COURRIER.' })),
});
export type AjoutArticleBody = z.infer<typeof AjoutArticleBodySchema>;

/** POST paniers/etat_endettement_certifie: the certified debt statement of a company of the registry. */
export const EtatEndettementCertifieBodySchema = z.object({ id_entreprise: bodyId('id_entreprise') });

/** Which debt-status statement a debtor's route adds: the full one when the body names none. */
const debtStatementType = z.optional(
  z.enum(DEBT_STATEMENT_CODES, { error: `Le champ type doit valoir ${DEBT_STATEMENT_CODES.join(' ou ')}.` }),
);

/** POST paniers/etat_endettement_debiteur_siren: the statement of a debtor known by its SIREN. */
export const EtatEndettementSirenBodySchema = z.object({
  type: debtStatementType,
  siren: z.pipe(
    z.string({ error: 'Le champ siren est obligatoire.' }),
    z.transform((v) => v.replace(/\s+/g, '')),
  ).check(z.refine((v) => isValidSiren(v), { error: 'Le numéro SIREN est invalide : 9 chiffres dont le dernier est une clé de contrôle.' })),
});

/** POST paniers/etat_endettement_debiteur_approchant: the statement of a debtor searched by name. */
export const EtatEndettementApprochantBodySchema = z.object({
  type: debtStatementType,
  denomination: z.pipe(
    z.string({ error: 'Le champ denomination est obligatoire.' }),
    z.transform((v) => v.replace(/\s+/g, ' ').trim()),
  ).check(
    z.minLength(2, { error: 'La dénomination du débiteur doit comporter au moins 2 caractères.' }),
    z.maxLength(120, { error: 'La dénomination du débiteur est limitée à 120 caractères.' }),
    z.regex(ADDRESS_LINE_PATTERN, { error: SPECIAL_CHARS_MESSAGE }),
  ),
  code_postal: z.optional(z.nullable(z.string().check(z.regex(/^\d{5}$/, { error: 'Le code postal doit comporter 5 chiffres.' })))),
});

const periodicity = (label: string) => z.optional(z.nullable(bodyInt(label, 1, MAX_DUREE_MOIS)));

/** PATCH paniers/sous_articles/{id}: how the document is delivered (at least one channel). */
export const ModificationSousArticleBodySchema = z.object({
  diffusion_electronique: z.optional(z.boolean({ error: 'Le champ diffusion_electronique doit être vrai ou faux.' })),
  diffusion_courrier: z.optional(z.boolean({ error: 'Le champ diffusion_courrier doit être vrai ou faux.' })),
  quantite_courrier: z.optional(bodyInt('quantite_courrier', 1, MAX_MAIL_COPIES)),
  frequence_mois_electronique: periodicity('frequence_mois_electronique'),
  duree_mois_electronique: periodicity('duree_mois_electronique'),
  frequence_mois_courrier: periodicity('frequence_mois_courrier'),
  duree_mois_courrier: periodicity('duree_mois_courrier'),
});
export type ModificationSousArticleBody = z.infer<typeof ModificationSousArticleBodySchema>;
