// The visitor's address as the portal's Node servers pass it on. A shell or a remote's server is
// the edge: what a visitor writes in X-Forwarded-For is believed only when it comes from a proxy
// listed in TRUST_PROXY (a TLS front for a shell, the shells for a remote's page renderer).
// Otherwise the chain sent upstream starts again from the connection's address, so that nobody
// picks the address the API keys its rate limits on.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from '@fastify/proxy-addr';

/** Whether the proxy at `addr`, the `i`th hop from this server, is believed. */
export type Trust = (addr: string, i: number) => boolean;

/**
 * The proxies whose forwarding headers are believed: TRUST_PROXY's comma-separated addresses or
 * CIDR ranges; unset or empty: nobody.
 */
export function trustedProxies(value: string | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A trust function for proxy-addr; throws on an entry that is not an address or a range, so that
 * a wrong TRUST_PROXY stops the server at start.
 */
export function compileTrust(list: string[] | undefined): Trust {
  return proxyaddr.compile(list ?? []);
}

/** "::ffff:203.0.113.9" (an IPv4 client of a dual-stack socket) written as the IPv4 address. */
function plainAddress(addr: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(addr);
  return mapped ? mapped[1]! : addr;
}

function firstValue(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' ? value.split(',')[0]!.trim() : '';
}

/**
 * The X-Forwarded-For to send upstream: the part of the request's chain that trusted proxies
 * vouch for, then the connection's address. From an untrusted peer, its own address only.
 */
export function forwardedFor(req: IncomingMessage, trust: Trust): string {
  if (!req.socket?.remoteAddress) return '';
  return proxyaddr
    .all(req, trust)
    .filter((addr): addr is string => Boolean(addr))
    .map(plainAddress)
    .reverse()
    .join(', ');
}

/**
 * The headers a proxied request carries: the chain of addresses, the scheme and the host the
 * visitor used. Scheme and host come from a trusted proxy's headers when it sent them, else from
 * the connection itself (TLS or not) and its Host header.
 */
export function forwardingHeaders(req: IncomingMessage, trust: Trust): Record<'x-forwarded-for' | 'x-forwarded-proto' | 'x-forwarded-host', string> {
  const peer = req.socket?.remoteAddress;
  const fromTrustedProxy = peer !== undefined && trust(peer, 0);
  const sentProto = fromTrustedProxy ? firstValue(req.headers['x-forwarded-proto']).toLowerCase() : '';
  const sentHost = fromTrustedProxy ? firstValue(req.headers['x-forwarded-host']) : '';
  return {
    'x-forwarded-for': forwardedFor(req, trust),
    'x-forwarded-proto': sentProto === 'http' || sentProto === 'https' ? sentProto : (req.socket as Partial<TLSSocket> | undefined)?.encrypted ? 'https' : 'http',
    'x-forwarded-host': sentHost || req.headers.host || '',
  };
}
