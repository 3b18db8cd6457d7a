// npm run bench:documents [-- --documents 300] [--companies 500] [--backends pglite,postgres]
//
// Kbis generation as the production job runs it, one document after the other on one core: the
// company's snapshot read from the database (identity, executives, establishments, procedures,
// filings), the PDF laid out with its QR code, signed (PAdES, RSA 2048), and fingerprinted.
// Printed per backend: p50/p95 of one Kbis and of each step, and documents per second.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { flag, postgresReachable } from './lib/cli';
import { seedCorpus } from '../api/src/corpus/seed';
import { kbisSnapshot } from '../api/src/modules/documents/snapshot';
import { renderKbisPdf } from '../api/src/modules/documents/kbisPdf';
import { loadSigner } from '../api/src/modules/documents/signing';
import { newVerificationCode } from '../api/src/modules/documents/production';
import { sellerFromEnv } from '../api/src/modules/orders/seller';
import { openTestDatabase, type BackendKind } from '../api/src/testing/databases';
import { percentile } from './lib/stats';

const DOCUMENTS = Number(flag('documents', '300'));
const COMPANIES = Number(flag('companies', '500'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1);
  return `p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms`;
};

async function run(kind: BackendKind) {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL ??= PG_URL;
  const t = await openTestDatabase(kind);
  try {
    await seedCorpus(t.db, { companies: COMPANIES, seed: 7 });
    const ids = (await t.db.query<{ id: number }>('select id from entreprise order by id')).map((r) => r.id);
    const seller = sellerFromEnv({});
    const signer = await loadSigner(t.db, null, seller.denomination);
    const issuer = { seller, verificationUrl: (code: string) => `https://www.exemple.fr/verification-document/${code}` };
    const total: number[] = [];
    const read: number[] = [];
    const render: number[] = [];
    const sign: number[] = [];
    let bytes = 0;
    // Warm-up: fonts, modules and the JIT.
    for (let i = 0; i < 10; i++) {
      const code = newVerificationCode();
      const data = await kbisSnapshot(t.db, ids[i % ids.length]!, new Date(), { code, url: issuer.verificationUrl(code) });
      await signer.sign(await renderKbisPdf(data!, issuer), new Date(), 'bench');
    }
    const started = performance.now();
    for (let i = 0; i < DOCUMENTS; i++) {
      const id = ids[(i * 7919) % ids.length]!;
      const t0 = performance.now();
      const code = newVerificationCode();
      const data = await kbisSnapshot(t.db, id, new Date(), { code, url: issuer.verificationUrl(code) });
      const t1 = performance.now();
      const pdf = await renderKbisPdf(data!, issuer);
      const t2 = performance.now();
      const signed = await signer.sign(pdf, new Date(), 'bench');
      createHash('sha256').update(signed).digest('hex');
      const t3 = performance.now();
      read.push(t1 - t0);
      render.push(t2 - t1);
      sign.push(t3 - t2);
      total.push(t3 - t0);
      bytes += signed.length;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${kind}: ${DOCUMENTS} Kbis over ${ids.length} companies`);
    console.log(`  one Kbis: ${summary(total)} (target p95 <= 100 ms)`);
    console.log(`    snapshot ${summary(read)} · layout ${summary(render)} · signature + SHA-256 ${summary(sign)}`);
    console.log(`  ${(DOCUMENTS / seconds).toFixed(1)} documents/s on one core, ${(bytes / DOCUMENTS / 1024).toFixed(1)} KiB each`);
  } finally {
    await t.dispose();
  }
}

async function main() {
  const wanted = flag('backends', 'pglite,postgres').split(',') as BackendKind[];
  for (const kind of wanted) {
    if (kind === 'postgres' && !(await postgresReachable(PG_URL))) {
      console.log(`postgres: not reachable at ${PG_URL}, skipped`);
      continue;
    }
    await run(kind);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
