// Basket service (SPEC §7) under /api: the price grids.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, SynthesesArticlesSchema } from '@portail/shared/src/api';
import { GrilleTarifaireParamsSchema, SynthesesArticlesQuerySchema } from '@portail/shared/src/api/requests';
import type { Database } from '../../db/types';
import { notFound } from '../../http/errors';
import * as repo from './repository';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

export interface BasketRoutesOptions {
  db: Database;
}

export async function basketRoutes(app: FastifyInstance, { db }: BasketRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/grilles_tarifaires/:code/syntheses_articles',
    {
      schema: {
        tags: ['Panier'],
        summary: "Prix des articles d'une grille tarifaire",
        description:
          'Prix hors taxes, frais d’envoi, TVA et prix TTC de chaque article et mode de délivrance, en centièmes de la devise de la grille (EUR ou XPF), avec la source réglementaire de chaque montant.',
        params: GrilleTarifaireParamsSchema,
        querystring: SynthesesArticlesQuerySchema,
        response: { 200: SynthesesArticlesSchema, ...errors },
      },
    },
    async (req) => {
      const grid = await repo.getGrid(db, req.params.code);
      if (!grid) throw notFound('Grille tarifaire introuvable.');
      const { id_entreprise, id_inscription, code_categorie_produit, limit, offset } = req.query;
      if (id_entreprise !== undefined && !(await repo.entrepriseExists(db, id_entreprise))) throw notFound('Entreprise introuvable.');
      if (id_inscription !== undefined && !(await repo.inscriptionExists(db, id_inscription, id_entreprise))) {
        throw notFound('Inscription introuvable.');
      }
      const { total, items } = await repo.listSyntheses(db, grid, { categorie: code_categorie_produit, limit, offset });
      return { grille: repo.toGrilleTarifaire(grid), total, limit, offset, items };
    },
  );
}
