// light-my-request (fastify.inject) requires `cookie` 2.x, which ships as ESM only; Jest's CommonJS
// runtime cannot load it (on Node 22 and 24 alike, without --experimental-vm-modules). Test files
// that use inject mock it with this shim:
//   jest.mock('cookie', () => jest.requireActual('@portail/shared/testing/cookieShim'));
// Only `stringifySetCookie` is used, and only when a request passes `cookies`.
export function stringifySetCookie(c: { name: string; value: string }): string {
  return `${c.name}=${encodeURIComponent(c.value)}`;
}
export function parse(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}
