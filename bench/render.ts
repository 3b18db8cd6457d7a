// Prints how long the shell's server takes to send a server-rendered page (the remote runs the
// page's loader, renders it once, and the shell composes it), per route: median and 95th
// percentile of the time to the last byte, over sequential requests on the local site, and how
// many API answers the page came with. The API's per-address rate limit is raised for the run:
// every request comes from this one address, and a limited render would arrive without its data.
import { startSite } from './lib/server.mjs';
import { flag } from './lib/cli';

interface SeoCompany {
  id: number;
  numero_identification: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timePage(url: string): Promise<{ ms: number; html: string; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  return { ms: performance.now() - started, html, status: res.status };
}

/** The number of API answers a composed page carries (its remote's server data script). */
function answersIn(html: string): number {
  const json = /<script type="application\/json" id="server-data-[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? Object.keys(JSON.parse(json) as object).length : 0;
}

async function main(): Promise<void> {
  const runs = Number(flag('runs', '40'));
  process.env.RATE_LIMIT_MAX ??= '1000000';
  const site = await startSite(Number(process.env.BENCH_PORT_BASE || 200));
  try {
    const base = site.urls.fr;
    const { items } = (await (await fetch(`${base}/api/seo/entreprises?limit=20&offset=0`)).json()) as { items: SeoCompany[] };
    const company = items.find((c) => /^\d{9}$/.test(c.numero_identification))!;
    const routes: [string, string][] = [
      ['company record', `/entreprise/x/${company.numero_identification}/${company.id}`],
      ['establishment list', `/liste_etablissements/x/${company.numero_identification}/${company.id}`],
      ['search results', '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=boulangerie'],
      ['department', '/recherche-par-departement/75'],
      ['prices', '/tarifs'],
      ['home', '/'],
      ['FAQ', '/faq'],
    ];
    console.log(`\nPages rendues par le serveur : temps jusqu'au dernier octet, ${runs} requêtes successives par route (après 5 de chauffe)\n`);
    console.log(`${'page'.padEnd(20)}${'statut'.padStart(8)}${'réponses'.padStart(10)}${'HTML'.padStart(10)}${'médiane'.padStart(10)}${'p95'.padStart(10)}`);
    for (const [name, route] of routes) {
      for (let i = 0; i < 5; i++) await timePage(base + route);
      const times: number[] = [];
      let last = { ms: 0, html: '', status: 0 };
      for (let i = 0; i < runs; i++) {
        last = await timePage(base + route);
        times.push(last.ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(20)}${String(last.status).padStart(8)}${String(answersIn(last.html)).padStart(10)}${`${(last.html.length / 1024).toFixed(0)} KiB`.padStart(10)}${`${percentile(times, 50).toFixed(0)} ms`.padStart(10)}${`${percentile(times, 95).toFixed(0)} ms`.padStart(10)}`,
      );
    }
  } finally {
    await site.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
