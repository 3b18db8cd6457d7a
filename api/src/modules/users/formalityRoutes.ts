// The formalities of a customer account under /api (registered by the user service).
import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema, FormaliteDetailSchema, FormalitePageSchema } from '@portail/shared/api';
import { FormaliteParamsSchema, FormalitesQuerySchema } from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import { notFound } from '../../http/errors';
import { customerRoutes } from '../identity';
import { formalityFor, listFormalities } from './formalities';
import { accountInScope } from '../accounts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const TAG = 'Formalités';

export async function formalityRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const { r, sub: who } = customerRoutes(app);

  r.get(
    '/formalites',
    {
      schema: {
        tags: [TAG],
        summary: "Les formalités d'un compte client",
        description: 'Les formalités déposées auprès des greffes pour le compte (id_compte_client, sinon le compte sélectionné), la plus récemment mise à jour en premier.',
        querystring: FormalitesQuerySchema,
        response: { 200: FormalitePageSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountInScope(db, who(req), req.query.id_compte_client);
      return listFormalities(db, account.id, req.query);
    },
  );

  r.get(
    '/formalites/:reference',
    { schema: { tags: [TAG], summary: 'Une formalité et ses étapes', params: FormaliteParamsSchema, response: { 200: FormaliteDetailSchema, ...errors } } },
    async (req) => {
      const found = await formalityFor(db, who(req), req.params.reference);
      if (!found) throw notFound('Formalité introuvable.');
      return found;
    },
  );
}
