// What a paid order calls for, written in the transaction that settles it: a production job per
// document, and for a periodic Kbis its deliveries, each a job due on its date. A paid order
// therefore always has its jobs, and a settlement reported twice schedules nothing twice.
import { territoryTimeZoneOf, territoryTodayOf } from '../../db/days';
import type { Queryable } from '../../db/types';
import { enqueue, type NewJob } from '../../jobs/queue';

export const PRODUCE_DOCUMENT = 'document.produire';

/** One job per order line and delivery: its key makes a second enqueue a no-op. */
export const documentJobKey = (lineId: number, delivery: number) => `document:${lineId}:${delivery}`;

export function documentJob(lineId: number, delivery: number, runAt?: Date): NewJob {
  return { type: PRODUCE_DOCUMENT, key: documentJobKey(lineId, delivery), payload: { ligne: lineId, envoi: delivery }, ...(runAt ? { runAt } : {}) };
}

/** Schedules the production of the order's lines that are ready for it. */
export async function scheduleProduction(tx: Queryable, orderId: number): Promise<void> {
  // A periodic Kbis: its deliveries every `frequence_mois` months from today in its order's territory
  // (Paris, Nouméa), the first at once.
  await tx.query(
    `insert into kbis_periodique (ligne_commande_id, compte_client_id, frequence_mois, duree_mois, nombre_envois, adresse_livraison)
     select l.id, c.compte_client_id, l.frequence_mois, coalesce(l.duree_mois, l.frequence_mois * l.nombre_envois), l.nombre_envois,
            case when l.diffusion = 'COURRIER' then c.adresse_livraison end
     from ligne_commande l join commande c on c.id = l.commande_id
     where l.commande_id = $1 and l.frequence_mois is not null and l.statut = 'A_PRODUIRE'
     on conflict (ligne_commande_id) do nothing`,
    [orderId],
  );
  await tx.query(
    `insert into kbis_envoi (kbis_periodique_id, rang, date_prevue)
     select k.id, g.rang, (${territoryTodayOf('c.territoire')} + make_interval(months => k.frequence_mois * (g.rang - 1)))::date
     from kbis_periodique k join ligne_commande l on l.id = k.ligne_commande_id join commande c on c.id = l.commande_id
     cross join lateral generate_series(1, k.nombre_envois) as g(rang)
     where l.commande_id = $1
     on conflict do nothing`,
    [orderId],
  );
  const single = await tx.query<{ id: number }>(
    `select id from ligne_commande where commande_id = $1 and frequence_mois is null and statut = 'A_PRODUIRE'`,
    [orderId],
  );
  // Each delivery is due at midnight, its order's territory's time, of its day; the first one at once.
  const deliveries = await tx.query<{ ligne: number; rang: number; due: string }>(
    `select l.id as ligne, e.rang, to_char((e.date_prevue::timestamp at time zone ${territoryTimeZoneOf('c.territoire')}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as due
     from kbis_envoi e join kbis_periodique k on k.id = e.kbis_periodique_id join ligne_commande l on l.id = k.ligne_commande_id
     join commande c on c.id = l.commande_id
     where l.commande_id = $1 and e.statut = 'PREVU'`,
    [orderId],
  );
  await enqueue(tx, [
    ...single.map((l) => documentJob(l.id, 1)),
    ...deliveries.map((d) => documentJob(d.ligne, d.rang, d.rang === 1 ? undefined : new Date(d.due))),
  ]);
}
