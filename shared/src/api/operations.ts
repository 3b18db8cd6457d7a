// Operations endpoints (staff only, behind a bearer token): drive a running site's data, as the
// embedded store cannot be opened by a second process. Move the corpus forward in time, import a
// SIRENE stock file; both record change events and reveal them to the surveillances.
import * as z from 'zod/mini';
import { IsoDate } from './common';

/** The longest step the corpus moves forward in one call, in days. */
export const MAX_JOURS_AVANCE = 366;
/** Companies a call can force an event on. */
export const MAX_ADVANCE_COMPANIES = 100;
/** The largest SIRENE file the API takes in one request (50 Mo). */
export const MAX_OCTETS_FICHIER_SIRENE = 50 * 1024 * 1024;
/** Which SIRENE stock file a request carries. */
export const SIRENE_FILES = ['unites-legales', 'etablissements'] as const;
export type SireneFile = (typeof SIRENE_FILES)[number];

export const AvanceCorpusSchema = z
  .object({
    /** The seed used: the same seed on the same corpus and day gives the same events. */
    graine: z.int(),
    du: IsoDate,
    au: IsoDate,
    /** Change events recorded (and applied to the data). */
    evenements: z.int(),
    /** Revelations made to the surveillances that cover them. */
    revelations: z.int(),
  })
  .register(z.globalRegistry, { id: 'AvanceCorpus' });
export type AvanceCorpus = z.infer<typeof AvanceCorpusSchema>;

export const ImportSireneSchema = z
  .object({
    fichier: z.enum(SIRENE_FILES),
    /** Layout recognised from the header (UNITE_LEGALE_35, UNITE_LEGALE_33, ETABLISSEMENT...). */
    format: z.string(),
    colonnes: z.int(),
    lues: z.int(),
    inserees: z.int(),
    modifiees: z.int(),
    inchangees: z.int(),
    rejetees: z.int(),
    /** Change events recorded for companies already known. */
    evenements: z.int(),
    revelations: z.int(),
    ms: z.int(),
    lignes_par_seconde: z.int(),
    /** The first rejected rows and why. */
    rejets: z.array(z.object({ ligne: z.int(), identifiant: z.nullable(z.string()), raison: z.string() })),
  })
  .register(z.globalRegistry, { id: 'ImportSirene' });
export type ImportSirene = z.infer<typeof ImportSireneSchema>;
