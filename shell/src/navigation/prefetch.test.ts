import {
  PrefetchQueue,
  prefetchAllowed,
  internalLinkPaths,
  exposeAssetUrls,
  prefetchRemoteFiles,
  PREFETCH_BATCH_SIZE,
  PREFETCH_INTERVAL_MS,
} from './prefetch';

describe('prefetchAllowed', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
  it('allows ordinary browsers on ordinary connections', () => {
    expect(prefetchAllowed({ userAgent: chrome })).toBe(true);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '4g' } })).toBe(true);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '3g' } })).toBe(true);
  });
  it('skips bots, 2g and save-data', () => {
    expect(prefetchAllowed({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
    expect(prefetchAllowed({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' })).toBe(false);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ userAgent: chrome, connection: { saveData: true } })).toBe(false);
  });
});

describe('PrefetchQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs batches of 4 every 3 s and never twice the same item', () => {
    const batches: number[][] = [];
    const q = new PrefetchQueue<number>((b) => batches.push(b));
    q.add([1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2]);
    expect(PREFETCH_BATCH_SIZE).toBe(4);
    expect(batches).toEqual([[1, 2, 3, 4]]);
    jest.advanceTimersByTime(PREFETCH_INTERVAL_MS - 1);
    expect(batches).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
    q.add([8, 10]);
    jest.advanceTimersByTime(PREFETCH_INTERVAL_MS);
    expect(batches[2]).toEqual([9, 10]);
    expect(q.size()).toBe(0);
    jest.advanceTimersByTime(PREFETCH_INTERVAL_MS * 3);
    expect(batches).toHaveLength(3);
  });
});

describe('internalLinkPaths', () => {
  it('keeps same-origin paths only, once each', () => {
    document.body.innerHTML = `
      <a href="/tarifs">a</a><a href="/tarifs?x=1">b</a><a href="https://ailleurs.example/x">c</a>
      <a href="http://localhost/faq#q1">d</a><a>no href</a>`;
    expect(internalLinkPaths(document, 'http://localhost').sort()).toEqual(['/faq', '/tarifs']);
  });
});

describe('remote prefetch', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './SearchBar', assets: { js: { sync: ['bar.js'] }, css: { sync: [] } } },
      { path: './app', assets: { js: { sync: ['262.a.js', '__federation_expose_app.b.js'], async: ['669.c.js'] }, css: { sync: ['app.d.css'] } } },
    ],
  };

  it("lists the entry and the ./app expose's synchronous files, relative to the manifest", () => {
    expect(exposeAssetUrls('http://r.example/v3/mf-manifest.json', manifest)).toEqual([
      'http://r.example/v3/remoteEntry.js',
      'http://r.example/v3/262.a.js',
      'http://r.example/v3/__federation_expose_app.b.js',
      'http://r.example/v3/app.d.css',
    ]);
  });

  it('honours an explicit public path', () => {
    const urls = exposeAssetUrls('http://r.example/mf-manifest.json', { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/records/' } });
    expect(urls[0]).toBe('https://cdn.example/records/remoteEntry.js');
  });

  it('downloads the files without credentials and at low priority, and runs none of them', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return {
        ok: true,
        url,
        json: async () => manifest,
        arrayBuffer: async () => new ArrayBuffer(0),
      } as unknown as Response;
    }) as unknown as typeof fetch;
    const urls = await prefetchRemoteFiles('http://r.example/mf-manifest.json', fakeFetch);
    expect(calls.map((c) => c.url)).toEqual(['http://r.example/mf-manifest.json', ...urls]);
    expect(calls.every((c) => c.init?.credentials === 'omit' && (c.init as { priority?: string }).priority === 'low')).toBe(true);
    expect(document.querySelectorAll('script').length).toBe(0);
  });

  it('gives up quietly when the manifest is not there', async () => {
    const fakeFetch = (async () => ({ ok: false, status: 404 }) as Response) as unknown as typeof fetch;
    await expect(prefetchRemoteFiles('http://r.example/mf-manifest.json', fakeFetch)).resolves.toEqual([]);
  });
});
