import { Badge, LIBELLES_STATUT_ENVOI, LIBELLES_STATUT_KBIS_PERIODIQUE, type BadgeTone, type Diffusion, type KbisPeriodique, type StatutEnvoi, type StatutKbisPeriodique } from '@portail/shared';

const KBIS_TONES: Record<StatutKbisPeriodique, BadgeTone> = { ACTIF: 'info', TERMINE: 'success', ANNULE: 'neutral' };
const ENVOI_TONES: Record<StatutEnvoi, BadgeTone> = { PREVU: 'info', EMIS: 'success', ANNULE: 'neutral' };

export function PeriodicKbisStatus({ statut }: { statut: StatutKbisPeriodique }) {
  return <Badge tone={KBIS_TONES[statut]}>{LIBELLES_STATUT_KBIS_PERIODIQUE[statut]}</Badge>;
}

export function DeliveryStatus({ statut }: { statut: StatutEnvoi }) {
  return <Badge tone={ENVOI_TONES[statut]}>{LIBELLES_STATUT_ENVOI[statut]}</Badge>;
}

/** "tous les mois", "tous les 3 mois". */
export const frequencyLabel = (months: number) => (months === 1 ? 'tous les mois' : `tous les ${months} mois`);

export const durationLabel = (months: number) => `${months} mois`;

export const diffusionLabel = (d: Diffusion) => (d === 'ELEC' ? 'Électronique' : 'Courrier');

/** Deliveries already issued. */
export const issuedCount = (k: KbisPeriodique) => k.envois.filter((e) => e.statut === 'EMIS').length;
