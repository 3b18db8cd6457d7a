import type { FastifyReply } from 'fastify';
import { pageCsp } from './provider';

/**
 * Sends one of the identity pages (pages.ts): HTML under the pages' CSP, never cached, framable by
 * the same origin (the silent restore) unless `framing` is 'none'.
 */
export function sendPage(reply: FastifyReply, status: number, body: string, { framing = 'self' as 'self' | 'none' } = {}): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', pageCsp(framing))
    .header('X-Frame-Options', framing === 'self' ? 'SAMEORIGIN' : 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(body);
}
