// The drain of the search outbox (migration 470, outbox.ts): a job of the queue that hands the
// noted companies to the search index, a batch at a time, and deletes the rows of a batch once the
// index took it. When the index does not answer the job fails, the rows stay, and the queue tries
// again later (5 s, 10 s, 20 s…): nothing is lost while it is down. Indexing a company twice
// writes the same document twice, so a batch retried after a partial success, or a company noted
// again meanwhile, does no harm.
//
// One drain at a time over the database (a lease row, search_outbox_drain), whatever the number of
// API processes: two drains could read one company at two moments and their writes reach the index
// in the other order. A drain that finds the lease held fails too, and comes back after the
// holder is done.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import type { JobHandler } from '../../../jobs/queue';
import { failureReason } from './fallback';
import type { SearchIndexer } from './indexer';
import { SEARCH_DRAIN } from './outbox';

export interface SearchDrainOptions {
  /** The index fed; without one the drain only deletes the rows (no index to keep in step). */
  indexer?: SearchIndexer | undefined;
  /**
   * Whether the index is believed to answer (the fallback's circuit breaker): while it says no,
   * the drain fails at once without calling it, and the queue tries again later.
   */
  available?: () => boolean;
  /** Outbox rows read per batch. */
  batch?: number;
  /** How long the lease of the drain is its holder's without renewal (a batch renews it). */
  leaseMs?: number;
  /** The longest one call to the indexer may take before the batch counts as failed. */
  callTimeoutMs?: number;
}

export interface DrainReport {
  /** Outbox rows taken (and deleted). */
  rows: number;
  /** Distinct numbers handed to the indexer. */
  companies: number;
  batches: number;
}

/** The index could not take a batch: the job fails and is tried again. */
export class SearchIndexUnavailableError extends Error {}

export const DRAIN_BATCH = 1000;
const LEASE_MS = 60_000;
const CALL_TIMEOUT_MS = 30_000;

const within = async <T>(p: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SearchIndexUnavailableError(`pas de réponse de l’index de recherche en ${ms} ms`)), ms);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** Takes (or renews) the drain's lease for `holder`; false when another holder's lease runs. */
async function lease(q: Queryable, holder: string, ms: number): Promise<boolean> {
  const rows = await q.query(
    `insert into search_outbox_drain (id, holder, until) values (1, $1, now() + make_interval(secs => $2))
     on conflict (id) do update set holder = excluded.holder, until = excluded.until
      where search_outbox_drain.until < now() or search_outbox_drain.holder = excluded.holder
     returning holder`,
    [holder, ms / 1000],
  );
  return rows.length === 1;
}

/**
 * Drains the outbox until it is empty: each batch is indexed, then its rows deleted (those rows
 * exactly: a row noted meanwhile, even with a smaller id committed late, waits for the next read).
 * Rejects when the index does not take a batch; the rows of that batch and after stay.
 */
export async function drainSearchOutbox(db: Queryable, opts: SearchDrainOptions = {}): Promise<DrainReport> {
  const holder = `drain-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const report: DrainReport = { rows: 0, companies: 0, batches: 0 };
  if (!(await lease(db, holder, leaseMs))) throw new SearchIndexUnavailableError('un autre processus vide déjà la file de la recherche');
  try {
    for (;;) {
      const rows = await db.query<{ id: string; numero: string }>(
        'select id::text as id, numero_identification as numero from search_outbox order by id limit $1',
        [opts.batch ?? DRAIN_BATCH],
      );
      if (rows.length === 0) return report;
      const numbers = [...new Set(rows.map((r) => r.numero.trim()))];
      if (opts.indexer) {
        if (opts.available && !opts.available()) throw new SearchIndexUnavailableError('l’index de recherche ne répond pas : nouvel essai plus tard');
        try {
          await within(opts.indexer.indexCompanies(numbers), opts.callTimeoutMs ?? CALL_TIMEOUT_MS);
        } catch (e) {
          if (e instanceof SearchIndexUnavailableError) throw e;
          throw new SearchIndexUnavailableError(`l’index de recherche n’a pas pris ${numbers.length} entreprise(s) : ${failureReason(e)}`);
        }
      }
      if (!(await lease(db, holder, leaseMs))) throw new SearchIndexUnavailableError('bail de la file de la recherche perdu : nouvel essai plus tard');
      await db.query('delete from search_outbox where id = any($1::bigint[])', [rows.map((r) => r.id)]);
      report.rows += rows.length;
      report.companies += numbers.length;
      report.batches++;
    }
  } finally {
    await db.query('delete from search_outbox_drain where id = 1 and holder = $1', [holder]).catch(() => undefined);
  }
}

/** The queue's handler of the drain jobs (outbox.ts enqueues them). */
export function searchDrainHandlers(opts: SearchDrainOptions = {}): Record<string, JobHandler> {
  return {
    [SEARCH_DRAIN]: async (_job, { db }) => {
      await drainSearchOutbox(db, opts);
    },
  };
}
