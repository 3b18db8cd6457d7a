import { isChunkLoadError, reloadOnce, clearReloadMarker } from './chunkReload';

describe('isChunkLoadError', () => {
  it('recognises webpack and federation load failures', () => {
    const e = new Error('Loading chunk 123 failed.\n(error: http://x/123.js)');
    e.name = 'ChunkLoadError';
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnce', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the target path once, then lets the error screen show', () => {
    const assign = jest.fn();
    let now = 1_000;
    expect(reloadOnce('/faq', { assign, now: () => now })).toBe(true);
    expect(assign).toHaveBeenCalledWith('/faq');
    now += 1_000;
    expect(reloadOnce('/faq', { assign, now: () => now })).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another path, after the window, or once the marker is cleared', () => {
    const assign = jest.fn();
    let now = 0;
    reloadOnce('/faq', { assign, now: () => now });
    expect(reloadOnce('/tarifs', { assign, now: () => now })).toBe(true);
    now += 60_000;
    expect(reloadOnce('/tarifs', { assign, now: () => now })).toBe(true);
    clearReloadMarker();
    expect(reloadOnce('/tarifs', { assign, now: () => now })).toBe(true);
    expect(assign).toHaveBeenCalledTimes(4);
  });
});
