// npm run report:web-vitals -- [--jours 28] [--territoire FR|NC] [--json] [--api http://127.0.0.1:3000] [--database-url postgres://...] [--data-dir dir]
// Per route, the 75th percentile of LCP, INP and CLS of real visits (consented measures) and how
// many samples it stands on, over the last N days; then the event counts per type and route.
// The embedded store cannot be opened while the API runs: when the API answers on its port (or
// --api is given) the report is asked of it (GET /api/exploitation/mesures, STAFF_API_TOKEN);
// otherwise the database is read directly.
import { RapportMesuresSchema, type MetriqueVitale, type RapportMesures } from '@portail/shared/api/measures';
import { TERRITOIRES } from '@portail/shared/api/companies';
import { parisDay } from '@portail/shared/format/dates';
import { configFromEnv } from '../config';
import { RAPPORT_JOURS, measuresReport } from '../modules/measures';
import { openConfiguredDatabase, parseArgs } from './common';

type Territoire = (typeof TERRITOIRES)[number];

async function apiAnswers(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_500) });
    return res.ok;
  } catch {
    return false;
  }
}

async function fromApi(base: string, jours: number, territoire: Territoire | undefined): Promise<RapportMesures> {
  const token = process.env.STAFF_API_TOKEN;
  if (!token) {
    throw new Error(
      `L'API répond sur ${base} et tient la base ouverte : définissez STAFF_API_TOKEN (celui de l'API) pour lire le rapport par /api/exploitation/mesures, ou arrêtez l'API.`,
    );
  }
  const query = new URLSearchParams({ jours: String(jours), ...(territoire ? { territoire } : {}) });
  const res = await fetch(`${base}/api/exploitation/mesures?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(`L'API a répondu ${res.status}${body?.message ? ` : ${body.message}` : ''}`);
  return RapportMesuresSchema.parse(body);
}

const fmt = (metrique: MetriqueVitale, v: number | null) =>
  v === null ? '—' : metrique === 'CLS' ? v.toFixed(3).replace('.', ',') : `${v.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} ms`;

/** The report as text: one line per route, its p75 and sample count of LCP, INP and CLS. */
function reportText(r: RapportMesures, source: string): string {
  const lines = [`Mesures du ${r.du} au ${r.au}, ${r.territoire ? `territoire ${r.territoire}` : 'tous territoires'} (${source}).`, ''];
  const shown: MetriqueVitale[] = ['LCP', 'INP', 'CLS'];
  const rows = [
    ['Route', ...shown.flatMap((m) => [`${m} p75`, 'n'])],
    ...r.vitales.map((v) => [
      v.route,
      ...shown.flatMap((m) => {
        const x = v.metriques.find((p) => p.metrique === m);
        return [fmt(m, x?.p75 ?? null), String(x?.echantillons ?? 0)];
      }),
    ]),
  ];
  if (r.vitales.length === 0) lines.push('Aucune mesure de performance sur la période.');
  else {
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) lines.push(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd());
  }
  lines.push('', 'Événements :');
  if (r.evenements.length === 0) lines.push('  aucun sur la période.');
  for (const e of r.evenements) lines.push(`  ${e.type.padEnd(13)} ${e.route}  ${e.nombre}`);
  return lines.join('\n');
}

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const jours = Number(flags.jours ?? RAPPORT_JOURS.defaut);
  if (!Number.isInteger(jours) || jours < 1 || jours > RAPPORT_JOURS.max) throw new Error(`--jours doit être un entier entre 1 et ${RAPPORT_JOURS.max}`);
  const territoire = typeof flags.territoire === 'string' ? (flags.territoire.toUpperCase() as Territoire) : undefined;
  if (territoire && !TERRITOIRES.includes(territoire)) throw new Error(`--territoire doit valoir ${TERRITOIRES.join(' ou ')}`);

  const cfg = configFromEnv();
  const embedded = !(typeof flags['database-url'] === 'string' || cfg.databaseUrl);
  const base = typeof flags.api === 'string' ? flags.api.replace(/\/$/, '') : `http://${cfg.host === '0.0.0.0' ? '127.0.0.1' : cfg.host}:${cfg.port}`;
  let report: RapportMesures;
  let source: string;
  if (typeof flags.api === 'string' || (embedded && typeof flags['data-dir'] !== 'string' && (await apiAnswers(base)))) {
    report = await fromApi(base, jours, territoire);
    source = `API ${base}`;
  } else {
    const db = await openConfiguredDatabase(flags);
    try {
      report = await measuresReport(db, { au: parisDay(), jours, territoire });
      source = `base ${db.kind}`;
    } finally {
      await db.close();
    }
  }
  console.log(flags.json ? JSON.stringify(report, null, 2) : reportText(report, source));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
