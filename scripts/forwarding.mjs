// The visitor's address as the portal's Node servers pass it on. A shell or a remote's server is
// the edge: what a visitor writes in X-Forwarded-For is believed only when it comes from a proxy
// listed in TRUST_PROXY (a TLS front for a shell, the shells for a remote's page renderer).
// Otherwise the chain sent upstream starts again from the connection's address, so that nobody
// picks the address the API keys its rate limits on.
import proxyaddr from '@fastify/proxy-addr';

/**
 * The proxies whose forwarding headers are believed: TRUST_PROXY's comma-separated addresses or
 * CIDR ranges; unset or empty: nobody.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function trustedProxies(value) {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A trust function for proxy-addr; throws on an entry that is not an address or a range, so that
 * a wrong TRUST_PROXY stops the server at start.
 * @param {string[] | undefined} list
 * @returns {(addr: string, i: number) => boolean}
 */
export function compileTrust(list) {
  return proxyaddr.compile(list ?? []);
}

/** "::ffff:203.0.113.9" (an IPv4 client of a dual-stack socket) written as the IPv4 address. */
function plainAddress(addr) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(addr);
  return mapped ? mapped[1] : addr;
}

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' ? value.split(',')[0].trim() : '';
}

/**
 * The X-Forwarded-For to send upstream: the part of the request's chain that trusted proxies
 * vouch for, then the connection's address. From an untrusted peer, its own address only.
 * @param {import('node:http').IncomingMessage} req
 * @param {(addr: string, i: number) => boolean} trust
 */
export function forwardedFor(req, trust) {
  if (!req.socket?.remoteAddress) return '';
  return proxyaddr
    .all(req, trust)
    .filter(Boolean)
    .map(plainAddress)
    .reverse()
    .join(', ');
}

/**
 * The headers a proxied request carries: the chain of addresses, the scheme and the host the
 * visitor used. Scheme and host come from a trusted proxy's headers when it sent them, else from
 * the connection itself (TLS or not) and its Host header.
 * @param {import('node:http').IncomingMessage} req
 * @param {(addr: string, i: number) => boolean} trust
 */
export function forwardingHeaders(req, trust) {
  const fromTrustedProxy = Boolean(req.socket?.remoteAddress) && trust(req.socket.remoteAddress, 0);
  const sentProto = fromTrustedProxy ? firstValue(req.headers['x-forwarded-proto']).toLowerCase() : '';
  const sentHost = fromTrustedProxy ? firstValue(req.headers['x-forwarded-host']) : '';
  return {
    'x-forwarded-for': forwardedFor(req, trust),
    'x-forwarded-proto': sentProto === 'http' || sentProto === 'https' ? sentProto : req.socket?.encrypted ? 'https' : 'http',
    'x-forwarded-host': sentHost || req.headers.host || '',
  };
}
