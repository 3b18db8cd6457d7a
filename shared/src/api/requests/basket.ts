// Request schemas of the basket service's price grids, for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { CATEGORIES_PRODUIT } from '../common';
import { emptyToUndefined, enumParam, idParam, limitParam, offsetParam, optionalParam } from './params';

/** A grid code in any case; grids are stored under their code in capitals. */
export const GrilleTarifaireParamsSchema = z.object({
  code: z.pipe(
    z.string().check(
      z.regex(/^[A-Za-z0-9_]{1,40}$/, {
        error: 'Le code de grille tarifaire doit comporter de 1 à 40 lettres, chiffres ou soulignés.',
      }),
    ),
    z.transform((v) => v.toUpperCase()),
  ),
});

/**
 * GET grilles_tarifaires/{code}/syntheses_articles (SPEC §7): the prices of the grid's articles,
 * for a company and one of its registrations when given, narrowed to a product category.
 */
export const SynthesesArticlesQuerySchema = z.object({
  id_entreprise: optionalParam(idParam('id_entreprise')),
  id_inscription: optionalParam(idParam('id_inscription')),
  code_categorie_produit: optionalParam(
    preprocess((v) => (typeof v === 'string' ? emptyToUndefined(v.toUpperCase()) : v), enumParam(CATEGORIES_PRODUIT, 'code_categorie_produit')),
  ),
  limit: limitParam(50),
  offset: offsetParam(),
});
