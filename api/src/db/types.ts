/** The tiny query interface every module uses; implemented over PGlite and node-postgres. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The commit must survive a crash of the machine, not only of the process, before the call
   * resolves: what a customer paid for. PostgreSQL commits that way already; the embedded store
   * then forces its write-ahead log to disk (see pglite.ts).
   */
  durable?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Bulk load: `COPY table (columns) FROM STDIN` with `rows` in PostgreSQL's text format (one
   * line per row, fields separated by tabs, `\N` for null; see `copyText` in corpus/writer.ts).
   * Outside any transaction: meant for staging tables that a set-based statement reads next.
   */
  copyFrom(table: string, columns: readonly string[], rows: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /**
   * Forces what was committed to stable storage; resolves to the number of log files flushed
   * (0 where there is nothing to do: PostgreSQL, which flushes at commit, or an in-memory store).
   */
  flushLog(): Promise<number>;
  close(): Promise<void>;
}
