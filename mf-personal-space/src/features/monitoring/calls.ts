// The monitoring pages' reads, as their loaders (needs.ts) and the pages make them: the filters the
// address keeps, the surveillances, the favourite groups and the revelations. Apart from the
// service's changes (api.ts): the loaders come with the remote, the pages' code when first opened.
import {
  GROUPES_SURVEILLANCE,
  GroupeFavoriListSchema,
  NOTICE_TYPES,
  RevelationPageSchema,
  SurveillancePageSchema,
  apiCall,
  authApi,
  isCalendarDate,
  keyedCall,
  type GroupeFavori,
  type GroupeSurveillance,
  type QueryParams,
  type Surveillance,
  type TypeAvis,
} from '@portail/shared';

/** The whole number the address gives for `name`, at least `min`; null when it gives none. */
function wholeParam(params: URLSearchParams, name: string, min: number): number | null {
  const v = params.get(name);
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min ? n : null;
}

export const SURVEILLANCE_PAGE_SIZE = 20;
export const REVELATION_PAGE_SIZE = 20;

// ---------- Surveillances ----------

export interface SurveillanceFilter {
  /** null: active and finished ones. */
  statut: Surveillance['statut'] | null;
  /** A SIREN or words of the company's name. */
  q: string | null;
  /** A favourite group's id. */
  groupe: number | null;
  page: number;
}

/** The account's surveillances, newest first. */
export const surveillancesCall = (f: SurveillanceFilter) =>
  apiCall(SurveillancePageSchema, 'surveillance', { statut: f.statut, q: f.q, id_groupe_favori: f.groupe, limit: SURVEILLANCE_PAGE_SIZE, offset: f.page * SURVEILLANCE_PAGE_SIZE });

/** The longest search the API takes. */
export const Q_MAX = 120;

/** A SIREN typed with spaces is sent as its nine digits. */
export function normalizeQuery(value: string): string | null {
  const q = value.replace(/\s+/g, ' ').trim().slice(0, Q_MAX);
  const digits = q.replace(/\s/g, '');
  return q === '' ? null : /^\d{9}$/.test(digits) ? digits : q;
}

/** The filter as the address keeps it, so that it can be shared: active ones by default. */
export function surveillanceFilterFrom(params: URLSearchParams): SurveillanceFilter {
  const status = params.get('statut');
  return {
    statut: status === 'TERMINEE' ? 'TERMINEE' : status === 'TOUTES' ? null : 'ACTIVE',
    q: normalizeQuery(params.get('q') ?? ''),
    groupe: wholeParam(params, 'groupe', 1),
    page: wholeParam(params, 'page', 0) ?? 0,
  };
}

// ---------- Favourite groups ----------

const FAVOURITE_GROUPS_PATH = 'favori';
export const favouriteGroupsCall = keyedCall(FAVOURITE_GROUPS_PATH, undefined, (signal): Promise<GroupeFavori[]> =>
  authApi()
    .getJson(GroupeFavoriListSchema, FAVOURITE_GROUPS_PATH, undefined, { signal })
    .then((list) => list.items),
);

// ---------- Revelations ----------

export interface RevelationFilter {
  /** null: read and unread ones. */
  lue: boolean | null;
  type_avis: TypeAvis | null;
  /** A monitoring domain. */
  groupe: GroupeSurveillance | null;
  /** Only the surveillances of a favourite group. */
  favoris: boolean;
  /** One favourite group's id. */
  id_groupe_favori: number | null;
  depuis: string | null;
  jusqua: string | null;
  page: number;
}

/** The filters of the list, as the list and its report take them. */
export function revelationQuery({ page: _, favoris, ...f }: RevelationFilter): QueryParams {
  return { ...f, favoris: favoris || null };
}

/** The account's revelations, newest first, with its unread count. */
export const revelationsCall = (f: RevelationFilter) =>
  apiCall(RevelationPageSchema, 'revelation', { ...revelationQuery(f), limit: REVELATION_PAGE_SIZE, offset: f.page * REVELATION_PAGE_SIZE });

function oneOf<T extends string>(values: readonly T[], v: string | null): T | null {
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;
}

/** The filters as the address keeps them, so that they can be shared. */
export function revelationFilterFrom(params: URLSearchParams): RevelationFilter {
  const date = (name: string) => {
    const v = params.get(name);
    return v && isCalendarDate(v) ? v : null;
  };
  const read = params.get('lue');
  return {
    lue: read === 'true' ? true : read === 'false' ? false : null,
    type_avis: oneOf(NOTICE_TYPES, params.get('type_avis')),
    groupe: oneOf(GROUPES_SURVEILLANCE, params.get('domaine')),
    favoris: params.get('favoris') === 'true',
    id_groupe_favori: wholeParam(params, 'groupe_favori', 1),
    depuis: date('depuis'),
    jusqua: date('jusqua'),
    page: wholeParam(params, 'page', 0) ?? 0,
  };
}
