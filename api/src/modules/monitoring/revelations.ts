// Revelations of a customer account: one change of a monitored company, with its old and new
// value, read or unread. Lists are filtered in SQL and scoped by the account.
import {
  CATALOGUE_EVENEMENTS,
  CODES_EVENEMENT,
  type CodeEvenement,
  type GroupeSurveillance,
  type Revelation,
  type SourceEvenement,
  type TypeAvis,
} from '@portail/shared/api/monitoring';
import type { Database, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { isoTimestamp } from '../orders';
import { companyNameSql } from './surveillances';

/** Changes whose values would name a sole trader under partial diffusion, or locate them. */
const HIDDEN_FOR_PARTIAL_DIFFUSION: CodeEvenement[] = ['DENOMINATION', 'ADRESSE_SIEGE', 'SIEGE'];
const HIDDEN_CODES = HIDDEN_FOR_PARTIAL_DIFFUSION.map((c) => `'${c}'`).join(', ');
const shownValue = (column: string) =>
  `case when e.diffusion_partielle and not e.personne_morale and ev.code in (${HIDDEN_CODES}) then null else ${column} end`;

interface RevelationRow {
  id: number;
  surveillance_id: number;
  lue: boolean;
  revele_le: string;
  code: CodeEvenement;
  type_avis: TypeAvis;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  date_evenement: string;
  source: SourceEvenement;
  entreprise_id: number;
  siren: string | null;
  denomination: string;
  active: boolean;
  favori: boolean;
}

const FROM = `
    from revelation r
    join surveillance s on s.id = r.surveillance_id
    join evenement_entreprise ev on ev.id = r.evenement_id
    join entreprise e on e.id = ev.entreprise_id`;

const SELECT_REVELATION = `
  select r.id, r.surveillance_id, r.lue, ${isoTimestamp('r.revele_le')} as revele_le,
         ev.code, ev.type_avis, ${shownValue('ev.ancienne_valeur')} as ancienne_valeur, ${shownValue('ev.nouvelle_valeur')} as nouvelle_valeur,
         ev.date_evenement::text as date_evenement, ev.source,
         e.id as entreprise_id, e.siren::text as siren, ${companyNameSql('e')} as denomination, e.active,
         (s.groupe_favori_id is not null) as favori
  ${FROM}`;

/** Newest change first; among changes of one day, the latest revealed first. */
const ORDER = 'order by ev.date_evenement desc, r.id desc';

function toRevelation(r: RevelationRow): Revelation {
  return {
    id: r.id,
    surveillance_id: r.surveillance_id,
    entreprise: { id: r.entreprise_id, siren: r.siren, denomination: r.denomination, active: r.active },
    code: r.code,
    libelle: CATALOGUE_EVENEMENTS[r.code].libelle,
    type_avis: r.type_avis,
    ancienne_valeur: r.ancienne_valeur,
    nouvelle_valeur: r.nouvelle_valeur,
    date_evenement: r.date_evenement,
    source: r.source,
    revele_le: r.revele_le,
    lue: r.lue,
    favori: r.favori,
  };
}

/** The event codes a monitoring group reveals. */
export function codesOfGroup(groupe: GroupeSurveillance): CodeEvenement[] {
  return CODES_EVENEMENT.filter((c) => (CATALOGUE_EVENEMENTS[c].groupes as readonly string[]).includes(groupe));
}

export interface RevelationFilters {
  lue?: boolean | undefined;
  type_avis?: TypeAvis | undefined;
  groupe?: GroupeSurveillance | undefined;
  /** true: only the surveillances of a favourite group. */
  favoris?: boolean | undefined;
  id_surveillance?: number | undefined;
  id_groupe_favori?: number | undefined;
  /** Change dates, inclusive (YYYY-MM-DD). */
  depuis?: string | undefined;
  jusqua?: string | undefined;
}

/** The filters as SQL: `base` without the read state, `lue` the read-state condition alone. */
function filterSql(accountId: number, f: RevelationFilters): { base: string; lue: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const where = ['r.compte_client_id = $1'];
  const add = (value: unknown, sql: (p: string) => string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.type_avis) add(f.type_avis, (p) => `ev.type_avis = ${p}`);
  if (f.groupe) add(codesOfGroup(f.groupe), (p) => `ev.code = any(${p}::text[])`);
  if (f.favoris === true) where.push('s.groupe_favori_id is not null');
  if (f.id_surveillance !== undefined) add(f.id_surveillance, (p) => `r.surveillance_id = ${p}`);
  if (f.id_groupe_favori !== undefined) add(f.id_groupe_favori, (p) => `s.groupe_favori_id = ${p}`);
  if (f.depuis) add(f.depuis, (p) => `ev.date_evenement >= ${p}::date`);
  if (f.jusqua) add(f.jusqua, (p) => `ev.date_evenement <= ${p}::date`);
  let lue = 'true';
  if (f.lue !== undefined) {
    params.push(f.lue);
    lue = `r.lue = $${params.length}`;
  }
  return { base: where.join(' and '), lue, params };
}

/**
 * A page of the account's revelations matching `f`, newest first, with how many match and how
 * many unread ones match the other filters (whatever `lue` asks).
 */
export async function listRevelations(
  db: Queryable,
  accountId: number,
  f: RevelationFilters,
  page: { limit: number; offset: number },
): Promise<{ items: Revelation[]; total: number; non_lues: number }> {
  const { base, lue, params } = filterSql(accountId, f);
  const [counts] = await db.query<{ total: number; non_lues: number }>(
    `select (count(*) filter (where ${lue}))::int as total, (count(*) filter (where not r.lue))::int as non_lues ${FROM} where ${base}`,
    params,
  );
  const rows = await db.query<RevelationRow>(
    `${SELECT_REVELATION} where ${base} and ${lue} ${ORDER} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { items: rows.map(toRevelation), total: counts!.total, non_lues: counts!.non_lues };
}

export async function findRevelation(db: Queryable, accountId: number, id: number): Promise<Revelation | null> {
  const [row] = await db.query<RevelationRow>(`${SELECT_REVELATION} where r.compte_client_id = $1 and r.id = $2`, [accountId, id]);
  return row ? toRevelation(row) : null;
}

/** The account's revelations among `ids`, newest first (at most `limit`); the others' are left out. */
export async function revelationsByIds(db: Queryable, accountId: number, ids: readonly number[], limit = ids.length): Promise<Revelation[]> {
  const rows = await db.query<RevelationRow>(`${SELECT_REVELATION} where r.compte_client_id = $1 and r.id = any($2::bigint[]) ${ORDER} limit $3`, [
    accountId,
    [...new Set(ids)],
    limit,
  ]);
  return rows.map(toRevelation);
}

/** Unread revelations of the account, and those of its favourite groups' surveillances. */
export async function unreadCounts(db: Queryable, accountId: number): Promise<{ nombre_non_lues: number; nombre_non_lues_favoris: number }> {
  const [row] = await db.query<{ nombre_non_lues: number; nombre_non_lues_favoris: number }>(
    `select count(*)::int as nombre_non_lues, (count(*) filter (where s.groupe_favori_id is not null))::int as nombre_non_lues_favoris
       from revelation r join surveillance s on s.id = r.surveillance_id
      where r.compte_client_id = $1 and not r.lue`,
    [accountId],
  );
  return row!;
}

/**
 * Marks revelations read or unread: the ones of `ids` (all of them the account's, 404 otherwise)
 * or all of the account's. Returns how many changed and the account's unread ones afterwards.
 */
export async function markRead(db: Database, accountId: number, which: { ids: readonly number[] } | { tout: true }, lue: boolean): Promise<{ modifiees: number; non_lues: number }> {
  return db.transaction(async (tx) => {
    let changed: unknown[];
    if ('ids' in which) {
      const ids = [...new Set(which.ids)];
      const [own] = await tx.query<{ n: number }>('select count(*)::int as n from revelation where compte_client_id = $1 and id = any($2::bigint[])', [accountId, ids]);
      if (own!.n < ids.length) throw notFound('Révélation introuvable.');
      changed = await tx.query('update revelation set lue = $3 where compte_client_id = $1 and id = any($2::bigint[]) and lue <> $3 returning id', [accountId, ids, lue]);
    } else {
      changed = await tx.query('update revelation set lue = $2 where compte_client_id = $1 and lue <> $2 returning id', [accountId, lue]);
    }
    const [unread] = await tx.query<{ n: number }>('select count(*)::int as n from revelation where compte_client_id = $1 and not lue', [accountId]);
    return { modifiees: changed.length, non_lues: unread!.n };
  });
}

/** Whether the surveillance, the group, is the account's (filters naming another's are a 404). */
export async function requireOwnFilters(db: Queryable, accountId: number, f: { id_surveillance?: number | undefined; id_groupe_favori?: number | undefined }): Promise<void> {
  if (f.id_surveillance !== undefined) {
    const [s] = await db.query('select 1 from surveillance where id = $1 and compte_client_id = $2', [f.id_surveillance, accountId]);
    if (!s) throw notFound('Surveillance introuvable.');
  }
  if (f.id_groupe_favori !== undefined) {
    const [g] = await db.query('select 1 from groupe_favori where id = $1 and compte_client_id = $2', [f.id_groupe_favori, accountId]);
    if (!g) throw notFound('Groupe de favoris introuvable.');
  }
}
