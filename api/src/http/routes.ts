// What the route modules answer alike: their documented error answers (the public ones, those of a
// signed-in customer), a 404 for what is not there or not the customer's, files sent as
// attachments, and the answer of a creation a request may replay.
import type { FastifyReply } from 'fastify';
import { ApiErrorSchema } from '@portail/shared/api';
import { notFound } from './errors';

/** The error answers of a public route (companies, reference data, registries), for the OpenAPI description. */
export const PUBLIC_ROUTE_ERRORS = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** The error answers of a signed-in customer's route, for the OpenAPI description. */
export const ACCOUNT_ROUTE_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** `value` once it has resolved, or a 404 with `message` when there is none (null, undefined or false). */
export async function orNotFound<T>(value: Promise<T | null | undefined | false> | T | null | undefined | false, message: string): Promise<T> {
  const found = await value;
  if (!found) throw notFound(message);
  return found;
}

/** A private download: never cached, its file name limited to characters every browser keeps. */
export function sendAttachment(reply: FastifyReply, bytes: Buffer, type: string, filename: string) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/** The answer of a replayable creation: 201 when this request created `body`, 200 when an earlier one had. */
export function sendCreated<T>(reply: FastifyReply, created: boolean, body: T) {
  return reply.code(created ? 201 : 200).send(body);
}
