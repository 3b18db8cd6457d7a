// Types of serve.mjs for the TypeScript code that starts these servers (the API's tests).
import type { IncomingMessage, Server } from 'node:http';

export const HSTS: string;

export interface StaticServerOptions {
  root: string;
  cors?: boolean;
  spa?: boolean;
  /** Path prefix -> upstream origin. */
  proxy?: Record<string, string>;
  /**
   * Requests another server answers under another path: its origin, the routes that may be so, and
   * for a request the path and query to ask it for (null: the request is this server's).
   */
  rewrite?: { upstream: string; routes: string[]; path: (url: URL, req: IncomingMessage) => string | null };
  dynamic?: Record<string, () => unknown>;
  /** GET /_render: the status and JSON body of the answer (scripts/ssr.mjs createRenderHandler). */
  render?: (url: URL, req: IncomingMessage) => Promise<{ status: number; body?: unknown }>;
  page?: (req: IncomingMessage, url: URL, template: string) => Promise<{ html: string; status: number } | null>;
  csp?: string;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-* headers are passed on. */
  trustProxy?: string[];
  hsts?: boolean;
  /** The HTML page (sent with 400) for a path that does not decode, asked for by a browser. */
  badAddressPage?: () => Promise<string>;
}

/** A Node server whose requests a Fastify application answers. */
export function createStaticServer(o: StaticServerOptions): Server;
export function negotiateEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null;
export function shellCsp(remoteOrigins: string[], o?: { authOrigin?: string | null }): string;
export function remoteCsp(): string;
/** The JSON body of the 413 a proxy answers to a body larger than `limit` bytes. */
export function tooLargeBody(limit: number): { statusCode: 413; error: string; message: string };
