// Surveillances of a customer account: a company it monitors for some domains (SPEC §3 groups),
// active or finished, possibly in one of its favourite groups. Every function takes the account's
// id and touches only that account's rows: another account's id is not found.
import { GROUPES_SURVEILLANCE, GROUPES_PAR_DEFAUT, type GroupeSurveillance, type Surveillance, type SurveillanceEntreprise } from '@portail/shared/api/monitoring';
import type { Database, Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { PARIS_TODAY } from '../../db/days';

/** A company's name as monitoring shows it: never a sole trader's name under partial diffusion. */
export const companyNameSql = (e: string) =>
  `case when ${e}.diffusion_partielle and not ${e}.personne_morale then 'Entrepreneur individuel (diffusion partielle)'
        else coalesce(${e}.denomination, ${e}.numero_identification) end`;


interface SurveillanceRow {
  id: number;
  domaines: string[] | string;
  statut: 'ACTIVE' | 'TERMINEE';
  date_debut: string;
  date_fin: string | null;
  groupe_id: number | null;
  groupe_libelle: string | null;
  entreprise_id: number;
  siren: string | null;
  denomination: string;
  active: boolean;
  nombre_revelations: number;
  nombre_non_lues: number;
}

const SELECT_SURVEILLANCE = `
  select s.id, s.domaines, s.statut, s.date_debut::text as date_debut, s.date_fin::text as date_fin,
         g.id as groupe_id, g.libelle as groupe_libelle,
         e.id as entreprise_id, e.siren::text as siren, ${companyNameSql('e')} as denomination, e.active,
         c.n::int as nombre_revelations, c.non_lues::int as nombre_non_lues
    from surveillance s
    join entreprise e on e.id = s.entreprise_id
    left join groupe_favori g on g.id = s.groupe_favori_id
    cross join lateral (select count(*) as n, count(*) filter (where not r.lue) as non_lues
                          from revelation r where r.surveillance_id = s.id) c`;

/** Domains in the catalogue's order, each once. */
export function orderedDomains(domains: readonly string[]): GroupeSurveillance[] {
  const set = new Set(domains);
  return GROUPES_SURVEILLANCE.filter((g) => set.has(g));
}

/** text[] comes back as an array from both drivers; a literal `{A,B}` is accepted too. */
function parseArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  return v.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}

function toSurveillance(r: SurveillanceRow): Surveillance {
  return {
    id: r.id,
    entreprise: { id: r.entreprise_id, siren: r.siren, denomination: r.denomination, active: r.active },
    domaines: orderedDomains(parseArray(r.domaines)),
    groupe_favori: r.groupe_id !== null ? { id: r.groupe_id, libelle: r.groupe_libelle ?? '' } : null,
    statut: r.statut,
    date_debut: r.date_debut,
    date_fin: r.date_fin,
    nombre_revelations: r.nombre_revelations,
    nombre_non_lues: r.nombre_non_lues,
  };
}

export interface SurveillanceFilters {
  statut?: 'ACTIVE' | 'TERMINEE' | undefined;
  id_groupe_favori?: number | undefined;
  /** A SIREN, or words of the company's name. */
  q?: string | undefined;
}

function filterSql(accountId: number, f: SurveillanceFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const where = ['s.compte_client_id = $1'];
  if (f.statut) {
    params.push(f.statut);
    where.push(`s.statut = $${params.length}`);
  }
  if (f.id_groupe_favori !== undefined) {
    params.push(f.id_groupe_favori);
    where.push(`s.groupe_favori_id = $${params.length}`);
  }
  const q = f.q?.trim();
  if (q) {
    const digits = q.replace(/[\s.]/g, '');
    if (/^\d{9}$/.test(digits)) {
      params.push(digits);
      where.push(`e.siren = $${params.length}`);
    } else {
      // Every word in the name; a hidden name matches no words.
      params.push(q.split(/\s+/).filter(Boolean).slice(0, 10));
      where.push(
        `not (e.diffusion_partielle and not e.personne_morale)
         and not exists (select 1 from unnest($${params.length}::text[]) w where e.nom_normalise not like '%' || norm_text(w) || '%')`,
      );
    }
  }
  return { where: where.join(' and '), params };
}

/** A page of the account's surveillances, newest first. */
export async function listSurveillances(db: Queryable, accountId: number, f: SurveillanceFilters, page: { limit: number; offset: number }): Promise<{ items: Surveillance[]; total: number }> {
  const { where, params } = filterSql(accountId, f);
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from surveillance s join entreprise e on e.id = s.entreprise_id where ${where}`,
    params,
  );
  const rows = await db.query<SurveillanceRow>(
    `${SELECT_SURVEILLANCE} where ${where} order by s.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { items: rows.map(toSurveillance), total: count!.n };
}

/** Every surveillance of the account (reports), newest first, at most `max`. */
export async function allSurveillances(db: Queryable, accountId: number, max: number): Promise<{ items: Surveillance[]; total: number }> {
  return listSurveillances(db, accountId, {}, { limit: max, offset: 0 });
}

export async function findSurveillance(db: Queryable, accountId: number, id: number): Promise<Surveillance | null> {
  const [row] = await db.query<SurveillanceRow>(`${SELECT_SURVEILLANCE} where s.compte_client_id = $1 and s.id = $2`, [accountId, id]);
  return row ? toSurveillance(row) : null;
}

export async function findSurveillanceOfCompany(db: Queryable, accountId: number, entrepriseId: number): Promise<Surveillance | null> {
  const [row] = await db.query<SurveillanceRow>(`${SELECT_SURVEILLANCE} where s.compte_client_id = $1 and s.entreprise_id = $2`, [accountId, entrepriseId]);
  return row ? toSurveillance(row) : null;
}

/**
 * Whether the account monitors the company, with its surveillance when it does (`accountId` null:
 * an account whose reads are empty, without the monitoring offer). An unknown company is not found.
 */
export async function companySurveillance(db: Queryable, accountId: number | null, entrepriseId: number): Promise<SurveillanceEntreprise> {
  const surveillance = accountId === null ? null : await findSurveillanceOfCompany(db, accountId, entrepriseId);
  if (surveillance) return { surveillee: true, surveillance };
  const [company] = await db.query('select 1 from entreprise where id = $1', [entrepriseId]);
  if (!company) throw notFound('Entreprise introuvable.');
  return { surveillee: false };
}

async function surveillancesOfCompanies(db: Queryable, accountId: number, entrepriseIds: number[]): Promise<Surveillance[]> {
  const rows = await db.query<SurveillanceRow>(`${SELECT_SURVEILLANCE} where s.compte_client_id = $1 and s.entreprise_id = any($2::int[])`, [accountId, entrepriseIds]);
  const byCompany = new Map(rows.map((r) => [r.entreprise_id, toSurveillance(r)]));
  return entrepriseIds.map((id) => byCompany.get(id)).filter((s): s is Surveillance => s !== undefined);
}

async function requireGroup(db: Queryable, accountId: number, groupId: number): Promise<void> {
  const [g] = await db.query('select 1 from groupe_favori where id = $1 and compte_client_id = $2', [groupId, accountId]);
  if (!g) throw notFound('Groupe de favoris introuvable.');
}

export interface NewSurveillance {
  id_entreprise: number;
  domaines?: readonly string[] | undefined;
  id_groupe_favori?: number | null | undefined;
}

/**
 * Monitors a company for the account. Already monitored: the same surveillance, made active again
 * when it was finished (`created` false).
 */
export async function createSurveillance(db: Database, accountId: number, sub: string, n: NewSurveillance): Promise<{ created: boolean; surveillance: Surveillance }> {
  const domaines = orderedDomains(n.domaines ?? GROUPES_PAR_DEFAUT);
  return db.transaction(async (tx) => {
    const [company] = await tx.query('select 1 from entreprise where id = $1', [n.id_entreprise]);
    if (!company) throw notFound('Entreprise introuvable.');
    if (n.id_groupe_favori != null) await requireGroup(tx, accountId, n.id_groupe_favori);
    const inserted = await tx.query<{ id: number }>(
      `insert into surveillance (compte_client_id, entreprise_id, domaines, groupe_favori_id, cree_par, date_debut)
       values ($1, $2, $3::text[], $4, $5, ${PARIS_TODAY})
       on conflict (compte_client_id, entreprise_id) do nothing returning id`,
      [accountId, n.id_entreprise, domaines, n.id_groupe_favori ?? null, sub],
    );
    if (inserted.length === 0) {
      await tx.query(`update surveillance set statut = 'ACTIVE', date_fin = null where compte_client_id = $1 and entreprise_id = $2 and statut = 'TERMINEE'`, [
        accountId,
        n.id_entreprise,
      ]);
    }
    return { created: inserted.length > 0, surveillance: (await findSurveillanceOfCompany(tx, accountId, n.id_entreprise))! };
  });
}

/** Monitors the companies of a basket (all domains); the finished ones become active again. */
export async function monitorCompanies(db: Database, accountId: number, sub: string, entrepriseIds: readonly number[]): Promise<{ creees: number; surveillances: Surveillance[] }> {
  const ids = [...new Set(entrepriseIds)];
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: number }>('select id from entreprise where id = any($1::int[])', [ids]);
    if (found.length < ids.length) {
      const known = new Set(found.map((f) => f.id));
      throw notFound(`Entreprise introuvable : ${ids.filter((id) => !known.has(id)).join(', ')}.`);
    }
    const inserted = await tx.query(
      `insert into surveillance (compte_client_id, entreprise_id, domaines, cree_par, date_debut)
       select $1, id, $3::text[], $4, ${PARIS_TODAY} from unnest($2::int[]) as id
       on conflict (compte_client_id, entreprise_id) do nothing returning id`,
      [accountId, ids, [...GROUPES_PAR_DEFAUT], sub],
    );
    await tx.query(`update surveillance set statut = 'ACTIVE', date_fin = null where compte_client_id = $1 and entreprise_id = any($2::int[]) and statut = 'TERMINEE'`, [
      accountId,
      ids,
    ]);
    return { creees: inserted.length, surveillances: await surveillancesOfCompanies(tx, accountId, ids) };
  });
}

/** Finishes a surveillance (no more revelations; the past ones stay) or makes it active again. */
export async function finishOrContinue(db: Queryable, accountId: number, id: number, action: 'TERMINER' | 'CONTINUER'): Promise<Surveillance | null> {
  if (action === 'TERMINER') {
    await db.query(`update surveillance set statut = 'TERMINEE', date_fin = ${PARIS_TODAY} where id = $1 and compte_client_id = $2 and statut = 'ACTIVE'`, [id, accountId]);
  } else {
    await db.query(`update surveillance set statut = 'ACTIVE', date_fin = null where id = $1 and compte_client_id = $2 and statut = 'TERMINEE'`, [id, accountId]);
  }
  return findSurveillance(db, accountId, id);
}

/** Puts a surveillance in one of the account's favourite groups, or in none (null). */
export async function setGroup(db: Database, accountId: number, id: number, groupId: number | null): Promise<Surveillance | null> {
  return db.transaction(async (tx) => {
    if (!(await findSurveillance(tx, accountId, id))) return null;
    if (groupId !== null) await requireGroup(tx, accountId, groupId);
    await tx.query('update surveillance set groupe_favori_id = $3 where id = $1 and compte_client_id = $2', [id, accountId, groupId]);
    return findSurveillance(tx, accountId, id);
  });
}

export const LAST_DOMAIN = 'Une surveillance couvre au moins un domaine : supprimez-la plutôt.';

/** Stops monitoring some domains; a surveillance keeps at least one. */
export async function removeDomains(db: Database, accountId: number, id: number, lots: readonly string[]): Promise<Surveillance | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ domaines: string[] | string }>('select domaines from surveillance where id = $1 and compte_client_id = $2 for update', [id, accountId]);
    if (!row) return null;
    const removed = new Set(lots);
    const remaining = orderedDomains(parseArray(row.domaines).filter((d) => !removed.has(d)));
    if (remaining.length === 0) throw badRequest(LAST_DOMAIN);
    await tx.query('update surveillance set domaines = $3::text[] where id = $1 and compte_client_id = $2', [id, accountId, remaining]);
    return findSurveillance(tx, accountId, id);
  });
}

/** Deletes a surveillance and its revelations; false when it is not the account's. */
export async function deleteSurveillance(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from surveillance where id = $1 and compte_client_id = $2 returning id', [id, accountId]);
  return rows.length > 0;
}
