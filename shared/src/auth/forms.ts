// The schemas of the account forms: sign-up (account creation), the customer file (creation of a
// customer account) and the customer account's labels. The forms check what is typed with them
// before sending, and the API checks the body it receives with the same ones. Each issue's path is
// the form's field; an issue without a path is about the request as a whole. They sit in the
// package's root entry, which every app shares: kept small, one builder for the three.
import * as z from 'zod/mini';
import { fieldErrors } from '../zod';
import { addressLineProblem, maxLengthMessage } from '../format/validation';
import { BILLING_FIELDS } from '../api/subscriptions';
import { EMPTY_PROFILE, NAME_MAX_LENGTH, normaliseProfile, signUpProblems } from './profile';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from './limits';

type Problems = Record<string, string | null | undefined>;

/**
 * A form's schema: a JSON object whose fields (any type) `read` turns into the form's values,
 * `problems` gives each field's message ('' for the whole request), `output` what is sent or stored.
 */
function formSchema<K extends string, V, O>(keys: readonly K[], read: (body: Partial<Record<K, unknown>>) => V, problems: (values: V) => Problems, output: (values: V) => O) {
  const fields = z.object(Object.fromEntries(keys.map((k) => [k, z.optional(z.unknown())])) as Record<K, z.ZodMiniOptional<z.ZodMiniUnknown>>, {
    error: 'Le corps de la requête doit être un objet JSON.',
  });
  const checked = z.pipe(fields, z.transform((body) => read(body as Partial<Record<K, unknown>>))).check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(problems(values))) if (message) ctx.issues.push({ code: 'custom', message, input: values, path: field ? [field] : [] });
    }),
  );
  return z.pipe(checked, z.transform((values: Awaited<V>) => output(values as V)));
}

/** What a form's values give: the values the schema makes of them, or the message of each field (and of the whole). */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; message: string | null };

/** Checks a form's values (or a request's body) with its schema. */
export function checkForm<S extends z.core.$ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const whole = parsed.error.issues.find((i) => i.path.length === 0);
  return { ok: false, errors: fieldErrors(parsed.error.issues), message: whole?.message ?? null };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Sign-up (POST /auth/api/inscription, the shell's /inscription): the address, the names under the
 * rules of the profile form (they go into mail: letters, spaces, apostrophes, hyphens and dots
 * only, no web address), the password under `passwordProblem`, the terms accepted. `isCommon`: the
 * list of common passwords, which only the API has.
 */
export function inscriptionBodySchema(isCommon?: (password: string) => boolean) {
  return formSchema(
    ['email', 'prenom', 'nom', 'mot_de_passe', 'conditions'],
    (b) => {
      const names = normaliseProfile({ ...EMPTY_PROFILE, firstName: text(b.prenom), lastName: text(b.nom) });
      return { email: text(b.email).trim().toLowerCase(), prenom: names.firstName, nom: names.lastName, mot_de_passe: text(b.mot_de_passe), conditions: b.conditions === true };
    },
    (b) => signUpProblems(b, isCommon),
    (b) => b,
  );
}
export type InscriptionBody = z.output<ReturnType<typeof inscriptionBodySchema>>;

/** A new password typed twice (sign-up, change, reset) differs from its confirmation. */
export const PASSWORDS_DIFFER_MESSAGE = 'Les deux mots de passe ne sont pas identiques.';

export const CUSTOMER_PROFILES = ['PARTICULIER', 'PROFESSIONNEL'] as const;
export type CustomerProfile = (typeof CUSTOMER_PROFILES)[number];
export const SIREN_FORMAT_MESSAGE = 'Le numéro SIREN comporte 9 chiffres.';

/**
 * The customer file (POST signatures/creation_dossier_client, the shell's account creation after a
 * first sign-in): a private person or a professional, whose company name is required and whose
 * SIREN (spaces allowed) is optional, and the terms of use and sale accepted. The company's name
 * and SIREN are those of a professional only.
 */
export function customerFileSchema() {
  return formSchema(
    ['type_profil', 'denomination_sociale', 'siren', 'conditions'],
    (b) => ({
      type_profil: text(b.type_profil) as CustomerProfile,
      denomination_sociale: text(b.denomination_sociale).trim(),
      siren: text(b.siren).replace(/\s+/g, ''),
      conditions: b.conditions === true,
    }),
    (b) => {
      const pro = b.type_profil === 'PROFESSIONNEL';
      const name = b.denomination_sociale;
      return {
        type_profil: CUSTOMER_PROFILES.includes(b.type_profil) ? null : 'Veuillez choisir un type de compte.',
        denomination_sociale: !pro ? null : !name ? 'Veuillez saisir la dénomination de votre entreprise.' : name.length > NAME_MAX_LENGTH ? maxLengthMessage(NAME_MAX_LENGTH) : null,
        siren: pro && b.siren && !/^\d{9}$/.test(b.siren) ? SIREN_FORMAT_MESSAGE : null,
        conditions: b.conditions ? null : "Veuillez accepter les conditions générales d'utilisation et de vente.",
      };
    },
    (b) => {
      const pro = b.type_profil === 'PROFESSIONNEL';
      return { type_profil: b.type_profil, denomination_sociale: pro ? b.denomination_sociale : null, siren: (pro && b.siren) || null };
    },
  );
}
export type CustomerFile = z.output<ReturnType<typeof customerFileSchema>>;

export const ACCOUNT_LABEL_MISSING = {
  libelle_courrier: 'Veuillez saisir le libellé de courrier.',
  libelle_facturation: BILLING_FIELDS.find((f) => f.name === 'libelle_facturation')!.missing!,
  ville_facturation: 'Veuillez saisir la ville de facturation.',
} as const;

/** A label or city as typed, its spaces collapsed. */
const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);
/** A label's message: none when empty (unless the form requires it), else what a printed line may hold. */
const labelProblem = (field: 'libelle_courrier' | 'libelle_facturation', v: unknown, required?: boolean) =>
  v === null || v === undefined || v === '' ? (required ? ACCOUNT_LABEL_MISSING[field] : null) : typeof v === 'string' ? addressLineProblem(v, LABEL_MAX_LENGTH) : 'Valeur invalide.';
const label = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * The customer account's labels (PUT compte-client: the personal space's labels form and the
 * complete-account page), written on the version read: the mail and billing labels, each one
 * address line, and the billing city shortened to fit beside its postcode, when it is sent. The
 * API erases a label sent empty; the forms (`required`) ask for both.
 */
export function accountLabelsSchema(o: { required?: boolean } = {}) {
  return formSchema(
    ['id', 'version', 'libelle_courrier', 'libelle_facturation', 'ville_facturation'],
    (b) => ({ ...b, libelle_courrier: clean(b.libelle_courrier), libelle_facturation: clean(b.libelle_facturation), ville_facturation: clean(b.ville_facturation) }),
    (b) => ({
      '': Number.isInteger(b.id) && Number.isInteger(b.version) ? null : 'Les champs id et version sont obligatoires.',
      libelle_courrier: labelProblem('libelle_courrier', b.libelle_courrier, o.required),
      libelle_facturation: labelProblem('libelle_facturation', b.libelle_facturation, o.required),
      ville_facturation:
        b.ville_facturation === undefined ? null : typeof b.ville_facturation === 'string' && b.ville_facturation ? addressLineProblem(b.ville_facturation, CITY_MAX_LENGTH) : ACCOUNT_LABEL_MISSING.ville_facturation,
    }),
    (b) => ({
      id: b.id as number,
      version: b.version as number,
      libelle_courrier: label(b.libelle_courrier),
      libelle_facturation: label(b.libelle_facturation),
      ...(typeof b.ville_facturation === 'string' ? { ville_facturation: b.ville_facturation } : {}),
    }),
  );
}
export type AccountLabels = z.output<ReturnType<typeof accountLabelsSchema>>;
