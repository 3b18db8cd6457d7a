// The search outbox (migration 470): refresh_search() notes every company whose search columns it
// rewrites, in the transaction of the change; a job of the queue (outboxDrain.ts) then takes the
// noted companies to the search index. What the writers of the companies call is here: after a
// change, `enqueueSearchDrain` in the same transaction, so that a drain runs once it committed.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { enqueue } from '../../../jobs/queue';

/** The job type of the drain. */
export const SEARCH_DRAIN = 'recherche.index';

/**
 * Attempts of one drain job: the queue waits 5 s, 10 s, 20 s… up to an hour between them, so some
 * eleven hours of an unreachable index. Nothing is lost when they run out: the rows stay, and the
 * next drain (the next change, the index answering again, the API starting) takes them.
 */
export const SEARCH_DRAIN_ATTEMPTS = 20;

/**
 * Asks for a drain of the outbox, in the caller's transaction when `q` is one. Each call is a job
 * of its own: a drain already running may have read the outbox before this transaction committed,
 * so it cannot stand for this one; a drain that finds nothing left ends at once.
 */
export async function enqueueSearchDrain(q: Queryable): Promise<void> {
  await enqueue(q, [{ type: SEARCH_DRAIN, key: `${SEARCH_DRAIN}:${randomUUID()}`, maxAttempts: SEARCH_DRAIN_ATTEMPTS }]);
}

/** Companies noted and not yet taken to the index (rows, a company changed twice counting twice). */
export async function searchOutboxBacklog(q: Queryable): Promise<number> {
  const [r] = await q.query<{ n: number }>('select count(*)::int as n from search_outbox');
  return r?.n ?? 0;
}

/** A drain when something is waiting (the API starting: rows a previous run left). */
export async function enqueueSearchDrainIfPending(q: Queryable): Promise<boolean> {
  const [r] = await q.query<{ pending: boolean }>('select exists (select 1 from search_outbox) as pending');
  if (!r?.pending) return false;
  await enqueueSearchDrain(q);
  return true;
}
