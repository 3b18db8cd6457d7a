// The front matter of an editorial file: what an editor may write at the top of a Markdown page.
import { z } from 'zod';
import { INSERTS, PAGE_SEGMENT, TEMPLATES, TERRITORIES } from '../model';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'date inexistante');

const mediaPath = (ext: string) =>
  z.string().regex(new RegExp(`^/medias/${PAGE_SEGMENT}\\.${ext}$`), `chemin attendu : /medias/<nom>.${ext}`);

export const frontMatterSchema = z
  .strictObject({
    titre: z.string().trim().min(3, 'titre trop court (3 caractères au moins)').max(90, 'titre trop long (90 caractères au plus)'),
    description: z
      .string()
      .trim()
      .min(50, 'description trop courte (50 caractères au moins)')
      .max(170, 'description trop longue (170 caractères au plus)'),
    modele: z.enum(TEMPLATES).default('article'),
    titreCourt: z.string().trim().min(2).max(40, 'titre court trop long (40 caractères au plus)').optional(),
    date: isoDate.optional(),
    misAJour: isoDate.optional(),
    ordre: z.number().int().optional(),
    territoires: z.array(z.enum(TERRITORIES)).min(1).optional(),
    encarts: z.array(z.enum(INSERTS)).min(1).optional(),
    video: z
      .strictObject({
        fichier: mediaPath('webm'),
        sousTitres: mediaPath('vtt'),
        affiche: mediaPath('png'),
        duree: z.string().regex(/^PT(\d+M)?\d+S$/, 'durée attendue au format ISO 8601, par exemple PT1M20S'),
      })
      .optional(),
  })
  .superRefine((fm, ctx) => {
    if (fm.modele === 'actualite' && !fm.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'une actualité doit avoir une date' });
    if (fm.modele === 'video' && !fm.video) ctx.addIssue({ code: 'custom', path: ['video'], message: 'un tutoriel vidéo doit décrire sa vidéo' });
    if (fm.modele !== 'video' && fm.video) ctx.addIssue({ code: 'custom', path: ['video'], message: 'seul le modèle video décrit une vidéo' });
    if (fm.date && fm.misAJour && fm.misAJour < fm.date)
      ctx.addIssue({ code: 'custom', path: ['misAJour'], message: 'la mise à jour précède la date de publication' });
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** The issues of a failed parse, one line each: "titre : titre trop court". */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')} : ${i.message}` : i.message));
}
