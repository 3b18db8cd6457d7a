// Request schemas of the operations endpoints (staff only).
import * as z from 'zod/mini';
import { SIRENE_FILES, MAX_ADVANCE_COMPANIES, MAX_JOURS_AVANCE } from '../operations';
import { enumParam } from './params';

const integerField = (label: string, min: number, max: number) =>
  z.int({ error: `Le champ ${label} doit être un nombre entier.` }).check(
    z.gte(min, { error: `Le champ ${label} doit être supérieur ou égal à ${min}.` }),
    z.lte(max, { error: `Le champ ${label} doit être inférieur ou égal à ${max}.` }),
  );

/** POST exploitation/corpus/avancer: how many days, which companies get an event at least, with which seed. */
export const AvancerCorpusBodySchema = z.object({
  jours: integerField('jours', 1, MAX_JOURS_AVANCE),
  entreprises: z.optional(
    z
      .array(integerField('entreprises', 1, 2_147_483_647), { error: 'Le champ entreprises doit être une liste d’identifiants.' })
      .check(z.maxLength(MAX_ADVANCE_COMPANIES, { error: `Le champ entreprises est limité à ${MAX_ADVANCE_COMPANIES} identifiants.` })),
  ),
  graine: z.optional(integerField('graine', -2_147_483_648, 2_147_483_647)),
});
export type AvancerCorpusBody = z.infer<typeof AvancerCorpusBodySchema>;

/** POST exploitation/sirene: which stock file the CSV body is. */
export const ImportSireneQuerySchema = z.object({ fichier: enumParam(SIRENE_FILES, 'fichier') });
