import { SESSION_HINT_COOKIE, clearSessionHint, hasSessionHint, readSessionHint, setSessionHint } from './sessionHint';

afterEach(() => clearSessionHint(document));

describe('session hint', () => {
  it('is read from the cookie string', async () => {
    expect(hasSessionHint(document)).toBe(false);
    await expect(readSessionHint(window)).resolves.toBe(false);
    setSessionHint(document, 3600);
    expect(hasSessionHint(document)).toBe(true);
    await expect(readSessionHint(window)).resolves.toBe(true);
  });

  it('is read from the Cookie Store API when the browser has one', async () => {
    const get = jest.fn(async (name: string) => (name === SESSION_HINT_COOKIE ? { value: '1' } : null));
    const win = Object.assign(Object.create(window) as Window, { cookieStore: { get }, document });
    await expect(readSessionHint(win)).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith(SESSION_HINT_COOKIE);
    get.mockResolvedValueOnce(null);
    await expect(readSessionHint(win)).resolves.toBe(false);
  });

  it('falls back to the cookie string when the store refuses', async () => {
    setSessionHint(document, 3600);
    const win = Object.assign(Object.create(window) as Window, {
      cookieStore: { get: () => Promise.reject(new Error('SecurityError')) },
      document,
    });
    await expect(readSessionHint(win)).resolves.toBe(true);
  });
});
