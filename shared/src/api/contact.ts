// The contact request form (SPEC §2 "External links"): its topics, its limits, the rules of each
// field (the form checks them before sending, the API again at its edge) and the answers of the API.
import * as z from 'zod/mini';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../auth/profile';
import { ORDER_REFERENCE } from './requests/orders';

/** GET: a signed form token; POST: a contact request. Paths under /api. */
export const CONTACT_PATH = 'contact';
export const CONTACT_TOKEN_PATH = 'contact/jeton';

/** What a request is about. */
export const CONTACT_SUBJECTS = [
  { code: 'COMMANDE', libelle: 'Une commande' },
  { code: 'COMPTE', libelle: 'Mon compte' },
  { code: 'DOCUMENT_OFFICIEL', libelle: 'Un document officiel' },
  { code: 'DONNEES_ENTREPRISE', libelle: "Les données d'une entreprise" },
  { code: 'AUTRE', libelle: 'Autre chose' },
] as const;
export type SujetContact = (typeof CONTACT_SUBJECTS)[number]['code'];
export const CONTACT_SUBJECT_CODES = CONTACT_SUBJECTS.map((s) => s.code) as [SujetContact, ...SujetContact[]];

export function sujetContactLibelle(code: SujetContact): string {
  return CONTACT_SUBJECTS.find((s) => s.code === code)!.libelle;
}

export const CONTACT_LIMITS = {
  nomMax: 100,
  emailMax: 254,
  messageMin: 20,
  messageMax: 5000,
  /** A form sent sooner than this after its token was issued was not filled by a person. */
  tokenMinAgeMs: 3_000,
  /** A token older than this is expired: the form asks for a new one. */
  tokenMaxAgeMs: 2 * 3600_000,
} as const;

/** Requests per client address and window (POST /api/contact). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 3600_000 };
export const CONTACT_RATE_LIMIT_MESSAGE = 'Vous avez envoyé plusieurs demandes en peu de temps : veuillez réessayer dans une heure.';

/**
 * The field people never see (and assistive technologies never announce): only robots fill it in.
 * A request with it filled in is answered as any other but goes nowhere.
 */
export const CONTACT_HONEYPOT = 'site_web';

export const CONTACT_FIELDS = ['nom', 'email', 'sujet', 'numero_commande', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** A field as it is kept: spaces trimmed (and collapsed in a name), order numbers in capitals. */
export function normaliseContactField(field: ContactField, value: string): string {
  switch (field) {
    case 'nom':
      return value.replace(/\s+/g, ' ').trim();
    case 'numero_commande':
      return value.trim().toUpperCase();
    case 'message':
      return value.replace(/\r\n?/g, '\n').trim();
    default:
      return value.trim();
  }
}

/** What is wrong with a (normalised) field, or null. */
export function contactFieldProblem(field: ContactField, value: string): string | null {
  const L = CONTACT_LIMITS;
  switch (field) {
    case 'nom':
      if (!value) return 'Veuillez saisir votre nom.';
      return value.length > L.nomMax ? `Votre nom ne peut pas dépasser ${L.nomMax} caractères.` : null;
    case 'email':
      if (!value) return 'Veuillez saisir votre adresse e-mail.';
      return value.length > L.emailMax || !EMAIL_PATTERN.test(value) ? EMAIL_MESSAGE : null;
    case 'sujet':
      return (CONTACT_SUBJECT_CODES as readonly string[]).includes(value) ? null : 'Veuillez choisir le sujet de votre demande.';
    case 'numero_commande':
      return !value || ORDER_REFERENCE.test(value) ? null : 'Le numéro de commande comporte CMD suivi de 8 chiffres (par exemple CMD00000042).';
    case 'message':
      if (!value) return 'Veuillez saisir votre message.';
      if (value.length < L.messageMin) return `Votre message doit comporter au moins ${L.messageMin} caractères.`;
      return value.length > L.messageMax ? 'Votre message ne peut pas dépasser 5 000 caractères.' : null;
  }
}

/** The problems of a whole form, field by field (normalised first). */
export function contactProblems(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, normaliseContactField(field, values[field]));
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** GET contact/jeton: a form token signed by the server, and when it was issued. */
export const ContactJetonSchema = z.object({ jeton: z.string(), emis_le: z.string() });
export type ContactJeton = z.infer<typeof ContactJetonSchema>;

/** POST contact: the request's reference (CT2026-000123), which both mails quote. */
export const ContactAccuseSchema = z.object({ reference: z.string() });
export type ContactAccuse = z.infer<typeof ContactAccuseSchema>;
