// npm run seed -- --companies 1000000 [--seed 20250116] [--reset] [--database-url postgres://...] [--data-dir dir]
// Appends the next companies of the deterministic corpus (or starts over with --reset).
import { SingleBar, Presets } from 'cli-progress';
import { DEFAULT_SEED } from '../corpus/generator';
import { seedCorpus } from '../corpus/seed';
import { openConfiguredDatabase, parseArgs } from './common';

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const companies = Number(flags.companies ?? 5000);
  const seed = Number(flags.seed ?? DEFAULT_SEED);
  if (!Number.isInteger(companies) || companies <= 0) throw new Error('--companies doit être un entier positif');
  const db = await openConfiguredDatabase(flags);
  if (flags.reset) {
    await db.exec('truncate entreprise, personne restart identity cascade');
  }
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from entreprise where source = 'CORPUS'");
  const bar = new SingleBar(
    { format: 'Corpus |{bar}| {percentage}% | {value}/{total} entreprises | {rate} ent./s | reste {eta_formatted}', hideCursor: true },
    Presets.shades_classic,
  );
  const t0 = Date.now();
  bar.start(companies, 0, { rate: 0 });
  const r = await seedCorpus(db, {
    companies,
    seed,
    start: n,
    // Large loads build the search indexes once at the end.
    rebuildIndexes: companies >= 50_000 || n === 0,
    onProgress: (done) => bar.update(done, { rate: Math.round(done / Math.max(0.001, (Date.now() - t0) / 1000)) }),
  });
  bar.stop();
  console.log(`${r.companies} entreprises (index ${n} à ${n + companies - 1}) en ${(r.ms / 1000).toFixed(1)} s sur ${db.kind}.`);
  await db.close();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
