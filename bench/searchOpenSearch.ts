// The OpenSearch side of `npm run bench:search -- --engine postgres,opensearch`: a node (started
// here from Maven Central artifacts with scripts/opensearch.mjs, or BENCH_OPENSEARCH_URL's), the
// full load of a corpus into an index of its own (time, documents/s, CPU per document, size per
// million documents), the engine over it, and the node's heap and resident memory.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../api/src/db/types';
import { OpenSearchSearchEngine } from '../api/src/modules/companies/search/opensearch';
import { OpenSearchClient } from '../api/src/modules/companies/search/opensearchClient';
import { OpenSearchIndexer } from '../api/src/modules/companies/search/opensearchIndexer';
import { aliasTargets } from '../api/src/modules/companies/search/opensearchIndex';
import { flag } from './lib/cli';

interface StartedNode {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface BenchNode {
  client: OpenSearchClient;
  /** The JVM's pid when this process started it (its resident memory is read from /proc). */
  pid: number | null;
  heap: string;
  stop(): Promise<void>;
}

/** BENCH_OPENSEARCH_URL's node, or one started here (--opensearch-port, --opensearch-heap; its files in bench/.cache/opensearch). */
export async function openSearchNode(cache: string): Promise<BenchNode> {
  const heap = flag('opensearch-heap', '2g');
  if (process.env.BENCH_OPENSEARCH_URL) {
    return { client: new OpenSearchClient({ url: process.env.BENCH_OPENSEARCH_URL }), pid: null, heap: '?', stop: async () => undefined };
  }
  const script = path.join(__dirname, '..', 'scripts', 'opensearch.mjs');
  const { startOpenSearch } = (await import(script)) as {
    startOpenSearch(o: { port: number; home: string; heap: string; log(line: string): void }): Promise<StartedNode>;
  };
  const port = Number(flag('opensearch-port', '9270'));
  const home = path.join(cache, 'opensearch');
  fs.mkdirSync(home, { recursive: true });
  const node = await startOpenSearch({ port, home, heap, log: (l) => console.log(`  ${l}`) });
  console.log(`  OpenSearch démarré sur ${node.url} (tas ${heap}, pid ${node.pid})`);
  return { client: new OpenSearchClient({ url: node.url }), pid: node.pid, heap, stop: () => node.stop() };
}

export interface IndexFigures {
  documents: number;
  seconds: number;
  perSecond: number;
  /** Primary store size of the index, bytes. */
  bytes: number;
  bytesPerDocument: number;
  /**
   * CPU time per document during the load, microseconds: the node's JVM (null when the node is not
   * ours) and this process (reading from PostgreSQL, the documents' JSON, the bulk requests). On a
   * shared machine the documents/s say how many cores the load got; these say what it needs.
   */
  cpu?: { nodeMicros: number | null; readerMicros: number };
}

/** CPU time (user + system) of a process so far, seconds, from /proc. */
function processCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The corpus of `db` in the index `alias` (built once: reused when it holds as many documents as
 * the database has companies, unless --reindex), with its load figures.
 */
export async function loadIndex(node: BenchNode, db: Database, alias: string, cached: string): Promise<IndexFigures> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from entreprise');
  const existing = await aliasTargets(node.client, alias);
  if (existing.length && fs.existsSync(cached) && !process.argv.includes('--reindex')) {
    const count = await node.client.request<{ count: number }>('GET', `/${alias}/_count`);
    if (count.body.count === n) {
      console.log(`  index ${alias} déjà chargé (${n.toLocaleString('fr-FR')} documents), chargement mesuré le ${fs.statSync(cached).mtime.toISOString().slice(0, 10)}`);
      return JSON.parse(fs.readFileSync(cached, 'utf8')) as IndexFigures;
    }
  }
  const indexer = new OpenSearchIndexer(db, { client: node.client, alias });
  const nodeCpu = node.pid ? processCpuSeconds(node.pid) : null;
  const ownCpu = process.cpuUsage();
  let last = 0;
  const r = await indexer.reindexAll({
    onProgress: ({ done, total }) => {
      if (Date.now() - last < 10_000 && done < total) return;
      last = Date.now();
      console.log(`  index ${alias} : ${done.toLocaleString('fr-FR')}/${total.toLocaleString('fr-FR')}`);
    },
  });
  const own = process.cpuUsage(ownCpu);
  const perDocument = (seconds: number) => (seconds * 1e6) / Math.max(1, r.documents);
  const cpu = {
    nodeMicros: node.pid && nodeCpu !== null ? perDocument(processCpuSeconds(node.pid) - nodeCpu) : null,
    readerMicros: perDocument((own.user + own.system) / 1e6),
  };
  // Segments merged as a node would have them after a while: the size measured is the size kept.
  await node.client.request('POST', `/${r.index}/_forcemerge?max_num_segments=1`, undefined, { timeoutMs: 3_600_000 });
  // The segments merged away stay on disk while a reader holds them: a refresh lets them go.
  await node.client.request('POST', `/${r.index}/_refresh`, undefined, { timeoutMs: 600_000 });
  const stats = await node.client.request<{ _all: { primaries: { store: { size_in_bytes: number }; docs: { count: number } } } }>(
    'GET',
    `/${r.index}/_stats/store,docs`,
  );
  const bytes = stats.body._all.primaries.store.size_in_bytes;
  const seconds = r.milliseconds / 1000;
  const figures: IndexFigures = {
    documents: r.documents,
    seconds,
    perSecond: r.documents / Math.max(0.001, seconds),
    bytes,
    bytesPerDocument: bytes / Math.max(1, r.documents),
    cpu,
  };
  fs.writeFileSync(cached, JSON.stringify(figures));
  return figures;
}

export function openSearchEngine(node: BenchNode, db: Database, alias: string): OpenSearchSearchEngine {
  return new OpenSearchSearchEngine({ client: node.client, alias, db });
}

export interface MemoryFigures {
  heapUsedMb: number;
  heapMaxMb: number;
  /** Resident set of the JVM (null when the node is not ours). */
  rssMb: number | null;
}

export async function nodeMemory(node: BenchNode): Promise<MemoryFigures> {
  const r = await node.client.request<{ nodes: Record<string, { jvm: { mem: { heap_used_in_bytes: number; heap_max_in_bytes: number } } }> }>(
    'GET',
    '/_nodes/stats/jvm',
  );
  const jvm = Object.values(r.body.nodes)[0]!.jvm.mem;
  let rssMb: number | null = null;
  if (node.pid) {
    const status = fs.readFileSync(`/proc/${node.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (kb) rssMb = Number(kb) / 1024;
  }
  return { heapUsedMb: jvm.heap_used_in_bytes / 2 ** 20, heapMaxMb: jvm.heap_max_in_bytes / 2 ** 20, rssMb };
}
