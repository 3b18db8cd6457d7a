// The OpenSearch query DSL of a company search: the same tiers, filters and orders as the
// PostgreSQL engine (postgres.ts), so that both give one behaviour.
//
// Tiers, best first, each a constant score so that the tier decides before anything else:
//   0 exact name, 1 all words of the name (or the name typed without its spaces), 2 name by prefix (the last word typed completes, on the
//   name's edge n-grams), 3 former name, acronym or sign by prefix, 4 every word somewhere in the
//   name, aliases, executives or head-office address (not for a name-only search).
// A function score then adds, within a tier: New Caledonia first when boost=NC, active before
// removed, bigger before smaller; the company id breaks the remaining ties. The weights are
// spaced so that the sum orders exactly as "tier, NC, active, size" would.
// Typos are a second request, as on PostgreSQL only when the tiers find fewer than
// FUZZY_WHEN_FEWER_THAN companies and no exact name: OpenSearch's fuzziness (AUTO, the first
// letter right) on the names and aliases, closest first.
import { NC_DEPARTEMENT, NC_PROVINCES, isProvinceCode } from '@portail/shared/api';
import type { SearchCompaniesQuery } from '@portail/shared/api/requests';
import { matchQuery } from './engine';

/** Above this many hits OpenSearch stops counting: the total says « plus de 10 000 ». */
export const TOTAL_CAP = 10_000;

const TIER_SCORE = [5000, 4000, 3000, 2000, 1000] as const;
const NC_WEIGHT = 500;
const ACTIVE_WEIGHT = 200;
// taille (tailleRang) stays under 200: rank of the headcount band times 4, plus 2 at most.

/**
 * PostgreSQL's norm_text(): lower case, accents and ligatures folded (unaccent), every run of
 * characters other than [a-z0-9] one space, trimmed. The texts of a query are normalised here, as
 * the PostgreSQL engine has the database do it; a test holds the two together.
 */
export function normText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæßøłđðþıĳ]/g, (c) => ({ œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ĳ: 'ij' })[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What a text query matches: the whole normalised text, its words (stop words aside) and its last word as a prefix. */
export interface TextPlan {
  /** The whole text normalised: compared to the whole name (exact tier). */
  norm: string;
  /** Words matched whole. */
  words: string[];
  /** The last word, still being typed, or null. */
  prefix: string | null;
  /** nom_entreprise only: names and aliases, never executives nor addresses. */
  nameOnly: boolean;
}

export function textPlan(text: string, nameOnly: boolean): TextPlan {
  const norm = normText(text);
  const { words, prefix } = matchQuery(norm);
  return { norm, words: words ? words.split(' & ') : [], prefix, nameOnly };
}

type Clause = Record<string, unknown>;

const allWords = (p: TextPlan) => [...p.words, ...(p.prefix ? [p.prefix] : [])].join(' ');

/** Every word of `text` in `field` (analysed as the field is). */
const everyWord = (field: string, text: string): Clause => ({ match: { [field]: { query: text, operator: 'and' } } });

/** The words whole and the last one as a prefix, on `field` and its edge n-grams. */
function namePrefix(field: string, p: TextPlan): Clause | null {
  if (!p.prefix) return p.words.length ? everyWord(field, p.words.join(' ')) : null;
  const must: Clause[] = [{ match: { [`${field}.prefixe`]: { query: p.prefix } } }];
  if (p.words.length) must.unshift(everyWord(field, p.words.join(' ')));
  return { bool: { must } };
}

const named = (clause: Clause | null, name: string, score: number): Clause | null =>
  clause && { constant_score: { filter: clause, boost: score, _name: name } };

/** The tiers of a text search, each named t0..t4 (the hits' matched_queries tell their tier). */
export function tierQuery(p: TextPlan): Clause {
  const all = allWords(p);
  const tiers = [
    named({ term: { nom_normalise: p.norm } }, 't0', TIER_SCORE[0]),
    named(all ? { bool: { should: [everyWord('nom', all), { term: { nom_colle: p.norm.replace(/ /g, '') } }] } } : null, 't1', TIER_SCORE[1]),
    named(p.prefix ? namePrefix('nom', p) : null, 't2', TIER_SCORE[2]),
    named(namePrefix('alias', p), 't3', TIER_SCORE[3]),
    named(
      !p.nameOnly && all ? { multi_match: { query: all, type: 'cross_fields', operator: 'and', fields: ['nom', 'alias', 'dirigeants', 'adresse'] } } : null,
      't4',
      TIER_SCORE[4],
    ),
  ].filter((c): c is Clause => c !== null);
  return { dis_max: { queries: tiers, tie_breaker: 0 } };
}

/** The tier of a hit from its matched queries (t0..t4), 5 for a typo hit. */
export function tierOf(matched: readonly string[] | undefined): number {
  const tiers = (matched ?? []).filter((m) => /^t\d$/.test(m)).map((m) => Number(m.slice(1)));
  return tiers.length ? Math.min(...tiers) : 5;
}

/** The filters of the query (the same as the PostgreSQL engine's). */
export function filterClauses(q: SearchCompaniesQuery): Clause[] {
  const f: Clause[] = [];
  if (q.etat === 'ACTIVE') f.push({ term: { active: true } });
  if (q.etat === 'RADIEE') f.push({ term: { active: false } });
  if (q.statut?.length) f.push({ terms: { statut: q.statut } });
  if (q.forme_juridique) f.push({ term: { forme_juridique: q.forme_juridique } });
  if (q.activite) {
    const a = q.activite.replace('.', '');
    f.push({ prefix: { code_naf: a.length === 2 ? `${a}.` : `${a.slice(0, 2)}.${a.slice(2)}` } });
  }
  if (q.critere_geographique) {
    const g = q.critere_geographique;
    if (/^\d{5}$/.test(g)) f.push({ term: { code_postal: g } });
    else if (isProvinceCode(g)) {
      const p = NC_PROVINCES.find((x) => x.code === g)!;
      f.push({ term: { departement: NC_DEPARTEMENT } }, { terms: { code_commune: [...p.communes] } });
    } else f.push({ term: { departement: g } });
  }
  return f;
}

/**
 * Within a tier: New Caledonia first when asked, active, bigger. `scale` shrinks the three below
 * another score that must decide first (the closeness of a typo).
 */
function scoreFunctions(q: SearchCompaniesQuery, scale = 1): Clause[] {
  return [
    ...(q.boost === 'NC' ? [{ filter: { term: { territoire: 'NC' } }, weight: NC_WEIGHT * scale }] : []),
    { filter: { term: { active: true } }, weight: ACTIVE_WEIGHT * scale },
    { field_value_factor: { field: 'taille', factor: scale, missing: 0 } },
  ];
}

/** Typo hits: the closeness (a score of a few units) decides, these only break its ties. */
const TYPO_TIE_SCALE = 0.001;

/** The order of the hits: relevance (score, then id), or the name A to Z over the whole set. */
export function sortOf(q: SearchCompaniesQuery, scored: boolean): Clause[] {
  if (q.tri === 'denomination') return [{ nom_normalise: 'asc' }, { id: 'asc' }];
  if (scored) return [{ _score: 'desc' }, { id: 'asc' }];
  return [...(q.boost === 'NC' ? [{ territoire: 'desc' }] : []), { active: 'desc' }, { taille: 'desc' }, { id: 'asc' }];
}

/** A window of hits; ids and what ranks them only (the page is read from PostgreSQL). */
export interface Window {
  from: number;
  size: number;
}

const FIELDS = { _source: false, docvalue_fields: ['id', 'nb_etablissements'] };

export interface SearchOptions {
  /** The sum of the hits' establishments too (a search of establishments). */
  establishments?: boolean;
  /** Why each hit matched, in the hits themselves (matched queries and highlights): a page of companies. */
  reasons?: boolean;
}

/** The text search: tiers, filters, the function score; the total counted up to TOTAL_CAP. */
export function textSearchBody(q: SearchCompaniesQuery, p: TextPlan, w: Window, opts: SearchOptions = {}): Clause {
  const body = {
    ...FIELDS,
    from: w.from,
    size: w.size,
    track_total_hits: TOTAL_CAP,
    query: {
      function_score: {
        query: { bool: { must: [tierQuery(p)], filter: filterClauses(q), ...(opts.reasons ? { should: reasonShoulds(p) } : {}) } },
        functions: scoreFunctions(q),
        score_mode: 'sum',
        boost_mode: 'sum',
      },
    },
    sort: sortOf(q, true),
    aggs: {
      exact: { filter: { term: { nom_normalise: p.norm } } },
      ...(opts.establishments ? { establishments: { sum: { field: 'nb_etablissements' } } } : {}),
    },
  };
  return opts.reasons ? withReasons(body, p) : body;
}

/** Filters only: every company they select, in the default order. */
export function filterSearchBody(q: SearchCompaniesQuery, w: Window, opts: Pick<SearchOptions, 'establishments'> = {}): Clause {
  return {
    ...FIELDS,
    from: w.from,
    size: w.size,
    track_total_hits: TOTAL_CAP,
    query: { bool: { filter: filterClauses(q) } },
    sort: sortOf(q, false),
    ...(opts.establishments ? { aggs: { establishments: { sum: { field: 'nb_etablissements' } } } } : {}),
  };
}

/**
 * Typos: every word of the query, each within OpenSearch's AUTO distance of a word of the name
 * or of the aliases (the first letter right), among the companies the tiers did not find; the
 * closest first (fuzzy matches score less the more edits they take), then active, bigger.
 */
export function fuzzySearchBody(q: SearchCompaniesQuery, p: TextPlan, size: number, opts: Pick<SearchOptions, 'reasons'> = {}): Clause | null {
  const all = allWords(p);
  if (!all) return null;
  const body = {
    ...FIELDS,
    size,
    track_total_hits: false,
    query: {
      function_score: {
        query: {
          bool: {
            must: [
              {
                multi_match: {
                  query: all,
                  type: 'best_fields',
                  operator: 'and',
                  fields: ['nom.mots^2', 'alias.mots'],
                  fuzziness: 'AUTO',
                  prefix_length: 1,
                  max_expansions: 50,
                },
              },
            ],
            must_not: [tierQuery(p)],
            filter: filterClauses(q),
            ...(opts.reasons ? { should: reasonShoulds(p) } : {}),
          },
        },
        functions: scoreFunctions(q, TYPO_TIE_SCALE),
        score_mode: 'sum',
        boost_mode: 'sum',
      },
    },
    sort: q.tri === 'denomination' ? sortOf(q, true) : [{ _score: 'desc' }, { id: 'asc' }],
  };
  return opts.reasons ? withReasons(body, p) : body;
}

/** Around the words highlighted: characters no name holds (start and end of text), taken out again by `unmark`. */
const MARK_START = '\u0002';
const MARK_END = '\u0003';

/** Names of the reasons a hit may have matched for, as the PostgreSQL engine tells them. */
export const REASON_FIELDS = {
  name: ['nom', 'sigle'],
  former_name: ['anciens_noms'],
  sign: ['enseignes'],
  executive: ['dirigeants'],
  address: ['adresse'],
} as const;

/** One named query per reason: every word typed in one of its fields, the last one as a prefix. */
function reasonClauses(p: TextPlan): Clause[] {
  const text = allWords(p);
  const inField = (field: string): Clause =>
    p.prefix ? { match_bool_prefix: { [field]: { query: text, operator: 'and' } } } : everyWord(field, text);
  return Object.entries(REASON_FIELDS).map(([reason, fields]) => ({
    bool: { should: fields.map(inField), minimum_should_match: 1, _name: reason },
  }));
}

/** The former name, sign or executive that matched, highlighted whole by the reasons' own queries. */
function reasonsHighlight(p: TextPlan): Clause {
  return {
    pre_tags: [MARK_START],
    post_tags: [MARK_END],
    number_of_fragments: 0,
    require_field_match: true,
    highlight_query: { bool: { should: reasonClauses(p) } },
    fields: { anciens_noms: {}, enseignes: {}, dirigeants: {} },
  };
}

/**
 * Why each hit matched, told by the hits of the search itself: one named query per reason (every
 * word typed in that field, the last one as a prefix), at a score of 0 so that the order does not
 * change, and the highlight of the former name, sign or executive that matched.
 */
function withReasons(body: Clause, p: TextPlan): Clause {
  return { ...body, highlight: reasonsHighlight(p) };
}

/** The reasons' named queries, scoring nothing, as optional clauses of a bool query. */
const reasonShoulds = (p: TextPlan): Clause[] => reasonClauses(p).map((c) => ({ constant_score: { filter: c, boost: 0 } }));

/**
 * Why each hit of a page matched, in a request of its own over the page's documents (a page of
 * establishments, whose companies' search reads more hits than the page shows).
 */
export function reasonsBody(ids: readonly string[], p: TextPlan): Clause {
  return withReasons(
    {
      size: ids.length,
      _source: false,
      docvalue_fields: ['id'],
      query: { bool: { filter: [{ ids: { values: ids } }], should: reasonClauses(p) } },
    },
    p,
  );
}

/** The value a highlight fragment came from: the field's value without the marks. */
export function unmark(fragment: string): string {
  return fragment.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
}
