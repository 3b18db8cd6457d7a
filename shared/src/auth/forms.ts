// The schemas of the account forms: sign-up (account creation), the customer file (creation of a
// customer account) and the customer account's labels. The forms check what is typed with them
// before sending, and the API checks the body it receives with the same ones. Each issue's path is
// the form's field; an issue without a path is about the request as a whole.
import * as z from 'zod/mini';
import { fieldErrors } from '../zod';
import { addressLineProblem, maxLengthMessage } from '../format/validation';
import { BILLING_FIELDS } from '../api/subscriptions';
import { EMPTY_PROFILE, NAME_MAX_LENGTH, normaliseProfile, signUpProblems } from './profile';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from './rules';

const NOT_AN_OBJECT = 'Le corps de la requête doit être un objet JSON.';
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** Every field of a form, of any type: the schema's own checks word what is wrong with each. */
const anyFields = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.optional(z.unknown())])) as Record<K, z.ZodMiniOptional<z.ZodMiniUnknown>>, { error: NOT_AN_OBJECT });

/** What a form's values give: the values the schema makes of them, or the message of each field (and of the whole). */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; message: string | null };

/** Checks a form's values (or a request's body) with its schema. */
export function checkForm<S extends z.core.$ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const whole = parsed.error.issues.find((i) => i.path.length === 0);
  return { ok: false, errors: fieldErrors(parsed.error.issues), message: whole?.message ?? null };
}

/**
 * Sign-up (POST /auth/api/inscription, the shell's /inscription): the address, the names under the
 * rules of the profile form (they go into mail: letters, spaces, apostrophes, hyphens and dots
 * only, no web address), the password under `passwordProblem`, the terms accepted. `isCommon`: the
 * list of common passwords, which only the API has.
 */
export function inscriptionBodySchema(isCommon?: (password: string) => boolean) {
  return z
    .pipe(
      anyFields('email', 'prenom', 'nom', 'mot_de_passe', 'conditions'),
      z.transform((b) => {
        const names = normaliseProfile({ ...EMPTY_PROFILE, firstName: text(b.prenom), lastName: text(b.nom) });
        return { email: text(b.email).trim().toLowerCase(), prenom: names.firstName, nom: names.lastName, mot_de_passe: text(b.mot_de_passe), conditions: b.conditions === true };
      }),
    )
    .check(
      z.superRefine((b, ctx) => {
        for (const [field, message] of Object.entries(signUpProblems(b, isCommon))) ctx.issues.push({ code: 'custom', message, input: b, path: [field] });
      }),
    );
}
export type InscriptionBody = z.output<ReturnType<typeof inscriptionBodySchema>>;

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
  return z.pipe(
    z
      .pipe(
        anyFields('type_profil', 'denomination_sociale', 'siren', 'conditions'),
        z.transform((b) => ({
          type_profil: text(b.type_profil),
          denomination_sociale: text(b.denomination_sociale).trim(),
          siren: text(b.siren).replace(/\s+/g, ''),
          conditions: b.conditions === true,
        })),
      )
      .check(
        z.superRefine((b, ctx) => {
          const problem = (field: string, message: string) => ctx.issues.push({ code: 'custom', message, input: b, path: [field] });
          if (!(CUSTOMER_PROFILES as readonly string[]).includes(b.type_profil)) problem('type_profil', 'Veuillez choisir un type de compte.');
          if (b.type_profil === 'PROFESSIONNEL') {
            if (!b.denomination_sociale) problem('denomination_sociale', 'Veuillez saisir la dénomination de votre entreprise.');
            else if (b.denomination_sociale.length > NAME_MAX_LENGTH) problem('denomination_sociale', maxLengthMessage(NAME_MAX_LENGTH));
            if (b.siren && !/^\d{9}$/.test(b.siren)) problem('siren', SIREN_FORMAT_MESSAGE);
          }
          if (!b.conditions) problem('conditions', "Veuillez accepter les conditions générales d'utilisation et de vente.");
        }),
      ),
    z.transform((b) => {
      const professional = b.type_profil === 'PROFESSIONNEL';
      return {
        type_profil: b.type_profil as CustomerProfile,
        denomination_sociale: professional ? b.denomination_sociale : null,
        siren: professional && b.siren ? b.siren : null,
      };
    }),
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

/**
 * The customer account's labels (PUT compte-client: the personal space's labels form and the
 * complete-account page), written on the version read: the mail and billing labels, each one
 * address line, and the billing city shortened to fit beside its postcode, when it is sent. The
 * API erases a label sent empty; the forms (`required`) ask for both.
 */
export function accountLabelsSchema(o: { required?: boolean } = {}) {
  const checked = z
    .pipe(
      anyFields('id', 'version', 'libelle_courrier', 'libelle_facturation', 'ville_facturation'),
      z.transform((b) => ({
        id: b.id,
        version: b.version,
        libelle_courrier: clean(b.libelle_courrier),
        libelle_facturation: clean(b.libelle_facturation),
        ville_facturation: clean(b.ville_facturation),
      })),
    )
    .check(
      z.superRefine((b, ctx) => {
        const problem = (path: string[], message: string) => ctx.issues.push({ code: 'custom', message, input: b, path });
        if (!Number.isInteger(b.id) || !Number.isInteger(b.version)) problem([], 'Les champs id et version sont obligatoires.');
        for (const field of ['libelle_courrier', 'libelle_facturation'] as const) {
          const value = b[field];
          if (value === null || value === undefined || value === '') {
            if (o.required) problem([field], ACCOUNT_LABEL_MISSING[field]);
          } else if (typeof value !== 'string') problem([field], 'Valeur invalide.');
          else {
            const message = addressLineProblem(value, LABEL_MAX_LENGTH);
            if (message) problem([field], message);
          }
        }
        const city = b.ville_facturation;
        if (city !== undefined) {
          const message = typeof city === 'string' && city ? addressLineProblem(city, CITY_MAX_LENGTH) : ACCOUNT_LABEL_MISSING.ville_facturation;
          if (message) problem(['ville_facturation'], message);
        }
      }),
    );
  const label = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return z.pipe(
    checked,
    z.transform((b) => ({
      id: b.id as number,
      version: b.version as number,
      libelle_courrier: label(b.libelle_courrier),
      libelle_facturation: label(b.libelle_facturation),
      ...(typeof b.ville_facturation === 'string' ? { ville_facturation: b.ville_facturation } : {}),
    })),
  );
}
export type AccountLabels = z.output<ReturnType<typeof accountLabelsSchema>>;
