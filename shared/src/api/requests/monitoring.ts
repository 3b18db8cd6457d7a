// Request schemas of the monitoring service (surveillances, favourite groups, revelations and their
// reports), for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import {
  REPORT_FORMATS,
  GROUPES_SURVEILLANCE,
  FAVOURITE_GROUP_NAME_MAX,
  MAX_REVELATIONS_MARKED,
  MAX_BASKET_SURVEILLANCES,
  NOTICE_TYPES,
} from '../monitoring';
import { dateParam, emptyToUndefined, enumParam, idParam, intParam, offsetParam, optionalParam, textParam } from './params';

const MAX_ID = 2_147_483_647;

/** A page of 1 to 100 items, 20 by default. */
const pageLimit = () => z._default(optionalParam(intParam({ min: 1, max: 100, label: 'limit' })), 20);

/** `true` or `false` in a query string. */
const boolParam = (label: string) =>
  preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : emptyToUndefined(v)),
    z.boolean({ error: `Le paramètre ${label} doit valoir true ou false.` }),
  );

/** A list of values in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const listOf = (v: unknown) => {
  if (v === undefined || v === '') return undefined;
  return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);
};

const bodyId = (label: string) =>
  z.int({ error: `Le champ ${label} doit être un nombre entier.` }).check(
    z.gte(1, { error: `Le champ ${label} doit être supérieur ou égal à 1.` }),
    z.lte(MAX_ID, { error: `Le champ ${label} est trop grand.` }),
  );

const monitoringDomain = (label: string) => z.enum(GROUPES_SURVEILLANCE, { error: `Le champ ${label} doit valoir ${GROUPES_SURVEILLANCE.join(', ')}.` });

/** The customer account a call acts for; the selected one when absent. */
const accountParams = { id_compte_client: optionalParam(idParam('id_compte_client')) };
export const MonitoringCompteQuerySchema = z.object(accountParams);

export const MonitoringIdParamsSchema = z.object({ id: idParam('id') });
export const SurveillanceEntrepriseParamsSchema = z.object({ idEntreprise: idParam('idEntreprise') });
export const GroupeFavoriParamsSchema = z.object({ idGroupe: idParam('idGroupe') });

// ---------- Surveillances ----------

/** GET surveillance: the account's surveillances, newest first; `q` is a SIREN or words of the name. */
export const SurveillancesQuerySchema = z.object({
  ...accountParams,
  statut: optionalParam(enumParam(['ACTIVE', 'TERMINEE'], 'statut')),
  id_groupe_favori: optionalParam(idParam('id_groupe_favori')),
  q: optionalParam(textParam('q', 120)),
  limit: pageLimit(),
  offset: offsetParam(),
});
export type SurveillancesQuery = z.infer<typeof SurveillancesQuerySchema>;

/** POST surveillance: monitor a company, for the domains given (all by default). */
export const SurveillanceCreationBodySchema = z.object({
  id_entreprise: bodyId('id_entreprise'),
  domaines: z.optional(
    z.array(monitoringDomain('domaines')).check(
      z.minLength(1, { error: 'Le champ domaines doit nommer au moins un domaine.' }),
      z.maxLength(GROUPES_SURVEILLANCE.length * 2, { error: 'Le champ domaines nomme trop de domaines.' }),
    ),
  ),
  id_groupe_favori: z.optional(z.nullable(bodyId('id_groupe_favori'))),
  id_compte_client: z.optional(bodyId('id_compte_client')),
});
export type SurveillanceCreationBody = z.infer<typeof SurveillanceCreationBodySchema>;

/** PUT surveillance/{id}: finish a surveillance, or continue a finished one. */
export const SurveillanceActionBodySchema = z.object({
  action: z.enum(['TERMINER', 'CONTINUER'], { error: 'Le champ action doit valoir TERMINER ou CONTINUER.' }),
});

/** PUT surveillance/{id}/groupe_favori: put the surveillance in a group, or take it out (null). */
export const SurveillanceGroupeBodySchema = z.object({
  id_groupe_favori: z.nullable(bodyId('id_groupe_favori')),
});

/** DELETE surveillance/{id}/domaines?lots=BIL&lots=ACT: stop monitoring these domains. */
export const DomainesQuerySchema = z.object({
  ...accountParams,
  lots: preprocess(
    listOf,
    z
      .array(z.enum(GROUPES_SURVEILLANCE, { error: `Le paramètre lots doit valoir ${GROUPES_SURVEILLANCE.join(', ')}.` }), {
        error: 'Le paramètre lots est obligatoire.',
      })
      .check(
        z.minLength(1, { error: 'Le paramètre lots est obligatoire.' }),
        z.maxLength(GROUPES_SURVEILLANCE.length * 2, { error: 'Le paramètre lots nomme trop de domaines.' }),
      ),
  ),
});

/** POST paniers/surveillances: monitor the companies of the basket. */
export const SurveillancesPanierBodySchema = z.object({
  ids_entreprise: z.array(bodyId('ids_entreprise'), { error: 'Le champ ids_entreprise doit être une liste de nombres entiers.' }).check(
    z.minLength(1, { error: 'Le champ ids_entreprise doit nommer au moins une entreprise.' }),
    z.maxLength(MAX_BASKET_SURVEILLANCES, { error: `Le champ ids_entreprise est limité à ${MAX_BASKET_SURVEILLANCES} entreprises.` }),
  ),
  id_compte_client: z.optional(bodyId('id_compte_client')),
});

/** GET surveillance/rapport and revelation/rapport: the file's format. */
const formatParam = preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), enumParam(REPORT_FORMATS, 'format'));

export const SurveillancesRapportQuerySchema = z.object({ ...accountParams, format: formatParam });

// ---------- Favourite groups ----------

/** POST favori, PUT favori/{id}: the group's name, spaces collapsed. */
export const GroupeFavoriBodySchema = z.object({
  libelle: z
    .pipe(
      z.string({ error: 'Le libellé du groupe est obligatoire.' }),
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      z.transform((v) => v.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim()),
    )
    .check(
      z.refine((v) => v.length > 0, { error: 'Le libellé du groupe est obligatoire.' }),
      z.refine((v) => v.length <= FAVOURITE_GROUP_NAME_MAX, { error: `Le libellé du groupe est limité à ${FAVOURITE_GROUP_NAME_MAX} caractères.` }),
    ),
});

// ---------- Revelations ----------

const revelationFilters = {
  ...accountParams,
  lue: optionalParam(boolParam('lue')),
  type_avis: optionalParam(enumParam(NOTICE_TYPES, 'type_avis')),
  groupe: optionalParam(enumParam(GROUPES_SURVEILLANCE, 'groupe')),
  /** true: only the surveillances of a favourite group. */
  favoris: optionalParam(boolParam('favoris')),
  id_surveillance: optionalParam(idParam('id_surveillance')),
  id_groupe_favori: optionalParam(idParam('id_groupe_favori')),
  depuis: optionalParam(dateParam('depuis')),
  jusqua: optionalParam(dateParam('jusqua')),
};

const DATES_IN_ORDER = { error: 'La date depuis doit précéder la date jusqua.' };
const datesInOrder = (q: { depuis?: string | undefined; jusqua?: string | undefined }) => !q.depuis || !q.jusqua || q.depuis <= q.jusqua;

/** GET revelation, revelation/groupefavoris/{idGroupe}: filters and page. */
export const RevelationsQuerySchema = z.object({ ...revelationFilters, limit: pageLimit(), offset: offsetParam() }).check(z.refine(datesInOrder, DATES_IN_ORDER));
export type RevelationsQuery = z.infer<typeof RevelationsQuerySchema>;

/** GET revelation/rapport: the same filters, every match in the file. */
export const RevelationsRapportQuerySchema = z.object({ ...revelationFilters, format: formatParam }).check(z.refine(datesInOrder, DATES_IN_ORDER));

/** GET revelation/ids?ids=1,2,3. */
export const RevelationIdsQuerySchema = z.object({
  ...accountParams,
  ids: preprocess(
    listOf,
    z.array(idParam('ids'), { error: 'Le paramètre ids est obligatoire.' }).check(
      z.minLength(1, { error: 'Le paramètre ids est obligatoire.' }),
      z.maxLength(100, { error: 'Le paramètre ids est limité à 100 identifiants.' }),
    ),
  ),
});

/** PUT revelation/lecture: mark revelations (or all of the account's) read or unread. */
export const LectureBodySchema = z
  .object({
    ids: z.optional(
      z.array(bodyId('ids'), { error: 'Le champ ids doit être une liste de nombres entiers.' }).check(
        z.minLength(1, { error: 'Le champ ids doit nommer au moins une révélation.' }),
        z.maxLength(MAX_REVELATIONS_MARKED, { error: `Le champ ids est limité à ${MAX_REVELATIONS_MARKED} révélations : utilisez tout.` }),
      ),
    ),
    tout: z.optional(z.literal(true, { error: 'Le champ tout ne peut valoir que true.' })),
    lue: z.boolean({ error: 'Le champ lue doit valoir true ou false.' }),
    id_compte_client: z.optional(bodyId('id_compte_client')),
  })
  .check(z.refine((b) => (b.ids === undefined) !== (b.tout === undefined), { error: 'Le corps doit indiquer soit ids, soit tout.' }));
export type LectureBody = z.infer<typeof LectureBodySchema>;
