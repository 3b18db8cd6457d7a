import { searchVariants } from './searchSuite';

describe('the engines the search suite runs against', () => {
  const node = { TEST_OPENSEARCH_URL: 'http://127.0.0.1:9290' };

  it("are PostgreSQL's alone without a node", () => {
    const engines = searchVariants({}).map((v) => v.engine);
    expect(engines.length).toBeGreaterThan(0);
    expect(new Set(engines)).toEqual(new Set(['postgresql']));
  });

  it('add one OpenSearch run when a node is named', () => {
    const variants = searchVariants(node);
    expect(variants.filter((v) => v.engine === 'opensearch')).toHaveLength(1);
    expect(variants.filter((v) => v.engine === 'postgresql')).toEqual(searchVariants({}));
  });

  it('keep only the engines TEST_SEARCH_ENGINES names', () => {
    expect(searchVariants({ ...node, TEST_SEARCH_ENGINES: 'opensearch' }).map((v) => v.engine)).toEqual(['opensearch']);
    expect(searchVariants({ ...node, TEST_SEARCH_ENGINES: 'postgresql' })).toEqual(searchVariants({}));
    expect(searchVariants({ ...node, TEST_SEARCH_ENGINES: ' postgresql , opensearch ' })).toEqual(searchVariants(node));
  });
});
