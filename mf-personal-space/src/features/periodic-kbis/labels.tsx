import { Badge, KBIS_DISPATCH_STATUS_LABELS, PERIODIC_KBIS_STATUS_LABELS, type BadgeTone, type Diffusion, type KbisPeriodique, type StatutEnvoi, type PeriodicKbisStatusCode } from '@portail/shared';

const KBIS_TONES: Record<PeriodicKbisStatusCode, BadgeTone> = { ACTIF: 'info', TERMINE: 'success', ANNULE: 'neutral' };
const DISPATCH_TONES: Record<StatutEnvoi, BadgeTone> = { PREVU: 'info', EMIS: 'success', ANNULE: 'neutral' };

export function PeriodicKbisStatus({ status }: { status: PeriodicKbisStatusCode }) {
  return <Badge tone={KBIS_TONES[status]}>{PERIODIC_KBIS_STATUS_LABELS[status]}</Badge>;
}

export function DeliveryStatus({ status }: { status: StatutEnvoi }) {
  return <Badge tone={DISPATCH_TONES[status]}>{KBIS_DISPATCH_STATUS_LABELS[status]}</Badge>;
}

/** "tous les mois", "tous les 3 mois". */
export const frequencyLabel = (months: number) => (months === 1 ? 'tous les mois' : `tous les ${months} mois`);

export const durationLabel = (months: number) => `${months} mois`;

export const deliveryModeLabel = (d: Diffusion) => (d === 'ELEC' ? 'Électronique' : 'Courrier');

/** Deliveries already issued. */
export const issuedCount = (k: KbisPeriodique) => k.envois.filter((e) => e.statut === 'EMIS').length;
