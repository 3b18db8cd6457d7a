import { CATALOGUE_EVENEMENTS, CODES_EVENEMENT, type CodeEvenement, type SourceEvenement } from '@portail/shared/api/monitoring';
import type { Database, Queryable } from '../../db/types';

// Change events and change detection. Producers (the SIRENE import, the registry's dated events)
// record what changed on companies; detection turns every event not yet detected into one
// revelation per active surveillance whose domains cover it, in set-based SQL: a batch of events
// against every surveillance at once, never a loop per company.

export interface NewEvent {
  entreprise_id: number;
  code: CodeEvenement;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  /** ISO date the change took effect. */
  date_evenement: string;
  source: SourceEvenement;
  /** Identifies the change: recording the same key twice records it once. */
  cle: string;
}

/** The event codes with their notice type and domains, as SQL rows: the catalogue stays written once, in shared. */
const CATALOGUE_ROWS = CODES_EVENEMENT.map((code, i) => `($${i * 3 + 1}::text, $${i * 3 + 2}::text, $${i * 3 + 3}::text[])`).join(', ');
const CATALOGUE_PARAMS = CODES_EVENEMENT.flatMap((code) => [code, CATALOGUE_EVENEMENTS[code].type_avis, [...CATALOGUE_EVENEMENTS[code].groupes]]);
/** `from (values …) as catalogue(code, type_avis, groupes)`, with its parameters starting at $1. */
export const CATALOGUE_SQL = { values: `(values ${CATALOGUE_ROWS}) as catalogue(code, type_avis, groupes)`, params: CATALOGUE_PARAMS, next: CATALOGUE_PARAMS.length + 1 };

/** Records events (their notice type comes from the catalogue); returns the keys of those that were new. */
export async function recordNewEvents(db: Queryable, events: readonly NewEvent[]): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < events.length; i += 1000) {
    const chunk = events.slice(i, i + 1000);
    const rows = await db.query<{ cle: string }>(
      `insert into evenement_entreprise (entreprise_id, code, type_avis, ancienne_valeur, nouvelle_valeur, date_evenement, source, cle)
       select e.entreprise_id, e.code, catalogue.type_avis, e.ancienne_valeur, e.nouvelle_valeur, e.date_evenement, e.source, e.cle
         from jsonb_to_recordset($${CATALOGUE_SQL.next}::jsonb)
              as e(entreprise_id int, code text, ancienne_valeur text, nouvelle_valeur text, date_evenement date, source text, cle text)
         join ${CATALOGUE_SQL.values} on catalogue.code = e.code
       on conflict (cle) do nothing
       returning cle`,
      [...CATALOGUE_SQL.params, JSON.stringify(chunk)],
    );
    for (const r of rows) added.push(r.cle);
  }
  return added;
}

/** Records events; returns how many were new. */
export async function recordEvents(db: Queryable, events: readonly NewEvent[]): Promise<number> {
  return (await recordNewEvents(db, events)).length;
}

/** Events taken per detection statement: bounded work and memory per transaction. */
export const DETECTION_BATCH = 50_000;

export interface DetectionResult {
  evenements: number;
  revelations: number;
}

/**
 * Turns every event not yet detected into revelations: one per active surveillance of the
 * company whose domains cover the event's code and that existed when the event was recorded.
 * Safe to run in several processes at once (the events of a batch are locked and skipped by
 * the others) and to run again (an event is detected once; a revelation is unique per
 * surveillance and event).
 */
export async function detectRevelations(db: Database, batch = DETECTION_BATCH): Promise<DetectionResult> {
  const total: DetectionResult = { evenements: 0, revelations: 0 };
  for (;;) {
    const [r] = await db.transaction((tx) =>
      tx.query<{ evenements: number; revelations: number }>(
        `with lot as (
           update evenement_entreprise set detecte_le = now()
            where id in (select id from evenement_entreprise where detecte_le is null order by id limit $${CATALOGUE_SQL.next} for update skip locked)
           returning id, entreprise_id, code, enregistre_le
         ), revelees as (
           insert into revelation (surveillance_id, compte_client_id, evenement_id)
           select s.id, s.compte_client_id, lot.id
             from lot
             join ${CATALOGUE_SQL.values} on catalogue.code = lot.code
             join surveillance s on s.entreprise_id = lot.entreprise_id and s.statut = 'ACTIVE'
                                and s.domaines && catalogue.groupes and s.cree_le <= lot.enregistre_le
           on conflict (surveillance_id, evenement_id) do nothing
           returning 1
         )
         select (select count(*) from lot)::int as evenements, (select count(*) from revelees)::int as revelations`,
        [...CATALOGUE_SQL.params, batch],
      ),
    );
    total.evenements += r!.evenements;
    total.revelations += r!.revelations;
    if (r!.evenements < batch) return total;
  }
}
