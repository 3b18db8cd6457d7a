import { Badge, KBIS_DISPATCH_STATUS_LABELS, PERIODIC_KBIS_STATUS_LABELS, type BadgeTone, type Diffusion, type KbisPeriodique, type StatutEnvoi, type PeriodicKbisStatusCode } from '@portail/shared';

const KBIS_TONES: Record<PeriodicKbisStatusCode, BadgeTone> = { ACTIF: 'info', TERMINE: 'success', ANNULE: 'neutral' };
const DISPATCH_TONES: Record<StatutEnvoi, BadgeTone> = { PREVU: 'info', EMIS: 'success', ANNULE: 'neutral' };

export function PeriodicKbisStatus({ statut }: { statut: PeriodicKbisStatusCode }) {
  return <Badge tone={KBIS_TONES[statut]}>{PERIODIC_KBIS_STATUS_LABELS[statut]}</Badge>;
}

export function DeliveryStatus({ statut }: { statut: StatutEnvoi }) {
  return <Badge tone={DISPATCH_TONES[statut]}>{KBIS_DISPATCH_STATUS_LABELS[statut]}</Badge>;
}

/** "tous les mois", "tous les 3 mois". */
export const frequencyLabel = (months: number) => (months === 1 ? 'tous les mois' : `tous les ${months} mois`);

export const durationLabel = (months: number) => `${months} mois`;

export const diffusionLabel = (d: Diffusion) => (d === 'ELEC' ? 'Électronique' : 'Courrier');

/** Deliveries already issued. */
export const issuedCount = (k: KbisPeriodique) => k.envois.filter((e) => e.statut === 'EMIS').length;
