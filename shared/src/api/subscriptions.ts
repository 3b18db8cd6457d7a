// Subscriptions of a customer account (SPEC §3 billing fields, §7 User service abonnements and
// Orders service commandes/abonnements): the catalogue of offers, a subscription with its state,
// and the readable labels of the account's service offers.
import * as z from 'zod/mini';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from '../auth/limits';
import { addressLineProblem } from '../format/validation';
import { Cents, IsoDate } from './common';

/** Offers a customer account can subscribe to, billed every month. */
export const CODES_OFFRE_ABONNEMENT = ['SURV', 'KBIS'] as const;
export type SubscriptionOfferCode = (typeof CODES_OFFRE_ABONNEMENT)[number];

export const OffreAbonnementSchema = z
  .object({
    code: z.enum(CODES_OFFRE_ABONNEMENT),
    libelle: z.string(),
    description: z.string(),
    /** What the offer gives, one line each. */
    services: z.array(z.string()),
    /** Monthly price before VAT, in cents. */
    prix_mensuel_ht: Cents,
  })
  .register(z.globalRegistry, { id: 'OffreAbonnement' });
export type OffreAbonnement = z.infer<typeof OffreAbonnementSchema>;
export const OffresAbonnementSchema = z.array(OffreAbonnementSchema).register(z.globalRegistry, { id: 'OffresAbonnement' });

/** The catalogue: the API sells these, the personal space shows them. */
export const OFFRES_ABONNEMENT: readonly OffreAbonnement[] = [
  {
    code: 'SURV',
    libelle: 'Surveillance',
    description: "Soyez averti de chaque changement des entreprises que vous suivez : clients, fournisseurs, concurrents.",
    services: [
      "Surveillance d'entreprises sans limite de nombre",
      'Révélations : modifications au registre, comptes annuels, actes, procédures collectives, privilèges et nantissements',
      'Groupes de favoris et rapports CSV ou PDF',
    ],
    prix_mensuel_ht: 2900,
  },
  {
    code: 'KBIS',
    libelle: 'Kbis illimités',
    description:
      "Les extraits Kbis électroniques de toute entreprise, sans limite de nombre et sans payer à la commande. L'envoi par courrier et les autres documents restent payants.",
    services: [
      "Extraits Kbis électroniques de toute entreprise, sans limite de nombre : 0 € à la commande",
      'Extraits signés et vérifiables en ligne',
      "Non compris, au prix du tarif : les exemplaires papier envoyés par courrier et leurs frais d'envoi, les envois périodiques programmés et les autres documents (comptes annuels, actes, états d'endettement)",
      'Une facture par mois',
    ],
    prix_mensuel_ht: 4900,
  },
];

/** How a document line paid for by a subscription in force is labelled, in the basket, the order and the invoice. */
export const INCLUS_ABONNEMENT = 'inclus dans votre abonnement';

/** One way a document is delivered, as far as a subscription is concerned. */
export interface LivraisonCouverte {
  code_article: string;
  diffusion: 'ELEC' | 'COURRIER';
  /** Months between two deliveries of a periodic extract; null for a single delivery. */
  frequence_mois: number | null;
}

/**
 * Whether the offers in force (their codes) pay for a delivery: the KBIS offer covers an electronic
 * Kbis extract of any company, delivered once. Not the copies by mail nor their postage, not the
 * periodic deliveries (they run past the month paid for), not the other documents. The offers are
 * mainland ones: the caller asks this only of a basket of the mainland site.
 */
export function couvertParAbonnement(offres: readonly string[], l: LivraisonCouverte): boolean {
  return offres.includes('KBIS') && l.code_article === 'KBIS' && l.diffusion === 'ELEC' && l.frequence_mois === null;
}

export function offreAbonnement(code: string | null | undefined): OffreAbonnement | null {
  return OFFRES_ABONNEMENT.find((o) => o.code === code) ?? null;
}

/**
 * Where a subscription stands on a day: in force with no end (EN_COURS), in force until its end date
 * after a termination request (RESILIATION_DEMANDEE), ended (TERMINE), starting later (A_VENIR),
 * subscribed but giving no service until its first period is paid (EN_ATTENTE_PAIEMENT), or giving
 * no service because one of its invoices is unpaid past its due date (SUSPENDU).
 */
export const SUBSCRIPTION_STATUSES = ['EN_COURS', 'RESILIATION_DEMANDEE', 'TERMINE', 'A_VENIR', 'EN_ATTENTE_PAIEMENT', 'SUSPENDU'] as const;
export type StatutAbonnement = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<StatutAbonnement, string> = {
  EN_COURS: 'En cours',
  RESILIATION_DEMANDEE: 'Résiliation demandée',
  TERMINE: 'Terminé',
  A_VENIR: 'À venir',
  EN_ATTENTE_PAIEMENT: 'En attente de paiement',
  SUSPENDU: 'Suspendu : facture impayée',
};

/** Means a subscription's period is paid with on the portal (an entitled account pays on invoice). */
export const MOYENS_PAIEMENT_ABONNEMENT = ['CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE'] as const;
export type MoyenPaiementAbonnement = (typeof MOYENS_PAIEMENT_ABONNEMENT)[number];

/**
 * What a subscription asks to be paid now: its first period (no invoice yet, it is issued once
 * paid) or its oldest unpaid invoice. Amounts in cents, all taxes included.
 */
export const ReglementAbonnementSchema = z.object({
  /** The invoice to pay; null for the first period. */
  facture: z.nullable(z.object({ id: z.int(), numero: z.string(), debut: IsoDate, fin: IsoDate, echeance: z.nullable(IsoDate) })),
  montant_ttc: Cents,
  /** A card payment is awaited on the provider's page. */
  paiement_en_cours: z.boolean(),
});
export type ReglementAbonnement = z.infer<typeof ReglementAbonnementSchema>;

/** The billing contact of a subscription (SPEC §3: the first subscription gives the account's billing fields). */
export const FacturationAbonnementSchema = z.object({
  libelle_facturation: z.nullable(z.string()),
  contact_nom: z.nullable(z.string()),
  contact_prenom: z.nullable(z.string()),
  numero_voie_facturation: z.nullable(z.string()),
  complement_adresse_facturation: z.nullable(z.string()),
  code_postal_facturation: z.nullable(z.string()),
  ville_facturation: z.nullable(z.string()),
  pays_facturation: z.nullable(z.string()),
});
export type FacturationAbonnement = z.infer<typeof FacturationAbonnementSchema>;

export type BillingField = keyof FacturationAbonnement;

/** The billing contact's fields in the order of the form, with what an empty one says and how long it may be. */
export const BILLING_FIELDS: readonly { name: BillingField; label: string; missing: string | null; max: number }[] = [
  { name: 'libelle_facturation', label: 'Libellé de facturation', missing: 'Veuillez saisir le libellé de facturation.', max: LABEL_MAX_LENGTH },
  { name: 'contact_prenom', label: 'Prénom du contact', missing: 'Veuillez saisir le prénom du contact.', max: LABEL_MAX_LENGTH },
  { name: 'contact_nom', label: 'Nom du contact', missing: 'Veuillez saisir le nom du contact.', max: LABEL_MAX_LENGTH },
  { name: 'numero_voie_facturation', label: 'Adresse', missing: "Veuillez saisir l'adresse.", max: LABEL_MAX_LENGTH },
  { name: 'complement_adresse_facturation', label: "Complément d'adresse", missing: null, max: LABEL_MAX_LENGTH },
  { name: 'code_postal_facturation', label: 'Code postal', missing: 'Veuillez saisir le code postal.', max: 5 },
  { name: 'ville_facturation', label: 'Ville', missing: 'Veuillez saisir la ville.', max: CITY_MAX_LENGTH },
  { name: 'pays_facturation', label: 'Pays', missing: 'Veuillez saisir le pays.', max: CITY_MAX_LENGTH },
];

/** What is wrong with a billing field's value (trimmed), or null: the same rule on both sides. */
export function billingFieldProblem(name: BillingField, value: string): string | null {
  const field = BILLING_FIELDS.find((f) => f.name === name)!;
  if (!value) return field.missing;
  if (name === 'code_postal_facturation') return /^\d{5}$/.test(value) ? null : 'Le code postal doit comporter 5 chiffres.';
  return addressLineProblem(value, field.max);
}

/** A subscription as GET abonnements/{id} and commandes/abonnements give it. */
export const AbonnementSchema = z
  .object({
    id: z.int(),
    /** Identifies the subscription in addresses (resume page). */
    uuid: z.string(),
    id_compte_client: z.int(),
    code_offre: z.string(),
    libelle_offre: z.string(),
    /** Monthly price before VAT when it was subscribed, in cents (null for older subscriptions). */
    prix_mensuel_ht: z.nullable(Cents),
    date_debut: IsoDate,
    /** Last day in force; null while it runs with no end. */
    date_fin: z.nullable(IsoDate),
    statut: z.enum(SUBSCRIPTION_STATUSES),
    /** When the termination was asked for (ISO date-time). */
    resiliation_demandee_le: z.nullable(z.string()),
    /** Last day of the current monthly period: where a termination asked for today would end it. */
    fin_periode: z.nullable(IsoDate),
    /** What is to be paid now; null when nothing is. */
    a_payer: z.nullable(ReglementAbonnementSchema),
    ...FacturationAbonnementSchema.shape,
  })
  .register(z.globalRegistry, { id: 'Abonnement' });
export type Abonnement = z.infer<typeof AbonnementSchema>;
export const AbonnementsSchema = z.array(AbonnementSchema).register(z.globalRegistry, { id: 'Abonnements' });

/** Labels of the service-offer codes an account holds (SPEC §3 offres_de_service). */
const SERVICE_OFFER_LABELS: Record<string, string> = {
  SURV: 'Surveillance',
  KBIS: 'Kbis illimités',
  WS: 'Services web (API)',
  WS_INTEG: 'Services web intégrés',
};

/** "SURV" -> "Surveillance"; an unknown code is named as such ("Offre 14"). */
export function serviceOfferLabel(code: string): string {
  return SERVICE_OFFER_LABELS[code] ?? `Offre ${code}`;
}
