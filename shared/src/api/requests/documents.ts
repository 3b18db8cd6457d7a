// Request schemas of the documents of paid orders, the periodic Kbis and the public verification.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { VERIFICATION_CODE } from '../documents';
import { idParam, optionalParam, dateParam } from './params';

/** GET commandes/{reference}/visualisations: the order's documents, or one article's. */
export const VisualisationsQuerySchema = z.object({
  date_commande: optionalParam(dateParam('date_commande')),
  id_article: optionalParam(idParam('id_article')),
});

export const VisualisationParamsSchema = z.object({ id: idParam('id') });

export const KbisPeriodiqueParamsSchema = z.object({ id: idParam('id') });

/** A code as printed (groups of 4 separated by hyphens), read case-insensitively. */
export const VerificationParamsSchema = z.object({
  code: preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().check(z.regex(VERIFICATION_CODE, { error: 'Un code de vérification comporte 16 caractères en 4 groupes séparés par des tirets (ex. : 7KQ2-M4XP-9TR3-HW6D).' })),
  ),
});
