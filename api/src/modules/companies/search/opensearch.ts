// Company search on OpenSearch (SEARCH_ENGINE=opensearch): the ranking, the filters, the typos and
// the count run in the index (opensearchQuery.ts), which scales across nodes and shards; the page
// of hits is then read from PostgreSQL by primary key, as the PostgreSQL engine shows it, so that a
// hit looks the same whichever engine found it. What stays on PostgreSQL: identifiers (SIREN,
// SIRET, RIDET: exact lookups on unique indexes) and the search of persons.
//
// Totals: exact up to TOTAL_CAP (10,000), beyond which OpenSearch stops counting and the answer
// says `total_capped` (« plus de 10 000 »), as annuaire-entreprises does.
import { type MatchReason, type PersonResults, type SearchHit, type SearchResults, isIdentifierError, parseIdentifier } from '@portail/shared/api';
import type { SearchCompaniesQuery, SearchPersonsQuery } from '@portail/shared/api/requests';
import type { Queryable } from '../../../db/types';
import { type CompanySearchEngine, SearchInputError } from './engine';
import { OpenSearchClient, OpenSearchError } from './opensearchClient';
import { DEFAULT_INDEX_ALIAS, type IndexShape } from './opensearchIndex';
import {
  type TextPlan,
  type Window,
  filterClauses,
  filterSearchBody,
  fuzzySearchBody,
  reasonsBody,
  textPlan,
  textSearchBody,
  tierOf,
  unmark,
} from './opensearchQuery';
import { FUZZY_WHEN_FEWER_THAN, PostgresSearchEngine, type Ranked, hydrateHits } from './postgres';

/** Typo hits kept at most, as on PostgreSQL. */
const FUZZY_MAX = 100;
/** Companies read per request while looking for the companies that hold a page of establishments. */
const WALK_BATCH = 1000;

interface Hit {
  _id: string;
  matched_queries?: string[];
  fields?: { id?: number[]; nb_etablissements?: number[] };
  highlight?: Record<string, string[]>;
}
interface SearchResponse {
  hits: { total?: { value: number; relation: 'eq' | 'gte' }; hits: Hit[] };
  aggregations?: { exact?: { doc_count: number }; establishments?: { value: number } };
}

/** A company as ranked by the index, with its hit (the reasons it matched for, when asked). */
interface Company {
  id: number;
  numero: string;
  tier: number;
  establishments: number;
  hit: Hit;
}

const company = (h: Hit): Company => ({
  id: h.fields?.id?.[0] ?? 0,
  numero: h._id,
  tier: tierOf(h.matched_queries),
  establishments: h.fields?.nb_etablissements?.[0] ?? 0,
  hit: h,
});

export interface OpenSearchEngineOptions {
  client: OpenSearchClient;
  /** The alias searched (the concrete index behind it changes with each full load). */
  alias?: string;
  /** The database the pages are read from, and the identifiers and persons searched in. */
  db: Queryable;
  /** The engine identifiers and persons go to (the PostgreSQL engine over `db` by default). */
  postgres?: CompanySearchEngine;
}

export class OpenSearchSearchEngine implements CompanySearchEngine {
  readonly name = 'opensearch';
  private readonly client: OpenSearchClient;
  private readonly alias: string;
  private readonly db: Queryable;
  private readonly postgres: CompanySearchEngine;

  constructor(opts: OpenSearchEngineOptions) {
    this.client = opts.client;
    this.alias = opts.alias ?? DEFAULT_INDEX_ALIAS;
    this.db = opts.db;
    this.postgres = opts.postgres ?? new PostgresSearchEngine(opts.db);
  }

  searchPersons(q: SearchPersonsQuery): Promise<PersonResults> {
    return this.postgres.searchPersons(q);
  }

  async searchCompanies(q: SearchCompaniesQuery): Promise<SearchResults> {
    const { limit, offset } = q;
    const empty: SearchResults = { total: 0, limit, offset, items: [] };

    // 1. A SIREN, SIRET or RIDET: its exact lookup on PostgreSQL. A phrase of digits that names
    //    no company is then searched as text, as the PostgreSQL engine does.
    const rawNumber = q.numero_identification ?? (q.phrase && /^[\d\s.-]+$/.test(q.phrase) ? q.phrase : undefined);
    if (rawNumber) {
      if (!isIdentifierError(parseIdentifier(rawNumber))) {
        const r = await this.postgres.searchCompanies({ ...q, phrase: undefined, nom_entreprise: undefined, numero_identification: rawNumber });
        if (r.total || q.numero_identification) return r;
      } else if (q.numero_identification) {
        return empty;
      }
    }

    const text = q.phrase ?? q.nom_entreprise;
    if (!text) {
      if (!filterClauses(q).length) throw new SearchInputError('Veuillez saisir au moins un critère de recherche.');
      return this.run(q, null);
    }
    const plan = textPlan(text, !q.phrase && !!q.nom_entreprise);
    if (!plan.norm) return empty;
    return this.run(q, plan);
  }

  private async search(body: unknown): Promise<SearchResponse> {
    const r = await this.client.request<SearchResponse>('POST', `/${encodeURIComponent(this.alias)}/_search`, body);
    return r.body;
  }

  /**
   * The tiers' hits (or the filters'), then the typo hits when the tiers find few, paged; then the
   * page read. A page of companies carries why each hit matched in the hits themselves; a page of
   * establishments asks it apart, for the companies of the page only.
   */
  private async run(q: SearchCompaniesQuery, plan: TextPlan | null): Promise<SearchResults> {
    const { limit, offset } = q;
    const establishments = q.type_entite === 'ETABLISSEMENT';
    const reasons = !establishments;
    const body = (w: Window) => (plan ? textSearchBody(q, plan, w, { establishments, reasons }) : filterSearchBody(q, w, { establishments }));

    const first = await this.search(body(establishments ? { from: 0, size: Math.min(WALK_BATCH, offset + limit) } : { from: offset, size: limit }));
    const companiesTotal = first.hits.total?.value ?? 0;
    let capped = first.hits.total?.relation === 'gte';
    const exact = (first.aggregations?.exact?.doc_count ?? 0) > 0;
    let found = first.hits.hits.map(company);
    // Typos: only when the tiers find little, and no exact name (what was meant is found then).
    let typos: Company[] = [];
    if (plan && companiesTotal < FUZZY_WHEN_FEWER_THAN && !exact) {
      const fz = fuzzySearchBody(q, plan, FUZZY_MAX, { reasons });
      if (fz) typos = (await this.search(fz)).hits.hits.map((h) => ({ ...company(h), tier: 5 }));
    }

    let total: number;
    let ranked: Ranked[];
    if (!establishments) {
      total = companiesTotal + typos.length;
      const rank = (c: Company): Ranked => ({ id: c.id, tier: c.tier, etab_id: null });
      if (offset < companiesTotal) ranked = [...found, ...typos.slice(0, Math.max(0, limit - found.length))].map(rank);
      else ranked = typos.slice(offset - companiesTotal, offset - companiesTotal + limit).map(rank);
    } else {
      // A page of establishments: the companies that hold it, in their order, then theirs.
      const inTiers = first.aggregations?.establishments?.value ?? 0;
      total = inTiers + typos.reduce((n, c) => n + c.establishments, 0);
      capped = false;
      let held = found.reduce((n, c) => n + c.establishments, 0);
      let batch = found.length;
      while (held < offset + limit && batch === WALK_BATCH) {
        const more = (await this.search(body({ from: found.length, size: WALK_BATCH }))).hits.hits.map(company);
        batch = more.length;
        found = [...found, ...more];
        held += more.reduce((n, c) => n + c.establishments, 0);
      }
      ranked = await this.establishmentWindow([...found, ...typos], offset, limit);
    }

    const hits = await hydrateHits(this.db, ranked, q);
    const items = plan ? await this.withReasons(hits, ranked, [...found, ...typos], plan, q, reasons) : hits;
    return { total, limit, offset, items, ...(capped ? { total_capped: true } : {}) };
  }

  /** The establishments at [offset, offset + limit) of these companies taken in order (head office, open ones, then by id). */
  private async establishmentWindow(companies: Company[], offset: number, limit: number): Promise<Ranked[]> {
    let before = 0;
    const holding: Company[] = [];
    let skip = 0;
    for (const c of companies) {
      const after = before + c.establishments;
      if (after > offset && before < offset + limit) {
        if (!holding.length) skip = offset - before;
        holding.push(c);
      }
      before = after;
      if (before >= offset + limit) break;
    }
    if (!holding.length) return [];
    const rows = await this.db.query<{ id: number; etab_id: number }>(
      `select t.entreprise_id as id, t.id as etab_id from etablissement t
        where t.entreprise_id = any($1::int[]) order by array_position($1::int[], t.entreprise_id), t.siege desc, t.actif desc, t.id`,
      [holding.map((c) => c.id)],
    );
    const tiers = new Map(holding.map((c) => [c.id, c.tier]));
    return rows.slice(skip, skip + limit).map((r) => ({ id: r.id, tier: tiers.get(r.id) ?? 5, etab_id: r.etab_id }));
  }

  /**
   * Why each hit matched, as the PostgreSQL engine tells it: a named query per reason, and the
   * former name, sign or executive that matched; from the companies' hits when they carry it
   * (`inHits`), else from one request over the page's companies.
   */
  private async withReasons(
    hits: SearchHit[],
    ranked: Ranked[],
    companies: Company[],
    plan: TextPlan,
    q: SearchCompaniesQuery,
    inHits: boolean,
  ): Promise<SearchHit[]> {
    if (!hits.length) return hits;
    let byId: Map<number, Hit>;
    if (inHits) byId = new Map(companies.map((c) => [c.id, c.hit]));
    else {
      const numbers = new Map(companies.map((c) => [c.id, c.numero]));
      const ids = [...new Set(ranked.map((r) => numbers.get(r.id)).filter((n): n is string => !!n))];
      const r = await this.search(reasonsBody(ids, plan));
      byId = new Map(r.hits.hits.map((h) => [h.fields?.id?.[0] ?? 0, h]));
    }
    const tiers = new Map(ranked.map((x) => [x.id, x.tier]));
    return hits.map((hit) => {
      const h = byId.get(hit.id_entreprise);
      const reasons = new Set(h?.matched_queries ?? []);
      const tier = tiers.get(hit.id_entreprise) ?? 5;
      const first = (field: string) => {
        const v = h?.highlight?.[field]?.[0];
        return v === undefined ? null : unmark(v);
      };
      const matched: MatchReason[] = [];
      let matchedText: string | null = null;
      if (reasons.has('name') || tier <= 2 || tier === 5) matched.push('name');
      if (reasons.has('former_name')) {
        matched.push('former_name');
        matchedText ??= first('anciens_noms');
      }
      if (reasons.has('sign')) {
        matched.push('sign');
        matchedText ??= first('enseignes');
      }
      if (reasons.has('executive') && !q.nom_entreprise) {
        matched.push('executive');
        matchedText ??= first('dirigeants');
      }
      if (reasons.has('address') && !q.nom_entreprise) matched.push('address');
      // The tier says the name did not match: put the real reason first.
      if (tier >= 3 && tier <= 4 && matched[0] === 'name') matched.shift();
      return { ...hit, matchedOn: matched, matched_text: matchedText };
    });
  }
}

export interface OpenSearchConfig {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  alias: string;
  shape: IndexShape;
}

/**
 * The OpenSearch configuration when SEARCH_ENGINE=opensearch (null for the default PostgreSQL
 * engine): OPENSEARCH_URL, OPENSEARCH_USERNAME and OPENSEARCH_PASSWORD, OPENSEARCH_INDEX (the
 * alias), OPENSEARCH_SHARDS and OPENSEARCH_REPLICAS (for the next full load).
 */
export function openSearchConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OpenSearchConfig | null {
  const engine = (env.SEARCH_ENGINE ?? 'postgresql').toLowerCase();
  if (engine === 'postgresql' || engine === 'postgres' || engine === '') return null;
  if (engine !== 'opensearch') throw new Error(`SEARCH_ENGINE doit valoir postgresql ou opensearch (reçu : « ${env.SEARCH_ENGINE} »)`);
  if (!env.OPENSEARCH_URL) throw new Error('SEARCH_ENGINE=opensearch demande OPENSEARCH_URL (par exemple http://127.0.0.1:9200)');
  const count = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} doit être un entier supérieur ou égal à ${min} (reçu : « ${v} »)`);
    return n;
  };
  const shards = count('OPENSEARCH_SHARDS', env.OPENSEARCH_SHARDS, 1);
  const replicas = count('OPENSEARCH_REPLICAS', env.OPENSEARCH_REPLICAS, 0);
  return {
    url: env.OPENSEARCH_URL,
    username: env.OPENSEARCH_USERNAME || undefined,
    password: env.OPENSEARCH_PASSWORD || undefined,
    alias: env.OPENSEARCH_INDEX || DEFAULT_INDEX_ALIAS,
    shape: { ...(shards ? { shards } : {}), ...(replicas !== undefined ? { replicas } : {}) },
  };
}

export function openSearchClient(cfg: Pick<OpenSearchConfig, 'url' | 'username' | 'password'>): OpenSearchClient {
  return new OpenSearchClient({ url: cfg.url, username: cfg.username, password: cfg.password });
}

export { OpenSearchClient, OpenSearchError };
