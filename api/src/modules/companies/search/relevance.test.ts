jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../../../testing/cookie-shim'));

// Relevance test set: queries with their expected top results, over the deterministic corpus plus
// hand-written fixture companies. A typo in a company's name must still find it in the top 3. One
// suite for every engine (searchSuite.ts): PostgreSQL's, and OpenSearch's when TEST_OPENSEARCH_URL is set.
import { SearchResultsSchema, type SearchHit } from '@portail/shared/api';
import { SearchCompaniesQuerySchema } from '@portail/shared/api/requests';
import { generateCompany } from '../../../corpus/generator';
import { insertCompanies, refreshSearch } from '../../../corpus/writer';
import type { Database, Queryable } from '../../../db/types';
import { TEST_SEED, get } from '../../../testing/app';
import { fixtureRecord, withKey } from '../../../testing/fixtures';
import { MAX_MATCH_WORDS, STOPWORDS } from './engine';
import { PostgresSearchEngine } from './postgres';
import { searchVariants, useSearchTestApp } from './searchSuite';

const CORPUS = 2500;

interface Case {
  name: string;
  query: string;
  /** Expected identifier (SIREN or RIDET) and the rank it must reach (1 = first). */
  expect: string;
  within?: number;
  matchedOn?: string;
}

const CASES: Case[] = [
  { name: 'exact name', query: 'phrase=danone', expect: '552032534', within: 1 },
  { name: 'upper case', query: 'phrase=DANONE', expect: '552032534', within: 1 },
  { name: 'accent and apostrophe', query: "phrase=l'oreal", expect: '632012100', within: 1 },
  { name: 'accents typed', query: "phrase=L'ORÉAL", expect: '632012100', within: 1 },
  { name: 'elided article glued', query: 'phrase=loreal', expect: '632012100', within: 3 },
  { name: 'two words', query: 'phrase=societe generale', expect: '552120222', within: 1 },
  { name: 'two words accented', query: 'phrase=SOCIÉTÉ GÉNÉRALE', expect: '552120222', within: 1 },
  { name: 'prefix as you type', query: 'phrase=societe gen', expect: '552120222', within: 1 },
  { name: 'prefix of one word', query: 'phrase=decath', expect: '306138900', within: 1 },
  { name: 'typo: missing letter', query: 'phrase=carefour', expect: '652014051', within: 3 },
  { name: 'typo: missing vowel', query: 'phrase=michlin', expect: '855200887', within: 3 },
  { name: 'typo: swapped letters', query: 'phrase=renualt', expect: '441639465', within: 3 },
  { name: 'typo: doubled letter', query: 'phrase=danonne', expect: '552032534', within: 3 },
  { name: 'exact before partial', query: 'phrase=renault', expect: '441639465', within: 1 },
  { name: 'acronym word', query: 'phrase=bnp', expect: '662042449', within: 1 },
  { name: 'full name', query: 'phrase=bnp paribas', expect: '662042449', within: 1 },
  { name: 'stop word name', query: 'phrase=la poste', expect: '356000000', within: 1 },
  { name: 'hyphenated name', query: 'phrase=saint gobain', expect: '542039532', within: 1 },
  { name: 'diaeresis', query: 'phrase=moet hennessy', expect: '775670417', within: 1 },
  { name: 'abbreviation with dots', query: 'phrase=credit agricole sa', expect: '784608416', within: 1 },
  { name: 'prefix of a glued name', query: 'phrase=total', expect: '542051180', within: 1 },
  { name: 'former name', query: 'phrase=gdf suez', expect: '542107651', within: 1, matchedOn: 'former_name' },
  { name: 'former name 2', query: 'phrase=france telecom', expect: '380129866', within: 1, matchedOn: 'former_name' },
  { name: 'sign', query: 'phrase=carrefour market', expect: '652014051', within: 1, matchedOn: 'sign' },
  { name: 'executive', query: 'phrase=quillembois', expect: '855200887', within: 1, matchedOn: 'executive' },
  { name: 'executive with first name', query: 'phrase=hortense quillembois', expect: '855200887', within: 1, matchedOn: 'executive' },
  { name: 'SIREN', query: 'phrase=552032534', expect: '552032534', within: 1, matchedOn: 'identifier' },
  { name: 'SIREN with spaces', query: 'phrase=552 032 534', expect: '552032534', within: 1, matchedOn: 'identifier' },
  { name: 'numero_identification', query: 'numero_identification=380129866', expect: '380129866', within: 1, matchedOn: 'identifier' },
  { name: 'RIDET', query: 'phrase=1234567', expect: '1234567', within: 1, matchedOn: 'identifier' },
  { name: 'boost NC', query: 'phrase=peche lagon&boost=NC', expect: '1234567', within: 1 },
  { name: 'no boost: bigger first', query: 'phrase=peche lagon', expect: withKey('91234501'), within: 1 },
  { name: 'active before removed', query: 'phrase=borealis', expect: withKey('91234504'), within: 1 },
  { name: 'etat=RADIEE', query: 'phrase=borealis&etat=RADIEE', expect: withKey('91234503'), within: 1 },
  { name: 'filters: sector and department', query: 'phrase=bnp&activite=64&critere_geographique=75', expect: '662042449', within: 1 },
  { name: 'filter by postcode', query: 'phrase=danone&critere_geographique=75009', expect: '552032534', within: 1 },
  { name: 'name only', query: 'nom_entreprise=air france', expect: '420495178', within: 1 },
];

/** Corpus companies whose normalised name is unique, to build typo and exact queries from. */
function corpusSamples(): { siren: string; name: string }[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const counts = new Map<string, number>();
  const all: { siren: string; name: string; active: boolean }[] = [];
  for (let i = 0; i < CORPUS; i++) {
    const c = generateCompany(TEST_SEED, i).entreprise;
    if (!c.denomination || !c.siren) continue;
    counts.set(fold(c.denomination), (counts.get(fold(c.denomination)) ?? 0) + 1);
    all.push({ siren: c.siren, name: c.denomination, active: c.statut_entreprise === 'ACTIF' });
  }
  return all.filter((c) => counts.get(fold(c.name)) === 1 && c.name.split(' ').some((w) => w.length >= 7)).filter((_, k) => k % 50 === 0);
}

/**
 * Statements a search may run whatever its length: the text normalised, the full-text query, the
 * typo candidates of all words, the names holding them, the hits' display fields, and on
 * PostgreSQL the statement timeout.
 */
const MAX_STATEMENTS = 6;

/** Drops the 3rd letter of the longest word: "Boulangerie" -> "Boulngerie". */
function typo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = words.indexOf(longest);
  words[i] = longest.slice(0, 3) + longest.slice(4);
  return words.join(' ');
}

describe.each(searchVariants())('search relevance, $label', (v) => {
  const t = useSearchTestApp(v, { companies: CORPUS });

  /** `qs` is "k=v&k=v" with unencoded values, or an object for values that contain "&". */
  const search = async (qs: string | Record<string, string>) => {
    const params =
      typeof qs === 'string' ? new URLSearchParams(qs.split('&').map((kv) => kv.split('=') as [string, string])) : new URLSearchParams(qs);
    const url = `/api/recherche/entreprises_etablissements?${params.toString()}`;
    const { status, body } = await get(t.app, url);
    expect(status).toBe(200);
    return SearchResultsSchema.parse(body);
  };
  const rankOf = (items: SearchHit[], id: string) => items.findIndex((h) => h.numero_identification === id) + 1;

  it.each(CASES)('$name: $query', async (c) => {
    const r = await search(c.query);
    const rank = rankOf(r.items, c.expect);
    expect({ query: c.query, rank: rank > 0 && rank <= (c.within ?? 1) }).toEqual({ query: c.query, rank: true });
    if (c.matchedOn) expect(r.items[rank - 1]!.matchedOn).toContain(c.matchedOn);
  });

  it('orders the whole result set by name with tri=denomination, page after page', async () => {
    const byRelevance = await search('phrase=boulangerie&limit=100');
    expect(byRelevance.total).toBeGreaterThan(20);
    const first = await search('phrase=boulangerie&tri=denomination&limit=10');
    const second = await search('phrase=boulangerie&tri=denomination&limit=10&offset=10');
    expect(first.total).toBe(byRelevance.total);
    const stored = new Map(
      (await t.db.query<{ siren: string; nom: string }>('select siren, nom_normalise as nom from entreprise where siren = any($1::bpchar[])', [
        [...byRelevance.items, ...first.items, ...second.items].map((h) => h.numero_identification),
      ])).map((r) => [r.siren, r.nom]),
    );
    const names = [...first.items, ...second.items].map((h) => stored.get(h.numero_identification)!);
    expect(names).toEqual([...names].sort());
    // The first page holds the first names of the whole set, not of one relevance page.
    if (byRelevance.total <= 100) expect(names.slice(0, 10)).toEqual(byRelevance.items.map((h) => stored.get(h.numero_identification)!).sort().slice(0, 10));
  });

  it('rejects an unknown order with a French message', async () => {
    const { status, body } = await get(t.app, '/api/recherche/entreprises_etablissements?phrase=boulangerie&tri=prix');
    expect(status).toBe(400);
    expect(body.message).toContain('Le paramètre tri doit valoir pertinence, denomination.');
  });

  it('name-only search does not match executives', async () => {
    const r = await search('nom_entreprise=quillembois');
    expect(rankOf(r.items, '855200887')).toBe(0);
  });

  it('never finds a partially diffusible unit by its person name', async () => {
    const r = await search('phrase=zebulon anatole');
    expect(r.items.find((h) => h.numero_identification === withKey('91234502'))).toBeUndefined();
  });

  it('returns a SIRET as an establishment hit', async () => {
    const [e] = await t.db.query<{ siret: string }>("select siret from etablissement where siret like '652014051%' and not siege");
    const r = await search(`phrase=${e!.siret}`);
    expect(r.items[0]).toMatchObject({ type_entite: 'ETABLISSEMENT', siret: e!.siret, siege: false, enseigne: 'CARREFOUR MARKET', matchedOn: ['identifier'] });
  });

  it('finds corpus companies by exact name first, and by name with a typo in the top 3', async () => {
    const samples = corpusSamples();
    expect(samples.length).toBeGreaterThanOrEqual(8);
    const misses: string[] = [];
    for (const s of samples) {
      const exact = await search({ phrase: s.name });
      if (rankOf(exact.items, s.siren) !== 1) misses.push(`exact ${s.name} -> ${rankOf(exact.items, s.siren)}`);
      const fuzzy = await search({ phrase: typo(s.name) });
      const rank = rankOf(fuzzy.items, s.siren);
      if (rank < 1 || rank > 3) misses.push(`typo ${typo(s.name)} -> ${rank}`);
    }
    expect(misses).toEqual([]);
  });

  it('orders active before removed and pages consistently', async () => {
    const all = await search('phrase=boulangerie&limit=100');
    expect(all.total).toBeGreaterThan(5);
    const firstRemoved = all.items.findIndex((h) => h.etat === 'RADIEE');
    if (firstRemoved >= 0) expect(all.items.slice(firstRemoved).every((h) => h.etat === 'RADIEE' || h.matchedOn[0] !== 'name')).toBe(true);
    const p1 = await search('phrase=boulangerie&limit=3&offset=0');
    const p2 = await search('phrase=boulangerie&limit=3&offset=3');
    expect([...p1.items, ...p2.items].map((h) => h.id_entreprise)).toEqual(all.items.slice(0, 6).map((h) => h.id_entreprise));
    expect(p2.total).toBe(all.total);
  });

  it('lists establishments when type_entite=ETABLISSEMENT', async () => {
    const r = await search('phrase=carrefour&type_entite=ETABLISSEMENT');
    const carrefour = r.items.filter((h) => h.numero_identification === '652014051');
    expect(carrefour.map((h) => h.siege)).toEqual([true, false]);
    expect(carrefour.every((h) => h.type_entite === 'ETABLISSEMENT' && h.siret)).toBe(true);
  });

  it('searches with filters only', async () => {
    const r = await search('activite=10&critere_geographique=75&limit=50');
    expect(r.items.every((h) => h.activite.code_naf?.startsWith('10.') && h.adresse.departement === '75')).toBe(true);
    expect(r.items.every((h) => h.matchedOn.length === 0)).toBe(true);
  });

  it('refuses a search without any criterion', async () => {
    const { status, body } = await get(t.app, '/api/recherche/entreprises_etablissements');
    expect(status).toBe(400);
    expect(body.message).toMatch(/critère/);
  });

  it('searches persons by name, first name, birth year and month, with typos', async () => {
    const r = await get(t.app, '/api/recherche/personnes?nom=quillembois&prenom=hortense&annee_naissance=1971&mois_naissance=4');
    expect(r.body.items[0]).toMatchObject({ nom: 'QUILLEMBOIS', prenoms: 'Hortense', annee_naissance: 1971 });
    expect(r.body.items[0].fonctions[0].entreprise.numero_identification).toBe('855200887');
    const typo = await get(t.app, '/api/recherche/personnes?nom=quillenbois');
    expect(typo.body.items[0]?.nom).toBe('QUILLEMBOIS');
    const phrase = await get(t.app, '/api/recherche/personnes?phrase=hortense quill');
    expect(phrase.body.items[0]?.nom).toBe('QUILLEMBOIS');
    const wrongYear = await get(t.app, '/api/recherche/personnes?nom=quillembois&annee_naissance=1972');
    expect(wrongYear.body.total).toBe(0);
  });
  /** A query of 50 misspelt words of 3 letters (200 characters), from known name words with their 2nd letter dropped. */
  const longMisspelt = async () => {
    const known = await t.db.query<{ mot: string }>("select mot from mot_nom where mot ~ '^[a-z]{4}$' order by mot limit 200");
    const misspelt = known.map((r) => r.mot[0] + r.mot.slice(2)).filter((w) => !STOPWORDS.has(w));
    expect(misspelt.length).toBeGreaterThanOrEqual(50);
    const phrase = misspelt.slice(0, 50).join(' ');
    expect(phrase.length).toBeLessThanOrEqual(200);
    return phrase;
  };

  // The work of one search is bounded whatever its length: statements on PostgreSQL, requests on OpenSearch.
  if (v.engine === 'postgresql') {
    /** The engine over the test database, recording the statements it runs (in a transaction too). */
    const recorded = () => {
      const statements: string[] = [];
      const record = (q: Queryable): Queryable => ({
        ...q,
        query: <T>(sql: string, params?: unknown[]) => {
          statements.push(sql);
          return q.query<T>(sql, params);
        },
      });
      const db: Database = { ...t.db, ...record(t.db), transaction: (fn) => t.db.transaction((tx) => fn(record(tx))) };
      const engine = new PostgresSearchEngine(db);
      return { statements, search: (params: Record<string, string>) => engine.searchCompanies(SearchCompaniesQuerySchema.parse(params)) };
    };
    const dictionaryLookups = (statements: string[]) => statements.filter((s) => s.includes('mot_nom')).length;

    it('answers a misspelt query of 50 words (200 characters) in a bounded number of statements', async () => {
      const phrase = await longMisspelt();
      const { statements, search: run } = recorded();
      const r = await run({ phrase });
      expect(SearchResultsSchema.parse(r).offset).toBe(0);
      expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
      expect(dictionaryLookups(statements)).toBe(1);
      // Through the API too.
      const viaApi = await search({ phrase });
      expect(viaApi.total).toBe(r.total);
    });

    it('looks up the typo candidates of all the words in one statement and still finds the company', async () => {
      const { statements, search: run } = recorded();
      const r = await run({ phrase: 'compagnie generale des etablissements michlin' });
      const rank = rankOf(r.items, '855200887');
      expect(rank >= 1 && rank <= 3).toBe(true);
      expect(dictionaryLookups(statements)).toBe(1);
      expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
      const one = recorded();
      const renault = await one.search({ phrase: 'renualt' });
      expect(rankOf(renault.items, '441639465')).toBeGreaterThanOrEqual(1);
      expect(rankOf(renault.items, '441639465')).toBeLessThanOrEqual(3);
      expect(dictionaryLookups(one.statements)).toBe(1);
    });
  } else {
    it('answers a misspelt query of 50 words (200 characters) in at most 2 requests to OpenSearch: tiers, typos', async () => {
      const phrase = await longMisspelt();
      const before = t.client!.requests;
      const r = await search({ phrase });
      expect(r.offset).toBe(0);
      expect(t.client!.requests - before).toBeLessThanOrEqual(2);
    });

    it('tells why each hit matched from the hits of the search itself: one request to OpenSearch for an exact name', async () => {
      let before = t.client!.requests;
      const exact = await search('phrase=danone');
      expect(t.client!.requests - before).toBe(1);
      expect(exact.items[0]!.numero_identification).toBe('552032534');
      expect(exact.items[0]!.matchedOn[0]).toBe('name');

      before = t.client!.requests;
      const former = await search('phrase=gdf suez');
      expect(t.client!.requests - before).toBeLessThanOrEqual(2);
      expect(former.items[0]).toMatchObject({ numero_identification: '542107651', matched_text: 'GDF SUEZ' });
      expect(former.items[0]!.matchedOn).toContain('former_name');
    });
  }

  it(`finds a name of more than ${MAX_MATCH_WORDS} words by its full name first, and with a typo past the words matched`, async () => {
    const denomination =
      'SOCIÉTÉ COOPÉRATIVE AGRICOLE DES PRODUCTEURS DE FRUITS ET LÉGUMES DE LA VALLÉE DU RHÔNE ET DE LA DRÔME PROVENÇALE ARDÉCHOISE VAUCLUSIENNE';
    const ids = await t.db.transaction((tx) =>
      insertCompanies(tx, [fixtureRecord({ siren: withKey('91234590'), denomination, forme: '5499', naf: '01.13Z', commune: { code: '26362', nom: 'Valence', cp: '26000', departement: '26' } })]),
    );
    await refreshSearch(t.db, ids[0]!, ids[0]!);
    await t.reindex([withKey('91234590')]);
    const full = await search({ phrase: denomination });
    expect(rankOf(full.items, withKey('91234590'))).toBe(1);
    // The 12th meaningful word misspelt: the first MAX_MATCH_WORDS still find the company.
    const typoLast = await search({ phrase: denomination.replace('VAUCLUSIENNE', 'VOCLUSIENNE') });
    expect(rankOf(typoLast.items, withKey('91234590'))).toBe(1);
  });
});
