// Request schema of the contact form (POST /api/contact): the rules of shared/src/api/contact.ts,
// each field answered on its own (`errors`) by the API.
import * as z from 'zod/mini';
import { CONTACT_HONEYPOT, contactFieldProblem, normaliseContactField, type ContactField, type SujetContact } from '../contact';

function field(name: ContactField) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: 'Valeur invalide.' }))),
      z.transform((v) => normaliseContactField(name, v ?? '')),
    ),
    z.string().check(
      z.superRefine((v, ctx) => {
        const problem = contactFieldProblem(name, v);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: v });
      }),
    ),
  );
}

export const ContactBodySchema = z.object({
  nom: field('nom'),
  email: field('email'),
  sujet: z.pipe(field('sujet'), z.transform((v) => v as SujetContact)),
  numero_commande: z.pipe(field('numero_commande'), z.transform((v) => v || null)),
  message: field('message'),
  /** The signed token of GET contact/jeton. */
  jeton: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  [CONTACT_HONEYPOT]: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
