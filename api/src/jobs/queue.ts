// The durable job queue: jobs are rows of `tache` (migration 330), written in the transaction of what
// calls for them, claimed with `for update skip locked` under a lease, retried with exponential
// backoff, and taken up again when the process that held them died (its lease ran out).
//
// Why not pg-boss or graphile-worker: both need LISTEN/NOTIFY or advisory locks across several
// connections and create their own schema with functions and triggers at start; the embedded store
// is one PGlite connection in a worker thread, where neither runs. A claim by `skip locked` is
// plain SQL that runs the same on PostgreSQL 15 and on PGlite, and two API processes on one
// PostgreSQL never claim the same row.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/types';

/** What time it is for the scheduler: the system's, or one the tests set. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock the tests move: real time, shifted by what they set (it never goes back before now). */
export class ManualClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  /** From now on, it is `at` (and time runs on from there). */
  set(at: Date): void {
    this.offset = Math.max(0, at.getTime() - Date.now());
  }
  advanceDays(days: number): void {
    this.offset += days * 86_400_000;
  }
}

export interface NewJob {
  type: string;
  /** Enqueuing the same key twice gives one job. */
  key: string;
  payload?: Record<string, unknown>;
  /** Not before this time (default: at once). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface Job {
  id: string;
  type: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export type JobStatus = 'EN_ATTENTE' | 'EN_COURS' | 'TERMINEE' | 'ECHEC' | 'ANNULEE';

/** Adds jobs, in the caller's transaction when `q` is one; a key already queued is left as it is. */
export async function enqueue(q: Queryable, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await q.query(
    `insert into tache (type, cle, charge, executer_apres, max_tentatives)
     select j.type, j.cle, j.charge, coalesce(j.executer_apres, now()), coalesce(j.max_tentatives, 8)
     from jsonb_to_recordset($1::jsonb) as j(type text, cle text, charge jsonb, executer_apres timestamptz, max_tentatives int)
     on conflict (cle) do nothing`,
    [
      JSON.stringify(
        jobs.map((j) => ({ type: j.type, cle: j.key, charge: j.payload ?? {}, executer_apres: j.runAt?.toISOString() ?? null, max_tentatives: j.maxAttempts ?? null })),
      ),
    ],
  );
}

/** Jobs not started yet are cancelled; returns how many. */
export async function cancelJobs(q: Queryable, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await q.query(`update tache set statut = 'ANNULEE', termine_le = now() where cle = any($1::text[]) and statut = 'EN_ATTENTE' returning id`, [keys]);
  return rows.length;
}

export async function jobStatus(q: Queryable, key: string): Promise<{ statut: JobStatus; tentatives: number; derniere_erreur: string | null } | null> {
  const [row] = await q.query<{ statut: JobStatus; tentatives: number; derniere_erreur: string | null }>(
    'select statut, tentatives, derniere_erreur from tache where cle = $1',
    [key],
  );
  return row ?? null;
}

/** Wait before the next attempt: 5 s, 10 s, 20 s… capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type JobHandler = (job: Job, ctx: { db: Database; clock: Clock }) => Promise<void>;

export interface WorkerOptions {
  clock?: Clock;
  /** How long a claimed job is this worker's before another may take it up. */
  leaseMs?: number;
  /** Idle polling interval of `start()`. */
  pollMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  log?: (message: string) => void;
}

export class JobWorker {
  readonly id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly log: (message: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    opts: WorkerOptions = {},
  ) {
    this.clock = opts.clock ?? systemClock;
    this.leaseMs = opts.leaseMs ?? 120_000;
    this.pollMs = opts.pollMs ?? 1_000;
    this.batch = opts.batch ?? 4;
    this.log = opts.log ?? (() => {});
  }

  /**
   * Claims up to `limit` due jobs (or jobs whose holder's lease ran out) for this worker.
   * Due means by the worker's clock or by the database's, whichever is later: the database
   * stamps in microseconds and the clock reads milliseconds, so a job enqueued for "now" within
   * the same millisecond would otherwise wait for the next poll.
   */
  async claim(limit = this.batch): Promise<Job[]> {
    const rows = await this.db.query<{ id: string; type: string; cle: string; charge: Record<string, unknown>; tentatives: number; max_tentatives: number }>(
      `with picked as (
         select id from tache
         where (statut = 'EN_ATTENTE' and executer_apres <= greatest($1::timestamptz, now()))
            or (statut = 'EN_COURS' and verrou_expire_le < now())
         order by executer_apres, id
         limit $2
         for update skip locked
       )
       update tache t set statut = 'EN_COURS', tentatives = t.tentatives + 1, verrouille_par = $3,
         verrou_expire_le = now() + make_interval(secs => $4)
       from picked where t.id = picked.id
       returning t.id::text as id, t.type, t.cle, t.charge, t.tentatives, t.max_tentatives`,
      [this.clock.now().toISOString(), limit, this.id, this.leaseMs / 1000],
    );
    return rows.map((r) => ({ id: r.id, type: r.type, key: r.cle, payload: r.charge, attempts: r.tentatives, maxAttempts: r.max_tentatives }));
  }

  /** Runs one claimed job to its end: done, or failed and rescheduled (or given up). */
  async execute(job: Job): Promise<boolean> {
    const handler = this.handlers[job.type];
    try {
      if (!handler) throw new Error(`aucun traitement pour les tâches « ${job.type} »`);
      await handler(job, { db: this.db, clock: this.clock });
      await this.db.query(`update tache set statut = 'TERMINEE', termine_le = now(), verrouille_par = null, verrou_expire_le = null, derniere_erreur = null where id = $1 and verrouille_par = $2`, [
        job.id,
        this.id,
      ]);
      return true;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const giveUp = job.attempts >= job.maxAttempts;
      await this.db.query(
        `update tache set statut = $3, derniere_erreur = $4, verrouille_par = null, verrou_expire_le = null,
           executer_apres = $5::timestamptz, termine_le = case when $3 = 'ECHEC' then now() end
         where id = $1 and verrouille_par = $2`,
        [job.id, this.id, giveUp ? 'ECHEC' : 'EN_ATTENTE', message.slice(0, 2000), new Date(this.clock.now().getTime() + backoffMs(job.attempts)).toISOString()],
      );
      this.log(`tâche ${job.key} : ${giveUp ? 'abandonnée' : 'échec, nouvel essai plus tard'} (${message})`);
      return false;
    }
  }

  /** Claims and runs what is due now, batch after batch; resolves to the number of jobs run. */
  runDue(): Promise<number> {
    this.running ??= (async () => {
      let total = 0;
      for (;;) {
        const jobs = await this.claim();
        if (jobs.length === 0) return total;
        for (const job of jobs) await this.execute(job);
        total += jobs.length;
        if (this.stopped) return total;
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Polls in the background until `stop()`. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Something was just enqueued: look now rather than at the next poll. */
  wake(): void {
    if (!this.stopped && this.timer) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runDue()
        .catch((e: unknown) => this.log(`file de tâches : ${(e as Error).message}`))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }
}
