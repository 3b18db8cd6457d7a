// npm run import:sirene -- <StockUniteLegale.csv> [<StockEtablissement.csv>] [--rejets rejets.csv] [--database-url ...]
// Streams INSEE's stock files into the database (upsert, idempotent), with progress and rows/s.
// A re-import records what changed on known companies and reveals it to their surveillances.
import fs from 'node:fs';
import path from 'node:path';
import { MultiBar, Presets } from 'cli-progress';
import { importSirene } from '../sirene/importer';
import { openConfiguredDatabase, parseArgs } from './common';

async function main() {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const [ul, et] = positional;
  if (!ul) {
    console.error('Usage : npm run import:sirene -- <StockUniteLegale.csv> [<StockEtablissement.csv>] [--rejets fichier.csv]');
    process.exit(2);
  }
  for (const f of [ul, et]) if (f && !fs.existsSync(f)) throw new Error(`Fichier introuvable : ${f}`);
  const rejetsPath = typeof flags.rejets === 'string' ? flags.rejets : 'sirene-rejets.csv';
  const rejets = fs.createWriteStream(rejetsPath);
  rejets.write('fichier,ligne,identifiant,raison\n');
  const csv = (s: string | number | null) => `"${String(s ?? '').replace(/"/g, '""')}"`;

  const db = await openConfiguredDatabase(flags);
  const bars = new MultiBar(
    { format: '{fichier} |{bar}| {percentage}% | {lignes} lignes | {rate} lignes/s', hideCursor: true },
    Presets.shades_classic,
  );
  const t0: Record<string, number> = {};
  const byFile: Record<string, ReturnType<MultiBar['create']>> = {};
  const r = await importSirene(db, {
    ...(ul ? { unitesLegales: ul } : {}),
    ...(et ? { etablissements: et } : {}),
    onProgress: ({ fichier, octets, total, lignes }) => {
      t0[fichier] ??= Date.now();
      byFile[fichier] ??= bars.create(total, 0, { fichier: path.basename(fichier), lignes: 0, rate: 0 });
      byFile[fichier]!.update(octets, { fichier: path.basename(fichier), lignes, rate: Math.round(lignes / Math.max(0.001, (Date.now() - t0[fichier]!) / 1000)) });
    },
    onRejet: (x) => rejets.write(`${[csv(x.fichier), x.ligne, csv(x.identifiant), csv(x.raison)].join(',')}\n`),
  });
  bars.stop();
  rejets.end();
  for (const f of r.fichiers) {
    console.log(
      `${path.basename(f.fichier)} (${f.layout}, ${f.colonnes} colonnes) : ${f.lues} lues, ${f.inserees} insérées, ${f.modifiees} modifiées, ` +
        `${f.inchangees} inchangées, ${f.rejetees} rejetées — ${f.lignesParSeconde} lignes/s`,
    );
  }
  console.log(
    `Total : ${(r.ms / 1000).toFixed(1)} s, ${r.lignesParSeconde} lignes/s` +
      (r.bulk ? ' (premier chargement : index de recherche construits une fois à la fin)' : ''),
  );
  if (r.evenements || r.detection.revelations) {
    console.log(`Changements d'entreprises connues : ${r.evenements} événements, ${r.detection.revelations} révélations aux surveillances.`);
  }
  if (r.rejets.length) console.log(`Lignes rejetées et leur raison : ${rejetsPath}`);
  await db.close();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
