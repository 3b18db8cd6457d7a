// Types of serve.mjs for the TypeScript code that starts these servers (the API's tests).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const HSTS: string;

export interface StaticServerOptions {
  root: string;
  cors?: boolean;
  spa?: boolean;
  /** Path prefix -> upstream origin. */
  proxy?: Record<string, string>;
  /** Requests another server answers under another path: its origin, and the path and query to ask it for. */
  rewrite?: (url: URL, req: IncomingMessage) => { target: string; path: string } | null;
  dynamic?: Record<string, () => unknown>;
  render?: (url: URL, res: ServerResponse, req: IncomingMessage) => Promise<void>;
  page?: (req: IncomingMessage, url: URL, template: string) => Promise<{ html: string; status: number } | null>;
  csp?: string;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-* headers are passed on. */
  trustProxy?: string[];
  hsts?: boolean;
}

export function createStaticServer(o: StaticServerOptions): Server;
export function shellCsp(remoteOrigins: string[], o?: { authOrigin?: string | null }): string;
export function remoteCsp(): string;
