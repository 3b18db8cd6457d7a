// A module's routes on a real listening server, as the shells reach the API: the client stands for
// several visitors by sending X-Forwarded-For, which the server believes from the loopback only,
// and the global rate limit is the API's plugin with room to spare, so that only the module's own
// limits are met.
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../http/errors';

export interface VisitorsServer {
  app: FastifyInstance;
  /** "http://127.0.0.1:<port>" */
  origin: string;
}

export async function listenForVisitors(register: (app: FastifyInstance) => PromiseLike<unknown>): Promise<VisitorsServer> {
  const app = Fastify({ logger: false, trustProxy: ['127.0.0.1'] });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(rateLimit, { max: 1000, timeWindow: 60_000 });
  await register(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin };
}
