// Company and person search on PostgreSQL full-text search (french configuration over unaccented
// text) with pg_trgm for typos.
//
// Ranking of companies, best first:
//   0 exact name, 1 all words of the name, 2 name by prefix (as you type), 3 former name, acronym or
//   sign, 4 executive or address, 5 typo: each word may stand for its nearest known words
//   (trigrams over the dictionary of name words, table mot_nom), closest names first — only when
//   the full-text tiers find fewer than FUZZY_WHEN_FEWER_THAN hits.
// Within a tier: New Caledonia first when boost=NC, active before removed (unless `etat` filters),
// bigger before smaller, then id for a stable order.
//
// Work per query is bounded whatever its length (up to 200 characters, some 50 words): at most
// MAX_MATCH_WORDS words go into the full-text query, at most MAX_TYPO_WORDS words are corrected,
// with one lookup in the dictionary for all of them, so a search is a handful of statements. On
// PostgreSQL each statement also has STATEMENT_TIMEOUT_MS to run; PGlite runs one statement at a
// time for everybody and has no timer, so there the word caps are what keeps one query from
// holding up the others.
import {
  type MatchReason,
  type PersonResults,
  type SearchHit,
  type SearchResults,
  isIdentifierError,
  parseIdentifier,
} from '@portail/shared/api';
import { type SearchCompaniesQuery, type SearchPersonsQuery } from '@portail/shared/api/requests';
import type { Database, Queryable } from '../../../db/types';
import { formeJuridique } from '../../../data/formes-juridiques';
import { activite, adresse, etatOf, resume, roleLabel, type EntrepriseResumeDbRow, type PersonneDbRow } from '../mappers';
import { RESUME_JSON } from '../repository';
import { type CompanySearchEngine, STOPWORDS, SearchInputError, matchQuery } from './engine';
import { editDistance, edits1, trigramSimilarity } from './wordDistance';
import { areaCondition } from '../../reference';

export const FUZZY_WHEN_FEWER_THAN = 30;
const FUZZY_MAX = 100;
/** Known words tried in place of each word of the query when looking for a typo. */
const TYPO_CANDIDATES = 4;
/** Nearest words by trigram similarity among which the edit distance picks the candidates. */
const TYPO_TRIGRAM_POOL = 30;
/**
 * Words of a query corrected for typos, the longest first: they hold the most letters, hence most
 * of the typos, and tell names apart best. What a person types is a few words.
 */
export const MAX_TYPO_WORDS = 6;
/**
 * On PostgreSQL, the longest a statement of a search may run. A search statement takes
 * milliseconds (under 100 ms at the 99th percentile on a million companies): this only stops a
 * runaway one from holding a connection, with room to spare for a slow or busy machine.
 */
export const STATEMENT_TIMEOUT_MS = 5000;

/**
 * Indexes of the words of `tokens` to correct for typos: words of 3 letters or more, the
 * MAX_TYPO_WORDS longest, the first typed among words of the same length.
 */
export function typoWords(tokens: string[]): number[] {
  return tokens
    .map((t, k) => ({ t, k }))
    .filter(({ t }) => t.length >= 3)
    .sort((a, b) => b.t.length - a.t.length || a.k - b.k)
    .slice(0, MAX_TYPO_WORDS)
    .map(({ k }) => k)
    .sort((a, b) => a - b);
}

/** A hit as ranked, before its display fields: the company, its tier, the establishment listed (or null). */
export interface Ranked {
  id: number;
  tier: number;
  etab_id: number | null;
}

interface HitRow {
  id: number;
  numero_identification: string;
  denomination: string | null;
  sigle: string | null;
  personne_morale: boolean;
  diffusion_partielle: boolean;
  forme_juridique: string | null;
  code_naf: string | null;
  statut: string;
  statut_entreprise: string;
  date_creation: string | null;
  territoire: 'FR' | 'NC';
  t_id: number | null;
  t_siret: string | null;
  t_rang: string | null;
  ridet: string | null;
  t_siege: boolean | null;
  t_enseignes: string[] | null;
  t_numero_voie: string | null;
  t_indice: string | null;
  t_type_voie: string | null;
  t_libelle_voie: string | null;
  t_complement: string | null;
  t_code_postal: string | null;
  t_commune: string | null;
  t_departement: string | null;
  t_pays: string | null;
  t_partielle: boolean | null;
  m_name: boolean | null;
  m_former: string | null;
  m_sign: string | null;
  m_exec: string | null;
  m_address: boolean | null;
}

/**
 * The full-text side of a search: tq_all, every word whole; tq_pre, the last word as a prefix
 * (still being typed); and what a company must match. A prefix completes a name, a former name,
 * an acronym or a sign; whole words match anywhere in the document (executives and the head
 * office's address too). Expanding a short prefix over every address and executive of a national
 * corpus gathered millions of postings ("mar:*"): 650 ms at 5 million companies.
 */
function textMatch(pWords: string, pPrefix: string, nameOnly: boolean): { tqAll: string; tqPre: string; match: string } {
  const tqAll = `(case when ${pWords} = '' then plainto_tsquery('french', ${pPrefix}) when ${pPrefix} = '' then to_tsquery('french', ${pWords}) else to_tsquery('french', ${pWords}) && plainto_tsquery('french', ${pPrefix}) end)`;
  const lastPrefix = `(to_tsquery('french', ${pPrefix} || ':*') || to_tsquery('simple', ${pPrefix} || ':*'))`;
  const tqPre = `(case when ${pPrefix} = '' then to_tsquery('french', ${pWords}) when ${pWords} = '' then ${lastPrefix} else to_tsquery('french', ${pWords}) && ${lastPrefix} end)`;
  const names = '(e.nom_document @@ x.tq_pre or e.alias_document @@ x.tq_pre)';
  return { tqAll, tqPre, match: nameOnly ? names : `(${names.slice(1, -1)} or e.document @@ x.tq_all)` };
}

class Sql {
  params: unknown[] = [];
  add(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}

/** A Database, or any Queryable (no statement timeout then). */
type SearchDatabase = Queryable & Partial<Pick<Database, 'kind' | 'transaction'>>;

export class PostgresSearchEngine implements CompanySearchEngine {
  readonly name = 'postgresql';
  constructor(private readonly db: SearchDatabase) {}

  searchCompanies(q: SearchCompaniesQuery): Promise<SearchResults> {
    return this.bounded((db) => new PostgresSearch(db).searchCompanies(q));
  }

  searchPersons(q: SearchPersonsQuery): Promise<PersonResults> {
    return this.bounded((db) => new PostgresSearch(db).searchPersons(q));
  }

  /**
   * On PostgreSQL, the statements of one search run in a transaction whose statements may take
   * STATEMENT_TIMEOUT_MS each (set local: the pooled connection keeps no setting afterwards).
   * Not on PGlite: a transaction would hold its single connection between statements too.
   */
  private bounded<T>(fn: (db: Queryable) => Promise<T>): Promise<T> {
    const db = this.db;
    if (db.kind !== 'postgres' || !db.transaction) return fn(db);
    return db.transaction(async (tx) => {
      await tx.query("select set_config('statement_timeout', $1, true)", [String(STATEMENT_TIMEOUT_MS)]);
      return fn(tx);
    });
  }
}

/**
 * The display fields of a page of hits that another engine ranked (OpenSearch), read here so that
 * both engines show a hit alike; without match reasons, which that engine tells.
 */
export function hydrateHits(db: Queryable, ranked: Ranked[], q: SearchCompaniesQuery): Promise<SearchHit[]> {
  return new PostgresSearch(db).hydrate(ranked, q, null);
}

/** The statements of one search, over one connection (or the pool). */
class PostgresSearch {
  constructor(private readonly db: Queryable) {}

  private async normalise(text: string): Promise<string> {
    const [r] = await this.db.query<{ q: string | null }>('select norm_text($1) as q', [text]);
    return r?.q ?? '';
  }

  /** Filters shared by every tier, on table alias e. */
  private filters(q: SearchCompaniesQuery, sql: Sql): string[] {
    const where: string[] = [];
    if (q.etat === 'ACTIVE') where.push('e.active');
    if (q.etat === 'RADIEE') where.push('not e.active');
    if (q.statut?.length) where.push(`e.statut = any(${sql.add(q.statut)}::text[])`);
    if (q.forme_juridique) where.push(`e.forme_juridique = ${sql.add(q.forme_juridique)}`);
    if (q.activite) {
      const a = q.activite.replace('.', '');
      if (a.length === 2) where.push(`e.code_naf like ${sql.add(`${a}.%`)}`);
      else where.push(`e.code_naf like ${sql.add(`${a.slice(0, 2)}.${a.slice(2)}%`)}`);
    }
    if (q.critere_geographique) {
      const g = q.critere_geographique;
      if (/^\d{5}$/.test(g)) where.push(`e.siege_code_postal = ${sql.add(g)}`);
      // A province of New Caledonia, or a department; one the lists do not know finds nothing.
      else where.push(areaCondition(g, (v) => sql.add(v), () => true)!);
    }
    return where;
  }

  private order(q: SearchCompaniesQuery): string {
    if (q.tri === 'denomination') return 'e.nom_normalise collate "C", e.id';
    const boost = q.boost === 'NC' ? "(e.territoire = 'NC') desc, " : '';
    return `${boost}e.active desc, e.taille desc, e.id`;
  }

  async searchCompanies(q: SearchCompaniesQuery): Promise<SearchResults> {
    const limit = q.limit;
    const offset = q.offset;
    const empty: SearchResults = { total: 0, limit, offset, items: [] };

    // 1. A SIREN, SIRET or RIDET goes straight to its company or establishment.
    const rawNumber = q.numero_identification ?? (q.phrase && /^[\d\s.-]+$/.test(q.phrase) ? q.phrase : undefined);
    if (rawNumber) {
      const p = parseIdentifier(rawNumber);
      if (!isIdentifierError(p)) {
        const ranked = await this.identifierHit(p, q);
        if (ranked.length) {
          const items = offset === 0 ? await this.hydrate(ranked, q, null) : [];
          return { total: ranked.length, limit, offset, items: items.map((h) => ({ ...h, matchedOn: ['identifier'] as MatchReason[] })) };
        }
        if (q.numero_identification) return empty;
      } else if (q.numero_identification) {
        return empty;
      }
    }

    const text = q.phrase ?? q.nom_entreprise;
    const nameOnly = !q.phrase && !!q.nom_entreprise;
    const sql = new Sql();
    const where = this.filters(q, sql);
    if (!text) {
      if (!where.length) throw new SearchInputError('Veuillez saisir au moins un critère de recherche.');
      return this.filterOnly(q, sql, where);
    }
    const norm = await this.normalise(text);
    if (!norm) return empty;
    // Words beyond MAX_MATCH_WORDS are dropped from matching; the exact name compares all of norm.
    const { text: matched, words, prefix } = matchQuery(norm);

    const pNorm = sql.add(norm);
    const pWords = sql.add(words);
    const pPrefix = sql.add(prefix ?? '');
    const { tqAll, tqPre, match: docMatch } = textMatch(pWords, pPrefix, nameOnly);
    const filterSql = where.length ? `and ${where.join(' and ')}` : '';
    const typeEtab = q.type_entite === 'ETABLISSEMENT';

    const tier = `case
        when e.nom_normalise = x.q then 0
        when e.nom_document @@ x.tq_all then 1
        when e.nom_document @@ x.tq_pre then 2
        when e.alias_document @@ x.tq_pre then 3
        else 4 end`;
    const base = `with x as materialized (select ${pNorm}::text as q, ${tqAll} as tq_all, ${tqPre} as tq_pre),
      m as (
        select e.id, ${tier} as tier, ${q.boost === 'NC' ? "e.territoire = 'NC'" : 'false'} as nc, e.active, e.taille, e.nom_normalise as nom
          from entreprise e, x
         where (e.nom_normalise = x.q or ${docMatch}) ${filterSql}
      )`;
    const orderM =
      q.tri === 'denomination' ? 'm.nom collate "C", m.id' : `m.tier, ${q.boost === 'NC' ? 'm.nc desc, ' : ''}m.active desc, m.taille desc, m.id`;

    let ftsTotal: number;
    let ftsPage: Ranked[];
    let exact = false;
    if (!typeEtab) {
      const pL = sql.add(limit);
      const pO = sql.add(offset);
      const [r] = await this.db.query<{ total: number; exact: boolean; page: Ranked[] | null }>(
        `${base}
         select (select count(*)::int from m) as total, exists (select 1 from m where m.tier = 0) as exact,
                (select json_agg(json_build_object('id', p.id, 'tier', p.tier, 'etab_id', null))
                   from (select * from m order by ${orderM} limit ${pL} offset ${pO}) p) as page`,
        sql.params,
      );
      ftsTotal = r?.total ?? 0;
      ftsPage = r?.page ?? [];
      exact = r?.exact ?? false;
    } else {
      const pL = sql.add(limit);
      const pO = sql.add(offset);
      const [r] = await this.db.query<{ total: number; exact: boolean; page: Ranked[] | null }>(
        `${base},
         t as (select m.*, t.id as etab_id, t.siege, t.actif from m join etablissement t on t.entreprise_id = m.id)
         select (select count(*)::int from t) as total, exists (select 1 from m where m.tier = 0) as exact,
                (select json_agg(json_build_object('id', p.id, 'tier', p.tier, 'etab_id', p.etab_id))
                   from (select * from t order by ${orderM.replace(/m\./g, 't.')}, t.siege desc, t.actif desc, t.etab_id
                         limit ${pL} offset ${pO}) p) as page`,
        sql.params,
      );
      ftsTotal = r?.total ?? 0;
      ftsPage = r?.page ?? [];
      exact = r?.exact ?? false;
    }

    // 2. Typos: trigram similarity on names, only when full text finds little.
    let total = ftsTotal;
    let ranked = ftsPage;
    // An exact name found is what was meant: no typo stage then.
    if (ftsTotal < FUZZY_WHEN_FEWER_THAN && !exact) {
      const fz = await this.fuzzy(q, norm, matched, words, prefix, nameOnly, typeEtab);
      total = ftsTotal + fz.length;
      if (offset < ftsTotal) ranked = [...ftsPage, ...fz.slice(0, Math.max(0, limit - ftsPage.length))];
      else ranked = fz.slice(offset - ftsTotal, offset - ftsTotal + limit);
    }
    const items = await this.hydrate(ranked, q, { norm, words, prefix });
    return { total, limit, offset, items };
  }

  private async fuzzy(
    q: SearchCompaniesQuery,
    norm: string,
    matched: string,
    words: string,
    prefix: string | null,
    nameOnly: boolean,
    typeEtab: boolean,
  ): Promise<Ranked[]> {
    // Each word of 3+ letters may be misspelt: its nearest known words (trigrams over the
    // dictionary of name words) stand beside it, and the names must hold one of them per word.
    // The words are those of the full-text query (`matched`), and only the MAX_TYPO_WORDS longest
    // are corrected; the others are only looked up as they are, to know whether names hold them.
    const tokens = matched.split(' ').filter((t) => t && !STOPWORDS.has(t));
    if (!tokens.length) return [];
    const toCorrect = typoWords(tokens);
    // All words in one statement. Per corrected word: every known word one edit away (deletion,
    // swap, substitution, insertion: looked up exactly, since a swap breaks too many trigrams for
    // similarity to find it), plus the trigram-nearest known words for two edits. The trigram
    // lookups are branches of a union with the word as a parameter, not a lateral join over the
    // words: the planner cannot cost the trigram index for a word it does not see, and may scan
    // the whole dictionary once per word instead (seen on PGlite: 110 ms a word, 90,000 words).
    /** Spellings looked up exactly, and the words (indexes in tokens) each stands for. */
    const spellings = new Map<string, Set<number>>();
    const spelling = (w: string, k: number) => {
      if (!spellings.has(w)) spellings.set(w, new Set());
      spellings.get(w)!.add(k);
    };
    const lookup = new Sql();
    const branches: string[] = [];
    for (const k of toCorrect) {
      const t = tokens[k]!;
      const p = lookup.add(t);
      branches.push(
        `(select ${k}::int as i, mot, nb from mot_nom where mot % ${p} and mot <> ${p} order by similarity(mot, ${p}) desc limit ${TYPO_TRIGRAM_POOL})`,
      );
      for (const w of [t, ...edits1(t)]) spelling(w, k);
    }
    tokens.forEach((t, k) => t.length >= 3 && spelling(t, k));
    // The exact spellings: one primary-key probe each. As `mot = any($n)`, PostgreSQL may go
    // through the trigram index instead (pg_trgm indexes equality too): 300 ms for the spellings
    // of two words, against a few milliseconds for the probes.
    if (spellings.size) {
      branches.push(
        `(select -1 as i, m.mot, m.nb from unnest(${lookup.add([...spellings.keys()])}::text[]) as w(mot),
                 lateral (select mot, nb from mot_nom where mot = w.mot offset 0) m)`,
      );
    }
    const candidates = branches.length
      ? await this.db.query<{ i: number; mot: string; nb: number }>(branches.join(' union all '), lookup.params)
      : [];
    // The word itself comes back too when names hold it: that says it is a known word.
    const byWord = tokens.map(() => new Map<string, number>());
    for (const r of candidates) for (const k of r.i >= 0 ? [r.i] : (spellings.get(r.mot) ?? [])) byWord[k]!.set(r.mot, r.nb);
    const found = byWord.flatMap((m, k) => [...m].map(([mot, nb]) => ({ i: k + 1, mot, nb })));
    // Trigrams find the pool; the edit distance decides (one edit for short words, two beyond),
    // then the word sharing more trigrams, then the more common one.
    const known = new Set(found.filter((f) => f.mot === tokens[f.i - 1]).map((f) => f.mot));
    const near = tokens.flatMap((t, k) =>
      found
        .filter((f) => f.i === k + 1 && f.mot !== t)
        .map((f) => ({ i: f.i, mot: f.mot, nb: f.nb, d: editDistance(t, f.mot), sim: trigramSimilarity(t, f.mot) }))
        .filter((f) => f.d <= (t.length <= 4 ? 1 : 2))
        .sort((a, b) => a.d - b.d || b.sim - a.sim || b.nb - a.nb)
        .slice(0, TYPO_CANDIDATES),
    );
    if (!near.length) return [];
    // A word that no name holds and that is near none either is left out rather than failing all.
    const alternatives = tokens
      .map((t, i) => [t, ...near.filter((n) => n.i === i + 1).map((n) => n.mot)])
      .filter((alts) => alts.length > 1 || known.has(alts[0]!) || alts[0]!.length < 3);
    if (!alternatives.length) return [];
    const typoQuery = alternatives.map((alts) => `(${alts.join(' | ')})`).join(' & ');
    // The names that hold the closest word for each word of the query come first.
    const bestQuery = alternatives.map((alts) => alts[alts.length > 1 && !known.has(alts[0]!) ? 1 : 0]).join(' & ');

    const sql = new Sql();
    const filt = this.filters(q, sql);
    const pNorm = sql.add(norm);
    const pWords = sql.add(words);
    const pPrefix = sql.add(prefix ?? '');
    const pTypo = sql.add(typoQuery);
    const pBest = sql.add(bestQuery);
    const { tqAll, tqPre, match: notFts } = textMatch(pWords, pPrefix, nameOnly);
    const pMax = sql.add(FUZZY_MAX);
    // The closest names first; with tri=denomination, those same hits by name.
    const closest = `with x as materialized (select ${pNorm}::text as q, ${tqAll} as tq_all, ${tqPre} as tq_pre, to_tsquery('french', ${pTypo}) as tq_typo, to_tsquery('french', ${pBest}) as tq_best)
       select e.id, e.nom_normalise
         from entreprise e, x
        where (e.nom_document @@ x.tq_typo or e.alias_document @@ x.tq_typo)
          and e.nom_normalise <> x.q and not coalesce(${notFts}, false)
          ${filt.length ? `and ${filt.join(' and ')}` : ''}
        order by (e.nom_document @@ x.tq_best or e.alias_document @@ x.tq_best) desc,
                 greatest(similarity(e.nom_normalise, x.q), strict_word_similarity(x.q, e.nom_normalise),
                          coalesce(similarity(e.autres_noms, x.q), 0), coalesce(strict_word_similarity(x.q, e.autres_noms), 0)) desc,
                 ${this.order({ ...q, tri: 'pertinence' })}
        limit ${pMax}`;
    const rows = await this.db.query<{ id: number }>(
      q.tri === 'denomination' ? `select f.id from (${closest}) f order by f.nom_normalise collate "C", f.id` : closest,
      sql.params,
    );
    if (!typeEtab) return rows.map((r) => ({ id: r.id, tier: 5, etab_id: null }));
    if (!rows.length) return [];
    const etabs = await this.db.query<{ id: number; etab_id: number }>(
      `select t.entreprise_id as id, t.id as etab_id from etablissement t
        where t.entreprise_id = any($1::int[]) order by array_position($1::int[], t.entreprise_id), t.siege desc, t.actif desc, t.id`,
      [rows.map((r) => r.id)],
    );
    return etabs.map((r) => ({ id: r.id, tier: 5, etab_id: r.etab_id }));
  }

  private async filterOnly(q: SearchCompaniesQuery, sql: Sql, where: string[]): Promise<SearchResults> {
    const pL = sql.add(q.limit);
    const pO = sql.add(q.offset);
    const filterSql = where.join(' and ');
    const typeEtab = q.type_entite === 'ETABLISSEMENT';
    const [r] = await this.db.query<{ total: number; page: Ranked[] | null }>(
      typeEtab
        ? `select (select count(*)::int from entreprise e join etablissement t on t.entreprise_id = e.id where ${filterSql}) as total,
                  (select json_agg(json_build_object('id', p.id, 'tier', 9, 'etab_id', p.etab_id)) from (
                     select e.id, t.id as etab_id from entreprise e join etablissement t on t.entreprise_id = e.id
                      where ${filterSql} order by ${this.order(q)}, t.siege desc, t.actif desc, t.id limit ${pL} offset ${pO}) p) as page`
        : `select (select count(*)::int from entreprise e where ${filterSql}) as total,
                  (select json_agg(json_build_object('id', p.id, 'tier', 9, 'etab_id', null)) from (
                     select e.id from entreprise e where ${filterSql} order by ${this.order(q)} limit ${pL} offset ${pO}) p) as page`,
      sql.params,
    );
    const items = await this.hydrate(r?.page ?? [], q, null);
    return { total: r?.total ?? 0, limit: q.limit, offset: q.offset, items };
  }

  private async identifierHit(
    p: Exclude<ReturnType<typeof parseIdentifier>, { error: unknown }>,
    q: SearchCompaniesQuery,
  ): Promise<Ranked[]> {
    const wantEtab = q.type_entite === 'ETABLISSEMENT';
    if (p.kind === 'SIREN') {
      if (q.nic) {
        const rows = await this.db.query<{ id: number; etab_id: number }>(
          'select entreprise_id as id, id as etab_id from etablissement where siret = $1',
          [p.siren + q.nic],
        );
        return rows.map((r) => ({ id: r.id, tier: 0, etab_id: q.type_entite === 'ENTREPRISE' ? null : r.etab_id }));
      }
      const rows = await this.db.query<{ id: number; etab_id: number | null }>(
        wantEtab
          ? `select e.id, t.id as etab_id from entreprise e join etablissement t on t.entreprise_id = e.id
              where e.siren = $1 order by t.siege desc, t.actif desc, t.id`
          : 'select id, null::int as etab_id from entreprise where siren = $1',
        [p.siren],
      );
      return rows.map((r) => ({ id: r.id, tier: 0, etab_id: r.etab_id }));
    }
    if (p.kind === 'SIRET') {
      const rows = await this.db.query<{ id: number; etab_id: number }>(
        'select entreprise_id as id, id as etab_id from etablissement where siret = $1',
        [p.siret],
      );
      return rows.map((r) => ({ id: r.id, tier: 0, etab_id: q.type_entite === 'ENTREPRISE' ? null : r.etab_id }));
    }
    const rows = await this.db.query<{ id: number; etab_id: number | null }>(
      p.rang
        ? `select e.id, t.id as etab_id from entreprise e join etablissement t on t.entreprise_id = e.id where e.ridet = $1 and t.rang = $2`
        : wantEtab
          ? `select e.id, t.id as etab_id from entreprise e join etablissement t on t.entreprise_id = e.id
              where e.ridet = $1 and $2::text is null order by t.rang`
          : 'select id, null::int as etab_id from entreprise where ridet = $1 and $2::text is null',
      [p.ridet, p.rang],
    );
    return rows.map((r) => ({ id: r.id, tier: 0, etab_id: q.type_entite === 'ENTREPRISE' ? null : r.etab_id }));
  }

  /** Display fields and the reasons each hit matched, for at most one page of hits. */
  async hydrate(
    ranked: Ranked[],
    q: SearchCompaniesQuery,
    text: { norm: string; words: string; prefix: string | null } | null,
  ): Promise<SearchHit[]> {
    if (!ranked.length) return [];
    const ids = ranked.map((r) => r.id);
    const etabIds = ranked.map((r) => r.etab_id ?? 0);
    const sql = new Sql();
    const pIds = sql.add(ids);
    const pEtabs = sql.add(etabIds);
    let reasons = 'null::boolean as m_name, null::text as m_former, null::text as m_sign, null::text as m_exec, null::boolean as m_address';
    let withX = '';
    if (text) {
      const pWords = sql.add(text.words);
      const pPrefix = sql.add(text.prefix ?? '');
      const lastPrefix = `(to_tsquery('french', ${pPrefix} || ':*') || to_tsquery('simple', ${pPrefix} || ':*'))`;
      withX = `x as materialized (select (case when ${pPrefix} = '' then to_tsquery('french', ${pWords}) when ${pWords} = '' then ${lastPrefix} else to_tsquery('french', ${pWords}) && ${lastPrefix} end) as tq),`;
      // Each reason is tested against the words typed; executives of partially diffusible units never match.
      reasons = `
        (e.nom_document @@ x.tq or (e.sigle is not null and to_tsvector('french', norm_text(e.sigle)) @@ x.tq)) as m_name,
        (select d from unnest(e.denominations_precedentes) d where to_tsvector('french', norm_text(d)) @@ x.tq limit 1) as m_former,
        (select s from etablissement t2, unnest(t2.enseignes) s where t2.entreprise_id = e.id and to_tsvector('french', norm_text(s)) @@ x.tq limit 1) as m_sign,
        (select coalesce(concat_ws(' ', p.prenoms, p.nom), f.pm_denomination)
           from fonction f left join personne p on p.id = f.personne_id
          where f.entreprise_id = e.id and f.nature = 'DIRIGEANT' and f.date_fin is null
            and not (e.diffusion_partielle and f.personne_id is not null)
            and to_tsvector('french', norm_text(coalesce(concat_ws(' ', p.prenoms, p.nom, p.nom_usage), f.pm_denomination))) @@ x.tq
          limit 1) as m_exec,
        (e.adresse_recherche is not null and to_tsvector('french', e.adresse_recherche) @@ x.tq) as m_address`;
    }
    const rows = await this.db.query<HitRow & { ord: number }>(
      `with ${withX} r as (select * from unnest(${pIds}::int[], ${pEtabs}::int[]) with ordinality as r(id, etab_id, ord))
       select r.ord, e.id, e.numero_identification, e.denomination, e.sigle, e.personne_morale, e.diffusion_partielle,
              e.forme_juridique, e.code_naf, e.statut, e.statut_entreprise, e.date_creation, e.territoire, e.ridet,
              t.id as t_id, t.siret as t_siret, t.rang as t_rang, t.siege as t_siege, t.enseignes as t_enseignes,
              t.numero_voie as t_numero_voie, t.indice_repetition as t_indice, t.type_voie as t_type_voie,
              t.libelle_voie as t_libelle_voie, t.complement as t_complement, t.code_postal as t_code_postal,
              t.commune as t_commune, t.departement as t_departement, t.pays as t_pays, t.diffusion_partielle as t_partielle,
              ${reasons}
         from r join entreprise e on e.id = r.id
         ${text ? 'cross join x' : ''}
         left join lateral (
           select * from etablissement t
            where (r.etab_id <> 0 and t.id = r.etab_id) or (r.etab_id = 0 and t.entreprise_id = e.id and t.siege)
            order by t.actif desc, t.id limit 1) t on true
        order by r.ord`,
      sql.params,
    );
    return rows.map((h) => {
      const rank = ranked[h.ord - 1]!;
      const partielle = h.diffusion_partielle || !!h.t_partielle;
      const hideName = h.diffusion_partielle && !h.personne_morale;
      const matched: MatchReason[] = [];
      let matchedText: string | null = null;
      if (text) {
        if (h.m_name || rank.tier <= 2 || rank.tier === 5) matched.push('name');
        if (h.m_former) {
          matched.push('former_name');
          matchedText ??= h.m_former;
        }
        if (h.m_sign) {
          matched.push('sign');
          matchedText ??= h.m_sign;
        }
        if (h.m_exec && !q.nom_entreprise) {
          matched.push('executive');
          matchedText ??= h.m_exec;
        }
        if (h.m_address && !q.nom_entreprise) matched.push('address');
        // The tier says the name did not match: put the real reason first.
        if (rank.tier >= 3 && rank.tier <= 4 && matched[0] === 'name') matched.shift();
      }
      const addr = adresse(
        {
          numero_voie: h.t_numero_voie,
          indice_repetition: h.t_indice,
          type_voie: h.t_type_voie,
          libelle_voie: h.t_libelle_voie,
          complement: h.t_complement,
          code_postal: h.t_code_postal,
          commune: h.t_commune,
          code_commune: null,
          departement: h.t_departement,
          pays: h.t_pays ?? 'FRANCE',
          diffusion_partielle: false,
        },
        partielle,
      );
      const isEtab = rank.etab_id !== null;
      return {
        type_entite: isEtab ? 'ETABLISSEMENT' : 'ENTREPRISE',
        id_entreprise: h.id,
        id_etablissement: isEtab ? h.t_id : null,
        numero_identification: h.numero_identification,
        siret: isEtab ? (h.t_siret ?? (h.ridet && h.t_rang ? h.ridet + h.t_rang : null)) : null,
        denomination: hideName ? null : h.denomination,
        sigle: hideName ? null : h.sigle,
        enseigne: h.t_enseignes?.[0] ?? null,
        forme_juridique: formeJuridique(h.forme_juridique),
        activite: activite(h.code_naf),
        adresse: { code_postal: addr.code_postal, commune: addr.commune, departement: addr.departement, ligne: addr.ligne },
        etat: etatOf(h.statut_entreprise),
        statut: h.statut as SearchHit['statut'],
        statut_entreprise: h.statut_entreprise as SearchHit['statut_entreprise'],
        date_creation: h.date_creation,
        territoire: h.territoire,
        siege: isEtab ? !!h.t_siege : true,
        matchedOn: matched,
        matched_text: matchedText,
      };
    });
  }

  async searchPersons(q: SearchPersonsQuery): Promise<PersonResults> {
    const sql = new Sql();
    const where: string[] = [
      // Only persons with at least one function in a fully diffusible unit are searchable.
      `exists (select 1 from fonction f join entreprise e on e.id = f.entreprise_id where f.personne_id = p.id and not e.diffusion_partielle)`,
    ];
    let exactExpr = 'false';
    if (q.nom) {
      const nom = await this.normalise(q.nom);
      if (!nom) return { total: 0, limit: q.limit, offset: q.offset, items: [] };
      const pNom = sql.add(nom);
      const pLike = sql.add(`${nom}%`);
      where.push(`(p.nom_normalise like ${pLike} or p.nom_usage_normalise like ${pLike})`);
      exactExpr = `(p.nom_normalise = ${pNom} or p.nom_usage_normalise = ${pNom})`;
    }
    if (q.prenom) {
      const prenom = await this.normalise(q.prenom);
      if (prenom) where.push(`(' ' || p.prenoms_normalise || ' ') like ${sql.add(`% ${prenom}%`)}`);
    }
    if (q.phrase) {
      const norm = await this.normalise(q.phrase);
      const { words, prefix } = matchQuery(norm);
      const tokens = [...(words ? words.split(' & ') : []), ...(prefix ? [`${prefix}:*`] : [])];
      if (!tokens.length) return { total: 0, limit: q.limit, offset: q.offset, items: [] };
      where.push(`p.document @@ to_tsquery('simple', ${sql.add(tokens.join(' & '))})`);
    }
    if (q.annee_naissance) where.push(`p.annee_naissance = ${sql.add(q.annee_naissance)}`);
    if (q.mois_naissance) where.push(`p.mois_naissance = ${sql.add(q.mois_naissance)}`);
    if (!q.nom && !q.phrase && !q.prenom) throw new SearchInputError('Veuillez saisir au moins le nom ou une phrase de recherche.');

    const pL = sql.add(q.limit);
    const pO = sql.add(q.offset);
    const [r] = await this.db.query<{ total: number; page: { id: number }[] | null }>(
      `with m as (select p.id, ${exactExpr} as exact, p.nom_normalise, p.prenoms_normalise from personne p where ${where.join(' and ')})
       select (select count(*)::int from m) as total,
              (select json_agg(json_build_object('id', x.id)) from
                 (select id from m order by exact desc, nom_normalise, prenoms_normalise, id limit ${pL} offset ${pO}) x) as page`,
      sql.params,
    );
    let total = r?.total ?? 0;
    let ids = (r?.page ?? []).map((x) => x.id);
    // Typo in the last name: trigram similarity when nothing matched by prefix.
    if (total === 0 && q.nom) {
      const fsql = new Sql();
      const nom = await this.normalise(q.nom);
      const pNom = fsql.add(nom);
      const cond = [`p.nom_normalise % ${pNom}`, where[0]!];
      if (q.annee_naissance) cond.push(`p.annee_naissance = ${fsql.add(q.annee_naissance)}`);
      if (q.mois_naissance) cond.push(`p.mois_naissance = ${fsql.add(q.mois_naissance)}`);
      if (q.prenom) {
        const prenom = await this.normalise(q.prenom);
        if (prenom) cond.push(`(' ' || p.prenoms_normalise || ' ') like ${fsql.add(`% ${prenom}%`)}`);
      }
      const rows = await this.db.query<{ id: number }>(
        `select p.id from personne p where ${cond.join(' and ')}
          order by similarity(p.nom_normalise, ${pNom}) desc, p.prenoms_normalise, p.id limit ${FUZZY_MAX}`,
        fsql.params,
      );
      total = rows.length;
      ids = rows.slice(q.offset, q.offset + q.limit).map((x) => x.id);
    }
    if (!ids.length) return { total, limit: q.limit, offset: q.offset, items: [] };
    const rows = await this.db.query<Omit<PersonneDbRow, 'nationalite'> & { fonctions: { role: string; e: EntrepriseResumeDbRow }[] | null }>(
      `select p.id, p.nom, p.nom_usage, p.prenoms, p.mois_naissance::int as mois_naissance, p.annee_naissance::int as annee_naissance,
              (select count(*)::int from fonction f join entreprise e on e.id = f.entreprise_id
                where f.personne_id = p.id and not e.diffusion_partielle) as nombre_fonctions,
              (select json_agg(json_build_object('role', x.role, 'e', x.e)) from (
                 select f.role, ${RESUME_JSON('e')} as e from fonction f join entreprise e on e.id = f.entreprise_id
                  where f.personne_id = p.id and not e.diffusion_partielle
                  order by e.active desc, f.date_fin nulls first, f.id limit 3) x) as fonctions
         from unnest($1::int[]) with ordinality as r(id, ord) join personne p on p.id = r.id
        order by r.ord`,
      [ids],
    );
    return {
      total,
      limit: q.limit,
      offset: q.offset,
      items: rows.map((p) => ({
        id: p.id,
        nom: p.nom,
        nom_usage: p.nom_usage,
        prenoms: p.prenoms,
        mois_naissance: p.mois_naissance,
        annee_naissance: p.annee_naissance,
        nombre_fonctions: p.nombre_fonctions,
        fonctions: (p.fonctions ?? []).map((f) => ({ entreprise: resume(f.e), role: { code: f.role, libelle: roleLabel(f.role) } })),
        matchedOn: ['name'],
      })),
    };
  }
}
