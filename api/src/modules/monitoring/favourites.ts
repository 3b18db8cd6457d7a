// Favourite groups ("groupes de favoris") of a customer account: named sets of its surveillances.
// Deleting a group keeps its surveillances, ungrouped (the foreign key sets them to null).
import type { GroupeFavori } from '@portail/shared/api/monitoring';
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';

/** Groups per account, at most: enough to sort a portfolio, bounded all the same. */
export const MAX_GROUPS = 100;

export const DUPLICATE_GROUP = 'Un groupe porte déjà ce nom.';
const UNIQUE_VIOLATION = '23505';

const SELECT_GROUP = `
  select g.id, g.libelle, (select count(*) from surveillance s where s.groupe_favori_id = g.id)::int as nombre_surveillances
    from groupe_favori g`;

export async function listGroups(db: Queryable, accountId: number): Promise<GroupeFavori[]> {
  return db.query<GroupeFavori>(`${SELECT_GROUP} where g.compte_client_id = $1 order by lower(g.libelle), g.id`, [accountId]);
}

export async function findGroup(db: Queryable, accountId: number, id: number): Promise<GroupeFavori | null> {
  const [g] = await db.query<GroupeFavori>(`${SELECT_GROUP} where g.compte_client_id = $1 and g.id = $2`, [accountId, id]);
  return g ?? null;
}

/** A name is taken when another group of the account has it, whatever the case. */
async function requireFreeName(db: Queryable, accountId: number, libelle: string, except: number | null): Promise<void> {
  const [taken] = await db.query('select 1 from groupe_favori where compte_client_id = $1 and lower(libelle) = lower($2) and id <> $3', [accountId, libelle, except ?? 0]);
  if (taken) throw new HttpError(409, DUPLICATE_GROUP);
}

async function uniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) throw new HttpError(409, DUPLICATE_GROUP);
    throw e;
  }
}

export async function createGroup(db: Database, accountId: number, libelle: string): Promise<GroupeFavori> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      // One creation at a time per account: the count and the name check hold until commit.
      await tx.query('select id from compte_client where id = $1 for update', [accountId]);
      await requireFreeName(tx, accountId, libelle, null);
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from groupe_favori where compte_client_id = $1', [accountId]);
      if (count!.n >= MAX_GROUPS) throw new HttpError(409, `Un compte client compte au plus ${MAX_GROUPS} groupes de favoris.`);
      const [created] = await tx.query<{ id: number }>('insert into groupe_favori (compte_client_id, libelle) values ($1, $2) returning id', [accountId, libelle]);
      return (await findGroup(tx, accountId, created!.id))!;
    }),
  );
}

export async function renameGroup(db: Database, accountId: number, id: number, libelle: string): Promise<GroupeFavori | null> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (!(await findGroup(tx, accountId, id))) return null;
      await requireFreeName(tx, accountId, libelle, id);
      await tx.query('update groupe_favori set libelle = $3 where id = $1 and compte_client_id = $2', [id, accountId, libelle]);
      return findGroup(tx, accountId, id);
    }),
  );
}

/** Deletes a group; its surveillances stay, ungrouped. False when it is not the account's. */
export async function deleteGroup(db: Queryable, accountId: number, id: number): Promise<boolean> {
  return (await db.query('delete from groupe_favori where id = $1 and compte_client_id = $2 returning id', [id, accountId])).length > 0;
}
