// Request schemas of the subscriptions (commandes/abonnements) and of the formalities, for the API.
import * as z from 'zod/mini';
import { BILLING_FIELDS, CODES_OFFRE_ABONNEMENT, MOYENS_PAIEMENT_ABONNEMENT, billingFieldProblem, type BillingField } from '../subscriptions';
import { FORMALITY_REFERENCE, FORMALITY_STATUSES } from '../formalities';
import { emptyToUndefined, enumParam, idParam, limitParam, offsetParam, optionalParam } from './params';
import { preprocess } from '../../zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Which customer account a call acts for: the selected one when left out. */
export const CompteClientQuerySchema = z.object({ id_compte_client: optionalParam(idParam('id_compte_client')) });

export const AbonnementParamsSchema = z.object({
  uuid: preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.string().check(z.regex(UUID, { error: "Le paramètre uuid doit être l'identifiant UUID d'un abonnement." })),
  ),
});

/** A billing field: trimmed, spaces collapsed, `fallback` when empty; empty optional ones become null. */
function billingField(name: BillingField, fallback = '') {
  const field = BILLING_FIELDS.find((f) => f.name === name)!;
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: `${field.label} : valeur invalide.` }))),
      z.transform((v) => (v ?? '').replace(/\s+/g, ' ').trim() || fallback),
    ),
    z.pipe(
      z.string().check(
        z.superRefine((v, ctx) => {
          const problem = billingFieldProblem(name, v);
          if (problem) ctx.issues.push({ code: 'custom', message: problem, input: v });
        }),
      ),
      z.transform((v) => v || null),
    ),
  );
}

/**
 * POST commandes/abonnements: subscribe the account to an offer, with its billing contact.
 * `remplace`: a subscription in force of the same account that the new one replaces (it then
 * ends at the end of its current period). The API answers field problems as `errors`.
 */
export const SouscriptionBodySchema = z.object({
  id_compte_client: z.optional(z.int({ error: 'Le compte client est invalide.' }).check(z.positive({ error: 'Le compte client est invalide.' }))),
  code_offre: z.enum(CODES_OFFRE_ABONNEMENT, { error: 'Veuillez choisir une offre.' }),
  remplace: z.optional(z.nullable(z.string().check(z.regex(UUID, { error: "L'abonnement à remplacer est invalide." })))),
  libelle_facturation: billingField('libelle_facturation'),
  contact_prenom: billingField('contact_prenom'),
  contact_nom: billingField('contact_nom'),
  numero_voie_facturation: billingField('numero_voie_facturation'),
  complement_adresse_facturation: billingField('complement_adresse_facturation'),
  code_postal_facturation: billingField('code_postal_facturation'),
  ville_facturation: billingField('ville_facturation'),
  pays_facturation: billingField('pays_facturation', 'France'),
});
export type SouscriptionBody = z.infer<typeof SouscriptionBodySchema>;

/**
 * POST commandes/abonnements/{uuid}/paiements: pay what the subscription asks for now (its first
 * period, or its oldest unpaid invoice), or the invoice `id_facture` of this subscription.
 */
export const PaiementAbonnementBodySchema = z.object({
  moyen_paiement: z.enum(MOYENS_PAIEMENT_ABONNEMENT, { error: 'Choisissez la carte bancaire ou le portefeuille électronique.' }),
  id_facture: z.optional(z.nullable(z.int({ error: 'La facture est invalide.' }).check(z.positive({ error: 'La facture est invalide.' })))),
});
export type PaiementAbonnementBody = z.infer<typeof PaiementAbonnementBodySchema>;

// ---------- Formalities ----------

export const FormalitesQuerySchema = z.object({
  id_compte_client: optionalParam(idParam('id_compte_client')),
  statut: optionalParam(enumParam(FORMALITY_STATUSES, 'statut')),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const FormaliteParamsSchema = z.object({
  reference: preprocess(
    emptyToUndefined,
    z.string().check(z.regex(FORMALITY_REFERENCE, { error: 'Le paramètre reference doit comporter de 1 à 40 lettres, chiffres, tirets ou soulignés.' })),
  ),
});
