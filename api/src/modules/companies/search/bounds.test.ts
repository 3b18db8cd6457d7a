jest.setTimeout(120_000);

import { MAX_MATCH_WORDS, matchQuery, prefixQuery } from './engine';
import { MAX_TYPO_WORDS, typoWords } from './postgres';
import { normText, textPlan } from './opensearchQuery';
import { useTestDatabase } from '../../../testing/databases';

describe('matchQuery', () => {
  it('is prefixQuery for a query of up to MAX_MATCH_WORDS words', () => {
    for (const text of ['societe gen', 'la poste', 'bnp paribas sa', 'compagnie generale des etablissements michelin']) {
      expect(matchQuery(text)).toEqual({ text, ...prefixQuery(text) });
    }
    const tenWords = Array.from({ length: MAX_MATCH_WORDS }, (_, i) => `mot${i}`).join(' de ');
    expect(matchQuery(tenWords)).toEqual({ text: tenWords, ...prefixQuery(tenWords) });
  });

  it('keeps the first MAX_MATCH_WORDS meaningful words, the last of them whole', () => {
    const words = Array.from({ length: 50 }, (_, i) => `mot${i}`);
    const r = matchQuery(['la', ...words].join(' des '));
    const kept = words.slice(0, MAX_MATCH_WORDS);
    expect(r.text).toBe(['la', ...kept].join(' des '));
    expect(r.words).toBe(kept.join(' & '));
    expect(r.prefix).toBeNull();
  });
});

describe('typoWords', () => {
  it('corrects every word of 3 letters or more of a short query', () => {
    expect(typoWords(['boulngerie', 'sa', 'duppont'])).toEqual([0, 2]);
  });

  it('corrects the MAX_TYPO_WORDS longest words, the first typed among equals, in query order', () => {
    const tokens = ['abc', 'abcdefgh', 'abcd', 'abcdefg', 'xyz', 'abcdef', 'abcde', 'wxyz', 'vwxyz', 'uvwxyz'];
    const picked = typoWords(tokens);
    expect(picked).toHaveLength(MAX_TYPO_WORDS);
    expect(picked).toEqual([1, 3, 5, 6, 8, 9]);
    expect(typoWords(Array.from({ length: 50 }, () => 'abc'))).toEqual(Array.from({ length: MAX_TYPO_WORDS }, (_, i) => i));
  });
});

describe('the OpenSearch engine reads a query as the PostgreSQL one does', () => {
  const db = useTestDatabase('pglite');

  it("normalises text as PostgreSQL's norm_text does", async () => {
    const texts = [
      "L'ORÉAL",
      'SOCIÉTÉ GÉNÉRALE S.A.',
      'MOËT HENNESSY – LOUIS VUITTON',
      'Œuvre de Cœur & Æther',
      'SAINT-GOBAIN',
      '  Straße  Ørsted ŁÓDŹ  ',
      'Çà et là : 12, rue d’Ypres',
      'ÉTABLISSEMENTS N°1 (Île-de-France)',
    ];
    const [r] = await db.db.query<{ n: string[] }>('select array_agg(norm_text(t) order by k) as n from unnest($1::text[]) with ordinality as x(t, k)', [texts]);
    expect(texts.map(normText)).toEqual(r!.n);
  });

  it(`matches the first ${MAX_MATCH_WORDS} meaningful words, the last one typed as a prefix`, () => {
    expect(textPlan("Société Générale d'Entreprises gen", false)).toEqual({
      norm: 'societe generale d entreprises gen',
      words: ['societe', 'generale', 'entreprises'],
      prefix: 'gen',
      nameOnly: false,
    });
    const long = textPlan(Array.from({ length: 30 }, (_, i) => `mot${i}`).join(' '), true);
    expect(long.words).toHaveLength(MAX_MATCH_WORDS);
    expect(long.prefix).toBeNull();
    expect(textPlan('la', false)).toMatchObject({ norm: 'la', words: [], prefix: null });
  });
});
