// Request schemas of the user service (the person's details, customer accounts, subscriptions), for the API.
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency';
import {
  CONTACT_ATTRIBUTES,
  normaliseProfile,
  profileProblems,
  toProfileUpdate,
  type ContactAttribute,
  type ProfileUpdate,
  type ProfileValues,
} from '../../auth/profile';
import { dateParam, idParam, optionalParam } from './params';

export const CompteClientParamsSchema = z.object({ id: idParam('id') });

/** `date`: the day the answer is for; today when left out. */
export const DateQuerySchema = z.object({ date: optionalParam(dateParam('date')) });

/** The key of a retryable write (Node gives header names in lower case). */
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "L'en-tête Idempotency-Key doit comporter de 8 à 64 lettres, chiffres, tirets ou soulignés." })),
  ),
});

const attribute = (label: string) => z.optional(z.nullable(z.string({ error: `Le champ ${label} doit être une chaîne de caractères.` })));

/**
 * PUT user: the names and contact details, checked field by field with the form's own rules
 * (each issue's path ends with the field's name), then normalised as they are stored.
 */
export const ProfilBodySchema = z.pipe(
  z
    .object(
      {
        firstName: z.string({ error: 'Veuillez saisir votre prénom.' }),
        lastName: z.string({ error: 'Veuillez saisir votre nom.' }),
        attributes: z._default(
          z.object(
            Object.fromEntries(CONTACT_ATTRIBUTES.map((a) => [a, attribute(a)])) as Record<ContactAttribute, ReturnType<typeof attribute>>,
            { error: 'Le champ attributes doit être un objet.' },
          ),
          {},
        ),
      },
      { error: 'Le corps de la requête doit être un objet JSON.' },
    )
    .check(
      z.superRefine((body, ctx) => {
        const problems = profileProblems(flatProfile(body));
        for (const [field, message] of Object.entries(problems)) {
          ctx.issues.push({ code: 'custom', message, input: body, path: field === 'firstName' || field === 'lastName' ? [field] : ['attributes', field] });
        }
      }),
    ),
  z.transform((body): ProfileUpdate => toProfileUpdate(normaliseProfile(flatProfile(body)))),
);

function flatProfile(body: { firstName: string; lastName: string; attributes: Partial<Record<ContactAttribute, string | null | undefined>> }): ProfileValues {
  const values = { firstName: body.firstName, lastName: body.lastName } as ProfileValues;
  for (const a of CONTACT_ATTRIBUTES) values[a] = body.attributes[a] ?? '';
  return values;
}

/** DELETE user: the password confirms that the person themself asks. */
export const SuppressionCompteBodySchema = z.object(
  { mot_de_passe: z.string({ error: 'Veuillez saisir votre mot de passe.' }).check(z.minLength(1, { error: 'Veuillez saisir votre mot de passe.' })) },
  { error: 'Veuillez saisir votre mot de passe.' },
);

// The sign-up, customer-file and labels bodies are the account forms' schemas.
export { PASSWORDS_DIFFER_MESSAGE, accountLabelsSchema, checkForm, customerFileSchema, inscriptionBodySchema, type AccountLabels, type CustomerFile, type FormCheck, type InscriptionBody } from '../../auth/forms';

/** PUT mot_de_passe: the current password and the new one (its rule is the API's `passwordProblem`). */
export const ChangementMotDePasseBodySchema = z.object(
  {
    ancien_mot_de_passe: z.string({ error: 'Veuillez saisir votre mot de passe actuel et le nouveau.' }),
    nouveau_mot_de_passe: z.string({ error: 'Veuillez saisir votre mot de passe actuel et le nouveau.' }),
  },
  { error: 'Veuillez saisir votre mot de passe actuel et le nouveau.' },
);

/** The form's values with every field empty. */
