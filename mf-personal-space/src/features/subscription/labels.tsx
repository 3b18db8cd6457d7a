import { Badge, SUBSCRIPTION_STATUS_LABELS, formatAmount, formatDateFr, offreAbonnement, type Abonnement, type BadgeTone, type FacturationAbonnement, type StatutAbonnement } from '@portail/shared';

const TONES: Record<StatutAbonnement, BadgeTone> = {
  EN_COURS: 'success',
  RESILIATION_DEMANDEE: 'warning',
  TERMINE: 'neutral',
  A_VENIR: 'info',
  EN_ATTENTE_PAIEMENT: 'warning',
  SUSPENDU: 'error',
};

export function SubscriptionStatus({ status }: { status: StatutAbonnement }) {
  return <Badge tone={TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>;
}

/** "29,00 € HT par mois". */
export function monthlyPrice(cents: number): string {
  return `${formatAmount(cents, { thousandsSeparator: true, currency: 'EUR' })} HT par mois`;
}

/** The price it was subscribed at, else the offer's price today. */
export function subscriptionPrice(a: Abonnement): string | null {
  const cents = a.prix_mensuel_ht ?? offreAbonnement(a.code_offre)?.prix_mensuel_ht ?? null;
  return cents === null ? null : monthlyPrice(cents);
}

/** "Du 01/01/2024 au 31/12/2025", "Depuis le 01/01/2024"; none yet for one awaiting its first payment. */
export function subscriptionDates(a: Abonnement): string {
  if (a.statut === 'EN_ATTENTE_PAIEMENT') return 'À partir du jour du paiement de son premier mois';
  return a.date_fin ? `Du ${formatDateFr(a.date_debut)} au ${formatDateFr(a.date_fin)}` : `Depuis le ${formatDateFr(a.date_debut)}`;
}

/** The billing contact as lines of a postal address. */
export function BillingAddress({ a }: { a: FacturationAbonnement }) {
  const contact = [a.contact_prenom, a.contact_nom].filter(Boolean).join(' ');
  const lines = [
    a.libelle_facturation,
    contact ? `À l'attention de ${contact}` : null,
    a.numero_voie_facturation,
    a.complement_adresse_facturation,
    [a.code_postal_facturation, a.ville_facturation].filter(Boolean).join(' ') || null,
    a.pays_facturation,
  ].filter((l): l is string => !!l);
  if (lines.length === 0) return <>Non renseignée</>;
  return (
    <address className="postal-address">
      {lines.map((l, i) => (
        <span key={i}>{l}</span>
      ))}
    </address>
  );
}
