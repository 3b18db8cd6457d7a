jest.setTimeout(120_000);

import { openTestDatabase, testBackends } from '../testing/databases';
import { listMigrations, migrate } from './migrate';
import { sessionOptions } from './postgres';

describe.each(testBackends())('database layer on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('records every migration once and is idempotent', async () => {
    const names = (await t.db.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name);
    expect(names).toEqual(listMigrations().map((m) => m.name));
    expect(await migrate(t.db)).toEqual([]);
  });

  it('normalises text without accents, case or punctuation', async () => {
    const [r] = await t.db.query<{ n: string }>("select norm_text($1) as n", ["L'Œuvre  d'ÉTÉ — Société Générale & Cie"]);
    expect(r?.n).toBe('l oeuvre d ete societe generale cie');
  });

  it('returns dates as ISO strings and bigints as numbers', async () => {
    const [r] = await t.db.query<{ d: unknown; b: unknown }>("select date '2024-02-29' as d, 9007199254740991::bigint as b");
    expect(r).toEqual({ d: '2024-02-29', b: 9007199254740991 });
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("insert into personne (nom) values ('Rollback')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await t.db.query("select 1 from personne where nom = 'Rollback'");
    expect(rows).toHaveLength(0);
  });

  it('commits a successful transaction', async () => {
    const id = await t.db.transaction(async (tx) => {
      const [r] = await tx.query<{ id: number }>("insert into personne (nom, prenoms) values ('Commit', 'Zoé') returning id");
      return r!.id;
    });
    const [row] = await t.db.query<{ prenoms_normalise: string }>('select prenoms_normalise from personne where id = $1', [id]);
    expect(row?.prenoms_normalise).toBe('zoe');
  });
});

describe('durable commits on the embedded store', () => {
  it('forces the write-ahead log of a file-backed store to disk, and has nothing to flush in memory', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openPglite } = await import('./pglite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durable-'));
    const db = await openPglite(dir);
    try {
      await db.exec('create table paye (id serial primary key)');
      await db.transaction((tx) => tx.query('insert into paye default values'), { durable: true });
      expect(await db.flushLog()).toBeGreaterThanOrEqual(1);
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from paye');
      expect(row?.n).toBe(1);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const memory = await openPglite();
    try {
      expect(await memory.flushLog()).toBe(0);
    } finally {
      await memory.close();
    }
  });
});

describe('PostgreSQL session options', () => {
  it("keeps the portal's settings beside a URL's own options, the URL's after them, the schema last", () => {
    const { connectionString, options } = sessionOptions('postgres://u@db:5432/base?options=-c%20search_path%3Dx%2Cpublic%20-c%20jit%3Don&sslmode=disable', 'y');
    expect(connectionString).toBe('postgres://u@db:5432/base?sslmode=disable');
    expect(options).toBe('-c pg_trgm.word_similarity_threshold=0.5 -c jit=off -c search_path=x,public -c jit=on -c search_path=y,public');
  });
  it('leaves a URL without options as it is', () => {
    expect(sessionOptions('postgres://u@db/base')).toEqual({ connectionString: 'postgres://u@db/base', options: '-c pg_trgm.word_similarity_threshold=0.5 -c jit=off' });
  });
});
