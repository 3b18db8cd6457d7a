// npm run search:reindex [-- --url http://127.0.0.1:9200] [--index portail-entreprises] [--database-url ...]
// Loads every company of the database into a new OpenSearch index, then moves the alias searches
// use onto it (no gap for the searches) and deletes the old index. With a progress bar and the
// documents per second. The node's address comes from --url, else OPENSEARCH_URL (with
// OPENSEARCH_USERNAME and OPENSEARCH_PASSWORD), else http://127.0.0.1:9200.
import { SingleBar, Presets } from 'cli-progress';
import { OpenSearchIndexer, openSearchClient } from '../modules/companies';
import { openConfiguredDatabase, parseArgs } from './common';

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const str = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  const url = str('url') ?? process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200';
  const alias = str('index') ?? process.env.OPENSEARCH_INDEX ?? 'portail-entreprises';
  const count = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} doit être un entier supérieur ou égal à ${min} (reçu : « ${v} »)`);
    return n;
  };
  const shards = count('shards', str('shards') ?? process.env.OPENSEARCH_SHARDS ?? '1', 1);
  const replicas = count('replicas', str('replicas') ?? process.env.OPENSEARCH_REPLICAS ?? '0', 0);
  const db = await openConfiguredDatabase(flags);
  const client = openSearchClient({ url, username: process.env.OPENSEARCH_USERNAME, password: process.env.OPENSEARCH_PASSWORD });
  const indexer = new OpenSearchIndexer(db, { client, alias, shape: { shards, replicas } });
  const bar = new SingleBar(
    { format: 'Index de recherche |{bar}| {percentage}% | {value}/{total} entreprises | {rate} documents/s | {eta_formatted}', hideCursor: true },
    Presets.shades_classic,
  );
  const started = Date.now();
  let begun = false;
  try {
    const r = await indexer.reindexAll({
      onProgress: ({ done, total }) => {
        if (!begun) {
          bar.start(total, 0, { rate: 0 });
          begun = true;
        }
        bar.update(done, { rate: Math.round(done / Math.max(0.001, (Date.now() - started) / 1000)) });
      },
    });
    bar.stop();
    console.log(
      `${r.documents} entreprises indexées en ${(r.milliseconds / 1000).toFixed(1)} s (${Math.round(r.documents / Math.max(0.001, r.milliseconds / 1000))} documents/s) ; ` +
        `l'alias ${alias} désigne maintenant ${r.index} sur ${client.baseUrl}.`,
    );
  } finally {
    if (begun) bar.stop();
    await db.close();
  }
}

main().catch((e) => {
  console.error(`Échec de l'indexation : ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
