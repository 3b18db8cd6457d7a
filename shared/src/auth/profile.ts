import { SPECIAL_CHARS_MESSAGE, addressLineProblem, maxLengthMessage, minLengthMessage } from '../format/validation';
import type { UserInfo } from './contracts';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from './limits';
import { parisDay } from '../format/dates';

// The person's identity and contact details (SPEC §3 User info) as they edit them in the personal
// space: the fields, their limits and their messages (SPEC §5). The form checks them before
// sending; the API checks them again with the same functions.

/** The contact attributes of the user service, each given as a one-item list (SPEC §3). */
export const CONTACT_ATTRIBUTES = ['address', 'additionalAddress', 'zipCode', 'city', 'country', 'mobilePhone', 'phone'] as const;
export type ContactAttribute = (typeof CONTACT_ATTRIBUTES)[number];

/** First and last names: the 70 of SPEC §5, as account creation limits them. */
export const NAME_MAX_LENGTH = 70;
/** A postcode abroad (the longest in use have 10 characters). */
export const FOREIGN_POSTCODE_MAX_LENGTH = 10;
/** Passwords of the embedded provider (the Keycloak realm uses the same minimum length). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** The password of the demonstration customers, published with the portal: nobody else may use it. */
export const DEMO_PASSWORD = 'Demo-Registre-2025';
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe fait partie des 10 000 mots de passe les plus répandus : il serait deviné parmi les premiers. Choisissez-en un autre.';
export const DEMO_PASSWORD_MESSAGE = 'Ce mot de passe est celui, public, des comptes de démonstration du portail : choisissez-en un autre.';
export const EMAIL_AS_PASSWORD_MESSAGE = 'Le mot de passe ne doit pas être votre adresse e-mail.';

export const PROFILE_FIELDS = ['firstName', 'lastName', ...CONTACT_ATTRIBUTES] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The form's values, every field a string (empty when unknown). */
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The body of PUT user: the names and the contact attributes (an empty or missing one is erased). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  attributes: Partial<Record<ContactAttribute, string>>;
}

/** A sign-in address as the provider accepts it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Veuillez saisir une adresse e-mail valide.';

export const POSTCODE_MESSAGE = 'Le code postal doit comporter 5 chiffres.';
export const PHONE_MESSAGE = 'Saisissez un numéro français à 10 chiffres (01 23 45 67 89) ou international commençant par + (+32 2 123 45 67).';
export const MOBILE_MESSAGE = 'Saisissez un numéro de mobile français (06 ou 07) ou international commençant par + (+32 470 12 34 56).';
const MISSING: Partial<Record<ProfileField, string>> = {
  firstName: 'Veuillez saisir votre prénom.',
  lastName: 'Veuillez saisir votre nom.',
};

const NAME_PATTERN = /^[\p{L} '’.-]*$/u;
/** Two words joined by a dot, as in a web address ("exemple.fr"), which mail software turns into a link. */
const WEB_ADDRESS_IN_NAME = /\p{L}{2}\.\p{L}{2}/u;
export const WEB_ADDRESS_IN_NAME_MESSAGE = 'Un nom ne peut pas contenir d’adresse web.';
const FOREIGN_POSTCODE_PATTERN = /^[A-Za-z0-9 -]*$/;
const FRENCH_NUMBER = /^0[1-9]\d{8}$/;
const FRENCH_MOBILE = /^0[67]\d{8}$/;
/** E.164: a country code and at most 15 digits in all. */
const INTERNATIONAL_NUMBER = /^\+[1-9]\d{6,14}$/;

/** Whitespace collapsed and trimmed. */
const clean = (v: string) => v.replace(/\s+/g, ' ').trim();

/** An empty country means France (the portal's addresses are French unless said otherwise). */
export function isFrance(country: string): boolean {
  const c = clean(country)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return c === '' || c === 'france' || c === 'fr';
}

/** A telephone number without its separators, "00" read as "+"; null when it is neither French nor international. */
function phoneDigits(value: string, french: RegExp): { kind: 'fr' | 'intl'; digits: string } | null {
  let v = value.replace(/[\s.\-()/]/g, '');
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  if (french.test(v)) return { kind: 'fr', digits: v };
  if (INTERNATIONAL_NUMBER.test(v)) return { kind: 'intl', digits: v };
  return null;
}

/** "0123456789" as "01 23 45 67 89"; an international number as "+" and its digits. */
function formatPhone(value: string, french: RegExp): string {
  const p = phoneDigits(value, french);
  if (!p) return clean(value);
  return p.kind === 'fr' ? p.digits.replace(/(\d{2})(?=\d)/g, '$1 ') : p.digits;
}

function fieldProblem(field: ProfileField, value: string, country: string): string | null {
  if (value === '') return MISSING[field] ?? null;
  switch (field) {
    case 'firstName':
    case 'lastName':
      if (value.length > NAME_MAX_LENGTH) return maxLengthMessage(NAME_MAX_LENGTH);
      if (!NAME_PATTERN.test(value)) return SPECIAL_CHARS_MESSAGE;
      return WEB_ADDRESS_IN_NAME.test(value) ? WEB_ADDRESS_IN_NAME_MESSAGE : null;
    case 'address':
    case 'additionalAddress':
      return addressLineProblem(value, LABEL_MAX_LENGTH);
    case 'city':
    case 'country':
      return addressLineProblem(value, CITY_MAX_LENGTH);
    case 'zipCode':
      if (isFrance(country)) return /^\d{5}$/.test(value) ? null : POSTCODE_MESSAGE;
      if (value.length > FOREIGN_POSTCODE_MAX_LENGTH) return maxLengthMessage(FOREIGN_POSTCODE_MAX_LENGTH);
      return FOREIGN_POSTCODE_PATTERN.test(value) ? null : SPECIAL_CHARS_MESSAGE;
    case 'mobilePhone':
      return phoneDigits(value, FRENCH_MOBILE) ? null : MOBILE_MESSAGE;
    case 'phone':
      return phoneDigits(value, FRENCH_NUMBER) ? null : PHONE_MESSAGE;
  }
}

/** The message of each field in error, in the order of the form; empty when everything is valid. */
export function profileProblems(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const problem = fieldProblem(field, clean(values[field] ?? ''), values.country ?? '');
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The values as they are stored: whitespace collapsed, telephone numbers written one way. */
export function normaliseProfile(values: ProfileValues): ProfileValues {
  const out = {} as ProfileValues;
  for (const field of PROFILE_FIELDS) out[field] = clean(values[field] ?? '');
  out.phone = out.phone && formatPhone(out.phone, FRENCH_NUMBER);
  out.mobilePhone = out.mobilePhone && formatPhone(out.mobilePhone, FRENCH_MOBILE);
  return out;
}

/** The body of PUT user for these values (empty attributes left out). */
export function toProfileUpdate(values: ProfileValues): ProfileUpdate {
  const attributes: ProfileUpdate['attributes'] = {};
  for (const a of CONTACT_ATTRIBUTES) if (values[a]) attributes[a] = values[a];
  return { firstName: values.firstName, lastName: values.lastName, attributes };
}

/**
 * The password rule, wherever a password is chosen (account creation, change, reset): its length,
 * not the person's address, not the demonstration password, and not one of the most common
 * passwords. That list ships with the API (`isCommon`); a form that does not have it leaves that
 * one check to the API. A French message, or null when the password is acceptable.
 */
export function passwordProblem(password: string, o: { email?: string; isCommon?: (password: string) => boolean } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return minLengthMessage(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return maxLengthMessage(PASSWORD_MAX_LENGTH);
  const lower = password.toLowerCase();
  if (o.email && lower === o.email.trim().toLowerCase()) return EMAIL_AS_PASSWORD_MESSAGE;
  if (lower === DEMO_PASSWORD.toLowerCase()) return DEMO_PASSWORD_MESSAGE;
  if (o.isCommon?.(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/** The form's values for the user info of GET user. */
export function profileValues(info: UserInfo | null): ProfileValues {
  const values = { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' } as ProfileValues;
  for (const a of CONTACT_ATTRIBUTES) values[a] = info?.attributes[a]?.[0] ?? '';
  return values;
}

/** The name of the copy of one's data: "mes-donnees-2025-06-01.json", dated in Paris. */
export function personalDataFilename(now: Date = new Date()): string {
  return `mes-donnees-${parisDay(now)}.json`;
}

/** A profile with every field empty. */
export const EMPTY_PROFILE = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as ProfileValues;

/** What a sign-up form says: the person's names, address, password and acceptance of the terms. */
export interface SignUpValues {
  email: string;
  prenom: string;
  nom: string;
  mot_de_passe: string;
  conditions: boolean;
}

/**
 * The problems of a sign-up, by field: names under the profile form's rules (they go into mail), the
 * address, the password under `passwordProblem`, the terms accepted. `isCommon`: the list of common
 * passwords, which only the API holds.
 */
export function signUpProblems(b: SignUpValues, isCommon?: (password: string) => boolean): Partial<Record<keyof SignUpValues, string>> {
  const out: Partial<Record<keyof SignUpValues, string>> = {};
  if (!EMAIL_PATTERN.test(b.email)) out.email = EMAIL_MESSAGE;
  const names = profileProblems({ ...EMPTY_PROFILE, firstName: b.prenom, lastName: b.nom });
  if (names.firstName) out.prenom = names.firstName;
  if (names.lastName) out.nom = names.lastName;
  const password = passwordProblem(b.mot_de_passe, { email: b.email, isCommon });
  if (password) out.mot_de_passe = password;
  if (!b.conditions) out.conditions = "Veuillez accepter les conditions générales d'utilisation.";
  return out;
}
