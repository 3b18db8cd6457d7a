// Which customer account a monitoring call acts for, and whether that account subscribes to the
// monitoring offer. Every query of the module is then scoped by the account's id: an id of another
// account's surveillance, revelation or group is simply not found.
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { findAccount, findSelectedAccount, type AccountRow } from '../accounts';

/** The offer (offres_de_service code) that opens company monitoring. */
export const OFFRE_SURVEILLANCE = 'SURV';

export const NOT_SUBSCRIBED = "La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.";

export interface MonitoringAccount {
  id: number;
  numero_client: string;
  /** The account's name as documents print it. */
  nom: string;
  /** Subscribes to the monitoring offer: may write; reads are empty otherwise. */
  abonne: boolean;
}

/** Whether a comma-separated list of offers contains the monitoring offer. */
export function subscribesToMonitoring(offres: string): boolean {
  return offres
    .split(',')
    .map((o) => o.trim().toUpperCase())
    .includes(OFFRE_SURVEILLANCE);
}

function toMonitoringAccount(a: AccountRow): MonitoringAccount {
  return {
    id: a.id,
    numero_client: a.numero_client,
    nom: a.denomination_sociale ?? a.libelle_facturation ?? a.numero_client,
    abonne: subscribesToMonitoring(a.offres_de_service),
  };
}

/**
 * The account `sub` acts for in this call: `id` when given (404 when they do not act for it), the
 * selected one otherwise (409 when none is).
 */
export async function monitoringAccount(db: Queryable, sub: string, id: number | undefined): Promise<MonitoringAccount> {
  if (id === undefined) {
    const selected = await findSelectedAccount(db, sub);
    if (!selected) throw new HttpError(409, "Aucun compte client n'est sélectionné : choisissez le compte client dont vous suivez les entreprises.");
    return toMonitoringAccount(selected);
  }
  const account = await findAccount(db, sub, id);
  if (!account) throw notFound('Compte client introuvable.');
  return toMonitoringAccount(account);
}

/** Writes need the monitoring offer: 403 otherwise. */
export function requireSubscription(account: MonitoringAccount): void {
  if (!account.abonne) throw new HttpError(403, NOT_SUBSCRIBED);
}
