// Runs PGlite in a worker thread. Plain JS on purpose: it is loaded by Node directly, outside any
// TypeScript or Jest transform (PGlite relies on dynamic import(), which Jest's VM does not provide).
import { closeSync, fsyncSync, openSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

// Dates stay ISO strings (no time-zone shifts); int8 and numeric become JS numbers.
const parsers = {
  1082: (v) => v,
  1114: (v) => v,
  1184: (v) => v,
  20: (v) => Number(v),
  1700: (v) => Number(v),
};

const pg = new PGlite({
  ...(workerData?.dataDir ? { dataDir: workerData.dataDir } : {}),
  // An image made by the 'dump' operation below: the store starts as it was, without running
  // initdb again (most of a new store's start-up).
  ...(workerData?.image ? { loadDataDir: new Blob([readFileSync(workerData.image)]) } : {}),
  extensions: { pg_trgm, unaccent, btree_gin },
  parsers,
  relaxedDurability: true,
});

// Keep in step with settings.ts (this file is plain JS loaded outside the TypeScript build).
const ready = pg.waitReady.then(() => pg.exec(`set pg_trgm.word_similarity_threshold = ${workerData?.wordSimilarityThreshold ?? 0.5}`));

/**
 * fsyncs the newest write-ahead log segments and their directory: what the last commits wrote.
 * PGlite's own fsync calls are no-ops, and a commit's log record is the only part recovery needs.
 */
function flushLog() {
  const dir = path.join(workerData.dataDir, 'pg_wal');
  const segments = readdirSync(dir)
    .filter((f) => /^[0-9A-F]{24}$/.test(f))
    .map((f) => ({ f, mtime: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    // A commit may straddle a segment switch: the two newest cover it.
    .slice(0, 2);
  for (const { f } of segments) {
    const fd = openSync(path.join(dir, f), 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
  return segments.length;
}

function serialiseError(e) {
  const out = { message: String(e?.message ?? e) };
  for (const k of ['code', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'constraint', 'severity']) {
    if (e && e[k] !== undefined) out[k] = e[k];
  }
  return out;
}

parentPort.on('message', async (msg) => {
  try {
    await ready;
    if (msg.op === 'query') {
      const r = await pg.query(msg.sql, msg.params ?? []);
      parentPort.postMessage({ id: msg.id, rows: r.rows });
    } else if (msg.op === 'exec') {
      await pg.exec(msg.sql);
      parentPort.postMessage({ id: msg.id });
    } else if (msg.op === 'copy') {
      // PGlite reads COPY ... FROM '/dev/blob' from the blob given with the statement.
      await pg.query(msg.sql, [], { blob: new Blob([msg.rows]) });
      parentPort.postMessage({ id: msg.id });
    } else if (msg.op === 'dump') {
      // Written beside its final name, then renamed: a reader never sees half an image.
      const image = await pg.dumpDataDir('none');
      const partial = `${msg.file}.${process.pid}.${msg.id}.partial`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, msg.file);
      parentPort.postMessage({ id: msg.id });
    } else if (msg.op === 'flushLog') {
      parentPort.postMessage({ id: msg.id, flushed: flushLog() });
    } else if (msg.op === 'close') {
      await pg.close();
      parentPort.postMessage({ id: msg.id });
    } else if (msg.op === 'ready') {
      parentPort.postMessage({ id: msg.id });
    }
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: serialiseError(e) });
  }
});
