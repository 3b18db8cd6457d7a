// The OpenSearch index of companies: its settings and mapping, the documents as read from
// PostgreSQL, and the alias searches go through.
//
// One document per company (legal unit), its id the identification number (SIREN, or RIDET in New
// Caledonia), both territories in one index with a `territoire` field. Searches and writes name the
// alias (`<name>`); a full load builds a new concrete index (`<name>-<time>`) and then moves the
// alias onto it in one atomic request, so searches never see a half-built index.
//
// Every write carries the company's `maj` (when PostgreSQL last refreshed its search columns) as
// an external version: a write older than the document in place is refused by OpenSearch and counts
// as done. Thus a full load that read a company before a change, and the change's own write, may
// reach the index in either order: the newer document stays.
import type { Queryable } from '../../../db/types';
import { STOPWORDS } from './engine';
import type { OpenSearchClient } from './opensearchClient';

/** The alias unless configured (OPENSEARCH_INDEX). */
export const DEFAULT_INDEX_ALIAS = 'portail-entreprises';

/**
 * Deepest page a search may ask for: the request schema lets offsets up to 100,000 through, with
 * pages of up to 100 hits. OpenSearch refuses `from + size` beyond this window.
 */
export const MAX_RESULT_WINDOW = 100_100;

/** Longest prefix the edge n-grams hold: a longer word typed is matched on its first 20 letters. */
const MAX_GRAM = 20;

export interface IndexShape {
  /** Primary shards: 1 up to a few million documents; see docs/ARCHITECTURE.md for the national stock. */
  shards?: number;
  replicas?: number;
}

/** An analyzer of French text: apostrophes unified, punctuation made a space, standard words, then `filter`. */
const frenchAnalyzer = (filter: string[]) => ({ type: 'custom', char_filter: ['fr_apostrophes', 'fr_punctuation'], tokenizer: 'standard', filter });

/**
 * A name searched three ways: its stemmed words, the edge n-grams of its words (`prefixe`), its words
 * as written (`mots`). The edge n-grams only filter (a tier is a constant score, never a phrase):
 * they keep which documents hold them, without frequencies, positions or length norms, which are
 * most of the cost of indexing them.
 */
const NAME_FIELD = {
  type: 'text',
  analyzer: 'fr_text',
  fields: {
    prefixe: { type: 'text', analyzer: 'fr_prefix_index', search_analyzer: 'fr_prefix_search', index_options: 'docs', norms: false },
    mots: { type: 'text', analyzer: 'fr_words' },
  },
};

/**
 * French analysis over names, executives and addresses, as PostgreSQL's search columns do it
 * (norm_text, then the french configuration): apostrophes' articles elided (l'Oréal -> oréal), lower
 * case, accents folded (asciifolding), French stop words, Snowball French stemming. Punctuation
 * other than apostrophes splits words (SAINT-GOBAIN, S.A.).
 */
export function indexSettings(shape: IndexShape = {}) {
  const common = ['fr_elision', 'lowercase', 'fr_stop', 'asciifolding', 'portail_stop'];
  return {
    settings: {
      number_of_shards: shape.shards ?? 1,
      number_of_replicas: shape.replicas ?? 0,
      max_result_window: MAX_RESULT_WINDOW,
      refresh_interval: '1s',
      analysis: {
        char_filter: {
          fr_apostrophes: { type: 'mapping', mappings: ['’ => \'', 'ʼ => \''] },
          fr_punctuation: { type: 'pattern_replace', pattern: "[^\\p{L}\\p{N}']+", replacement: ' ' },
        },
        filter: {
          fr_elision: {
            type: 'elision',
            articles_case: true,
            articles: ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'],
          },
          fr_stop: { type: 'stop', stopwords: '_french_' },
          portail_stop: { type: 'stop', stopwords: [...STOPWORDS] },
          fr_stemmer: { type: 'stemmer', language: 'french' },
          prefixes: { type: 'edge_ngram', min_gram: 1, max_gram: MAX_GRAM },
          prefix_length: { type: 'truncate', length: MAX_GRAM },
        },
        analyzer: {
          fr_text: frenchAnalyzer([...common, 'fr_stemmer']),
          fr_prefix_index: frenchAnalyzer(['fr_elision', 'lowercase', 'asciifolding', 'prefixes']),
          fr_words: frenchAnalyzer(common),
          fr_prefix_search: frenchAnalyzer(['fr_elision', 'lowercase', 'asciifolding', 'prefix_length']),
        },
      },
    },
    mappings: {
      dynamic: 'strict',
      properties: {
        id: { type: 'integer' },
        numero_identification: { type: 'keyword' },
        siren: { type: 'keyword' },
        ridet: { type: 'keyword' },
        siret_siege: { type: 'keyword' },
        // The name: stemmed words (tier "all words"), edge n-grams (the last word typed), words as
        // written (typos: a misspelt word is closer to the word than to its stem), the whole
        // normalised name (exact tier, and the order by name) and the same without its spaces (a
        // name typed glued: « loreal » for L'ORÉAL).
        nom: NAME_FIELD,
        nom_normalise: { type: 'keyword' },
        nom_colle: { type: 'keyword' },
        // Former names, acronym and signs: each apart for the reasons shown, together in `alias`.
        sigle: { type: 'text', analyzer: 'fr_text', copy_to: 'alias' },
        anciens_noms: { type: 'text', analyzer: 'fr_text', copy_to: 'alias' },
        enseignes: { type: 'text', analyzer: 'fr_text', copy_to: 'alias' },
        alias: NAME_FIELD,
        dirigeants: { type: 'text', analyzer: 'fr_text' },
        adresse: { type: 'text', analyzer: 'fr_text' },
        code_naf: { type: 'keyword' },
        forme_juridique: { type: 'keyword' },
        statut: { type: 'keyword' },
        statut_entreprise: { type: 'keyword' },
        active: { type: 'boolean' },
        categorie: { type: 'keyword' },
        taille: { type: 'short' },
        territoire: { type: 'keyword' },
        departement: { type: 'keyword' },
        code_postal: { type: 'keyword' },
        code_commune: { type: 'keyword' },
        commune: { type: 'keyword', index: false },
        nb_etablissements: { type: 'integer' },
      },
    },
  };
}

/** A company as indexed. */
export interface CompanyDocument {
  id: number;
  numero_identification: string;
  siren: string | null;
  ridet: string | null;
  siret_siege: string | null;
  nom: string | null;
  nom_normalise: string;
  nom_colle: string;
  sigle: string | null;
  anciens_noms: string[];
  enseignes: string[];
  dirigeants: string[];
  adresse: string | null;
  code_naf: string | null;
  forme_juridique: string | null;
  statut: string;
  statut_entreprise: string;
  active: boolean;
  categorie: string | null;
  taille: number;
  territoire: string;
  departement: string | null;
  code_postal: string | null;
  code_commune: string | null;
  commune: string | null;
  nb_etablissements: number;
}

/** A document with its version (the company's `maj`, in microseconds since 1970). */
export interface VersionedDocument {
  doc: CompanyDocument;
  version: number;
}

/** The companies a read of documents takes: those of these numbers, or the ids from `from` to `to`. */
export type DocumentSelection = { numbers: readonly string[] } | { from: number; to: number };

/** The condition on `column` (a company id) that keeps the selection's companies; its parameters follow. */
function selected(column: string, sel: DocumentSelection): string {
  return 'numbers' in sel
    ? `${column} in (select s.id from entreprise s where s.numero_identification = any($1::text[]))`
    : `${column} between $1 and $2`;
}

/**
 * The documents of the selected companies, in the order of their ids. Executives are the current
 * ones (DIRIGEANT, no end date), and the names of natural persons only when the unit is fully
 * diffusible, as refresh_search() indexes them for PostgreSQL; the address is the one
 * refresh_search() built (the street left out under partial diffusion).
 *
 * Set-based: establishments and executives are aggregated per company over the whole selection
 * (one pass each, joined by company id), not looked up company by company; the changes of a few
 * companies and the ranges of a full load go through this one statement.
 */
export async function readDocuments(db: Queryable, sel: DocumentSelection): Promise<VersionedDocument[]> {
  const params = 'numbers' in sel ? [sel.numbers] : [sel.from, sel.to];
  const rows = await db.query<CompanyDocument & { version: string }>(
    `with etab as (
       select t.entreprise_id, count(distinct t.id)::int as n,
              (array_agg(t.siret order by t.actif desc, t.id) filter (where t.siege))[1] as siret_siege,
              array_agg(distinct s) filter (where s is not null) as enseignes
         from etablissement t
         left join lateral unnest(t.enseignes || case when t.denomination_usuelle is null then '{}'::text[] else array[t.denomination_usuelle] end) s
                on s <> ''
        where ${selected('t.entreprise_id', sel)}
        group by t.entreprise_id),
     exec as (
       select x.entreprise_id, array_agg(x.d order by x.d) as dirigeants
         from (select distinct f.entreprise_id,
                      case when f.personne_id is not null and not c.diffusion_partielle
                           then nullif(concat_ws(' ', p.prenoms, v.nom), '')
                           else f.pm_denomination end as d
                 from fonction f join entreprise c on c.id = f.entreprise_id
                 left join personne p on p.id = f.personne_id
                 left join lateral (select p.nom union all select p.nom_usage where p.nom_usage is not null) v on true
                where ${selected('f.entreprise_id', sel)} and f.nature = 'DIRIGEANT' and f.date_fin is null) x
        where x.d is not null
        group by x.entreprise_id)
     select e.id, e.numero_identification, e.siren, e.ridet, etab.siret_siege,
            e.denomination as nom, e.nom_normalise, replace(e.nom_normalise, ' ', '') as nom_colle, e.sigle, e.denominations_precedentes as anciens_noms,
            coalesce(etab.enseignes, '{}') as enseignes, coalesce(exec.dirigeants, '{}') as dirigeants,
            e.adresse_recherche as adresse, e.code_naf, e.forme_juridique, e.statut, e.statut_entreprise, e.active,
            e.categorie_entreprise as categorie, e.taille, e.territoire, e.departement, e.siege_code_postal as code_postal,
            e.siege_code_commune as code_commune, e.siege_commune as commune,
            coalesce(etab.n, 0) as nb_etablissements,
            (extract(epoch from e.maj) * 1000000)::bigint::text as version
       from entreprise e
       left join etab on etab.entreprise_id = e.id
       left join exec on exec.entreprise_id = e.id
      where ${selected('e.id', sel)}
      order by e.id`,
    params,
  );
  return rows.map(({ version, ...doc }) => ({ doc: { ...doc, taille: Number(doc.taille) }, version: Number(version) }));
}

/** The concrete indexes the alias points at (none when it does not exist). */
export async function aliasTargets(client: OpenSearchClient, alias: string): Promise<string[]> {
  const r = await client.request<Record<string, unknown>>('GET', `/_alias/${encodeURIComponent(alias)}`, undefined, { accept: [404] });
  return r.status === 404 ? [] : Object.keys(r.body ?? {});
}

/** A new concrete index for the alias, created with the settings above (not yet behind the alias). */
export async function createIndex(client: OpenSearchClient, alias: string, shape: IndexShape = {}, now = new Date()): Promise<string> {
  const stamp = now.toISOString().replace(/[-:.TZ]/g, '').toLowerCase();
  const name = `${alias}-${stamp}`;
  await client.request('PUT', `/${encodeURIComponent(name)}`, indexSettings(shape));
  return name;
}

/**
 * Moves the alias onto `index` in one atomic request (searches switch from the old index to the new
 * one with no gap), then deletes the indexes it left.
 */
export async function swapAlias(client: OpenSearchClient, alias: string, index: string): Promise<string[]> {
  const old = (await aliasTargets(client, alias)).filter((i) => i !== index);
  await client.request('POST', '/_aliases', {
    actions: [...old.map((i) => ({ remove: { index: i, alias } })), { add: { index, alias, is_write_index: true } }],
  });
  for (const i of old) await client.request('DELETE', `/${encodeURIComponent(i)}`, undefined, { accept: [404] });
  return old;
}

/** Deletes the alias and every index behind it, and the indexes a load left unfinished (tests, tear-down). */
export async function dropIndex(client: OpenSearchClient, alias: string): Promise<void> {
  await client.request('DELETE', `/${encodeURIComponent(`${alias}-*`)}`, undefined, { accept: [404] });
}
