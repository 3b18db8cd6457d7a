// Request schemas of the orders service (orders, payments, wallet, invoices), for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from '../../auth/limits';
import { addressLineProblem } from '../../format/validation';
import { CURRENCIES } from '../common';
import { MOYENS_ACCEPTES } from '../orders';
import { dateParam, enumParam, idParam, limitParam, offsetParam, optionalParam } from './params';

/** A printed line: trimmed, required or not, at most `max` characters without special characters. */
function printedLine(label: string, max: number, required = true) {
  return z.pipe(
    z.string({ error: `Le champ ${label} doit être une chaîne de caractères.` }),
    z.transform((v) => v.replace(/\s+/g, ' ').trim()),
  ).check(
    z.refine((v) => !required || v.length > 0, { error: `Le champ ${label} est obligatoire.` }),
    z.superRefine((v, ctx) => {
      const problem = addressLineProblem(v, max);
      if (problem) ctx.issues.push({ code: 'custom', message: `Le champ ${label} : ${problem}`, input: v });
    }),
  );
}

export const AdressePostaleBodySchema = z.object({
  destinataire: printedLine('destinataire', LABEL_MAX_LENGTH),
  ligne1: printedLine('adresse', LABEL_MAX_LENGTH),
  ligne2: z.optional(z.nullable(printedLine("complément d'adresse", LABEL_MAX_LENGTH, false))),
  code_postal: z.string({ error: 'Le code postal est obligatoire.' }).check(z.regex(/^\d{5}$/, { error: 'Le code postal doit comporter 5 chiffres.' })),
  ville: printedLine('ville', CITY_MAX_LENGTH),
  pays: z._default(printedLine('pays', CITY_MAX_LENGTH), 'France'),
});

/** The key of a retryable creation; required where a retry must not create twice. */
export const RequiredIdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string({ error: "L'en-tête Idempotency-Key est obligatoire." })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "L'en-tête Idempotency-Key doit comporter de 8 à 64 lettres, chiffres, tirets ou soulignés." })),
});

/** POST commandes: the selected account's basket becomes an order, paid with `moyen_paiement`. */
export const CreationCommandeBodySchema = z.object({
  libelle_facturation: printedLine('libelle_facturation', LABEL_MAX_LENGTH),
  adresse_facturation: z.optional(z.nullable(AdressePostaleBodySchema)),
  /** Required when the basket sends something by mail. */
  adresse_livraison: z.optional(z.nullable(AdressePostaleBodySchema)),
  moyen_paiement: z.enum(MOYENS_ACCEPTES, { error: `Le champ moyen_paiement doit valoir ${MOYENS_ACCEPTES.join(', ')}.` }),
  uid_grille_tarifaire: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'Le champ uid_grille_tarifaire est invalide.' }))),
});
export type CreationCommandeBody = z.infer<typeof CreationCommandeBodySchema>;

/** GET commandes: the selected account's orders, newest first, between two dates. */
export const CommandesQuerySchema = z.object({
  date_debut: optionalParam(dateParam('date_debut')),
  date_fin: optionalParam(dateParam('date_fin')),
  limit: limitParam(10),
  offset: offsetParam(),
});

export const ORDER_REFERENCE = /^CMD\d{8}$/;

export const CommandeParamsSchema = z.object({
  reference: preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.string().check(z.regex(ORDER_REFERENCE, { error: 'La référence de commande comporte CMD suivi de 8 chiffres.' })),
  ),
});
export const CommandeQuerySchema = z.object({ date_commande: optionalParam(dateParam('date_commande')) });

/** POST paiements/sessions: pay an order with the means chosen when it was placed, or another one. */
export const PaiementSessionBodySchema = z.object({
  reference_commande: preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.string({ error: 'Le champ reference_commande est obligatoire.' }).check(z.regex(ORDER_REFERENCE, { error: 'La référence de commande comporte CMD suivi de 8 chiffres.' })),
  ),
  moyen_paiement: z.optional(z.enum(MOYENS_ACCEPTES, { error: `Le champ moyen_paiement doit valoir ${MOYENS_ACCEPTES.join(', ')}.` })),
});

export const PaiementSessionParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: "Le paramètre id doit être l'identifiant d'un paiement." })),
});

/** POST portefeuille/recharges: a top-up of the wallet, paid by card on the hosted page. */
export const RechargeBodySchema = z.object({
  montant: z.int({ error: 'Le montant doit être un nombre entier de centimes.' }).check(z.gte(1, { error: 'Le montant doit être positif.' })),
  /** The site's currency when absent; another site's is refused. */
  devise: z.optional(z.enum(CURRENCIES, { error: 'La devise doit être EUR ou XPF.' })),
});

/** The wallet of the site's currency (`devise`, when given, must be it). */
export const PortefeuilleQuerySchema = z.object({
  devise: optionalParam(enumParam(CURRENCIES, 'devise')),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const MoyensPaiementQuerySchema = z.object({
  devise: optionalParam(enumParam(CURRENCIES, 'devise')),
});

export const PageQuerySchema = z.object({ limit: limitParam(20), offset: offsetParam() });

export const FactureParamsSchema = z.object({ id: idParam('id') });

export const EncaissementParamsSchema = z.object({ id: idParam('id') });

