// Periodic Kbis (SPEC §7 kbis_periodiques with envois, adresse_livraison, annulations): the
// subscriptions of the selected customer account (on a site, those ordered there: a periodic Kbis
// is its order's territory's), their deliveries, a new delivery address for the
// deliveries to come, and a cancellation that stops the deliveries not made yet. One of the other
// territory's site is neither shown nor changed from this one (409).
import type { AdressePostale, KbisPeriodique, StatutEnvoi } from '@portail/shared/api';
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { cancelJobs } from '../../jobs/queue';
import { lineEntity, documentJobKey } from '../orders';
import { otherTerritory, type Territory } from '../basket';

interface PeriodicRow {
  id: number;
  territoire: Territory;
  ligne_commande_id: number;
  reference: string;
  date_commande: string;
  entreprise_id: number | null;
  entite_siren: string | null;
  entite_denomination: string;
  diffusion: 'ELEC' | 'COURRIER';
  frequence_mois: number;
  duree_mois: number;
  nombre_envois: number;
  adresse_livraison: AdressePostale | null;
  annule_le: string | null;
  envois: Array<{ rang: number; date_prevue: string; statut: StatutEnvoi; id_visualisation: number | null; emis_le: string | null }>;
}

const SELECT = `select k.id, c.territoire, k.ligne_commande_id, c.reference, c.date_commande::text as date_commande, l.entreprise_id, l.entite_siren, l.entite_denomination,
    l.diffusion, k.frequence_mois, k.duree_mois, k.nombre_envois, k.adresse_livraison,
    to_char(k.annule_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as annule_le,
    coalesce((select jsonb_agg(jsonb_build_object('rang', e.rang, 'date_prevue', e.date_prevue::text, 'statut', e.statut, 'id_visualisation', e.document_id,
        'emis_le', to_char(d.emis_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by e.rang)
      from kbis_envoi e left join document_emis d on d.id = e.document_id where e.kbis_periodique_id = k.id), '[]'::jsonb) as envois
  from kbis_periodique k join ligne_commande l on l.id = k.ligne_commande_id join commande c on c.id = l.commande_id`;

function toPeriodic(r: PeriodicRow): KbisPeriodique {
  const next = r.envois.find((e) => e.statut === 'PREVU');
  const statut = r.annule_le ? 'ANNULE' : next ? 'ACTIF' : 'TERMINE';
  return {
    id: r.id,
    reference_commande: r.reference,
    date_commande: r.date_commande,
    id_article: r.ligne_commande_id,
    entite: lineEntity(r),
    diffusion: r.diffusion,
    frequence_mois: r.frequence_mois,
    duree_mois: r.duree_mois,
    nombre_envois: r.nombre_envois,
    statut,
    prochain_envoi: statut === 'ACTIF' ? (next?.date_prevue ?? null) : null,
    adresse_livraison: r.adresse_livraison,
    annule_le: r.annule_le,
    envois: r.envois,
  };
}

/** The account's periodic Kbis on a territory: those of its orders on that territory's site. */
export async function listPeriodic(db: Queryable, accountId: number, territory: Territory): Promise<KbisPeriodique[]> {
  const rows = await db.query<PeriodicRow>(`${SELECT} where k.compte_client_id = $1 and c.territoire = $2 order by k.id desc`, [accountId, territory]);
  return rows.map(toPeriodic);
}

/**
 * One subscription, for a person who acts for its account, on its order's territory's site: null
 * when the person does not act for it, a 409 naming its site when asked from the other one.
 */
export async function periodicFor(db: Queryable, sub: string, id: number, territory: Territory): Promise<KbisPeriodique | null> {
  const [row] = await db.query<PeriodicRow>(
    `${SELECT} where k.id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = k.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  if (row && row.territoire !== territory) throw otherTerritory(`Le Kbis périodique de la commande ${row.reference}`, row.territoire, territory);
  return row ? toPeriodic(row) : null;
}

/** The deliveries to come go to `address`; those made keep theirs. */
export async function changeDeliveryAddress(db: Database, sub: string, id: number, territory: Territory, address: AdressePostale): Promise<KbisPeriodique | null> {
  const current = await periodicFor(db, sub, id, territory);
  if (!current) return null;
  if (current.diffusion !== 'COURRIER') throw new HttpError(409, 'Ce Kbis périodique est envoyé par voie électronique : il n’a pas d’adresse de livraison.');
  if (current.statut !== 'ACTIF') throw new HttpError(409, 'Ce Kbis périodique n’a plus d’envoi à venir : son adresse ne peut plus changer.');
  await db.query('update kbis_periodique set adresse_livraison = $2::jsonb where id = $1', [id, JSON.stringify({ ...address, ligne2: address.ligne2 ?? null })]);
  return periodicFor(db, sub, id, territory);
}

/** Stops the deliveries not made yet; asked again, answers the same. */
export async function cancelPeriodic(db: Database, sub: string, id: number, territory: Territory): Promise<KbisPeriodique | null> {
  const current = await periodicFor(db, sub, id, territory);
  if (!current) return null;
  if (current.statut !== 'ACTIF') return current;
  await db.transaction(
    async (tx) => {
      const [locked] = await tx.query<{ ligne_commande_id: number }>('select ligne_commande_id from kbis_periodique where id = $1 and annule_le is null for update', [id]);
      if (!locked) return;
      const cancelled = await tx.query<{ rang: number }>(`update kbis_envoi set statut = 'ANNULE' where kbis_periodique_id = $1 and statut = 'PREVU' returning rang`, [id]);
      await tx.query('update kbis_periodique set annule_le = now() where id = $1', [id]);
      // Cancelled before its first delivery, the line has nothing left to produce.
      await tx.query(
        `update ligne_commande l set statut = case when exists (select 1 from document_emis d where d.ligne_commande_id = l.id) then 'DISPONIBLE' else 'ANNULE' end
         where l.id = $1 and l.statut in ('A_PRODUIRE', 'EN_PRODUCTION')`,
        [locked.ligne_commande_id],
      );
      await cancelJobs(
        tx,
        cancelled.map((c) => documentJobKey(locked.ligne_commande_id, c.rang)),
      );
    },
    { durable: true },
  );
  return periodicFor(db, sub, id, territory);
}
