// npm run corpus:advance -- --jours 30 [--graine 42] [--entreprises 12,345] [--database-url postgres://...] [--data-dir dir]
// Moves the corpus forward: over the last N days, dated registry events happen to its companies,
// are applied to the data and recorded as change events, then revealed to the surveillances.
// The same --graine on the same corpus and day gives the same events, recorded once.
import { CATALOGUE_EVENEMENTS } from '@portail/shared/api/monitoring';
import { MAX_ADVANCE_DAYS, advanceCorpus } from '../corpus/advance';
import { openConfiguredDatabase, parseArgs } from './common';

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const jours = Number(flags.jours ?? 1);
  if (!Number.isInteger(jours) || jours < 1 || jours > MAX_ADVANCE_DAYS) throw new Error(`--jours doit être un entier entre 1 et ${MAX_ADVANCE_DAYS}`);
  const graine = flags.graine === undefined ? undefined : Number(flags.graine);
  if (graine !== undefined && !Number.isInteger(graine)) throw new Error('--graine doit être un entier');
  const entreprises = typeof flags.entreprises === 'string' ? flags.entreprises.split(',').map((s) => Number(s.trim())) : [];
  if (entreprises.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('--entreprises attend des identifiants séparés par des virgules');
  const db = await openConfiguredDatabase(flags);
  try {
    const t0 = Date.now();
    const r = await advanceCorpus(db, { days: jours, ...(graine !== undefined ? { seed: graine } : {}), ...(entreprises.length ? { entreprises } : {}) });
    console.log(`Corpus avancé du ${r.du} au ${r.au} (graine ${r.graine}) sur ${db.kind} en ${((Date.now() - t0) / 1000).toFixed(1)} s :`);
    for (const [code, n] of Object.entries(r.par_code)) console.log(`  ${CATALOGUE_EVENEMENTS[code as keyof typeof CATALOGUE_EVENEMENTS].libelle} : ${n}`);
    console.log(`${r.evenements} événements enregistrés, ${r.revelations} révélations aux surveillances.`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
