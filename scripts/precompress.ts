// The built files of an app in Brotli and gzip, written beside them at build (`main.js.br`,
// `main.js.gz`): the servers send them as they are (@fastify/static `preCompressed`), and a
// request never waits for a compression. Each coding is made once, at the highest settings.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The kinds of file compression shrinks (text); images, fonts and videos are compressed already,
 * and source maps are read by developers' tools only.
 */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.json', '.svg', '.txt', '.vtt', '.xml']);

/** The codings written beside a file, by their file extension. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliOptions(size: number): zlib.BrotliOptions {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT, BROTLI_MAX_QUALITY } = zlib.constants;
  return { params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: size } };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/**
 * Writes the Brotli and gzip codings of every compressible file under `dir` beside it, when they
 * are smaller than the file (a tiny file goes as it is), and removes a coding left by an earlier
 * build that no longer says what its file says. Returns the number of files compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const all = await filesUnder(dir);
  const codings = Object.values(PRECOMPRESSED) as string[];
  const sources = all.filter((f) => COMPRESSIBLE.has(path.extname(f)));
  // The coding of a text file that is gone is an earlier build's.
  const present = new Set(all);
  const base = (f: string) => f.slice(0, -path.extname(f).length);
  const stale = all.filter((f) => codings.includes(path.extname(f)) && COMPRESSIBLE.has(path.extname(base(f))) && !present.has(base(f)));
  await Promise.all(stale.map((f) => fs.rm(f, { force: true })));
  let compressed = 0;
  const compress = async (file: string) => {
    // A file another build removed meanwhile (builds of one app may overlap) has no codings to make.
    const body = await fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (body === null) return;
    const [br, gz] = await Promise.all([brotli(body, brotliOptions(body.length)), gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })]);
    let wrote = false;
    for (const [ext, bytes] of [
      [PRECOMPRESSED.br, br],
      [PRECOMPRESSED.gzip, gz],
    ] as const) {
      if (bytes.length < body.length) {
        // Written aside then renamed: a server sending the coding meanwhile reads the whole of
        // the previous one or of this one.
        const aside = `${file}${ext}.${process.pid}.tmp`;
        await fs.writeFile(aside, bytes);
        await fs.rename(aside, `${file}${ext}`);
        wrote = true;
      } else {
        await fs.rm(`${file}${ext}`, { force: true });
      }
    }
    if (wrote) compressed += 1;
  };
  // Two files at a time: each compression runs off the event loop, two cores at most.
  const queue = [...sources];
  await Promise.all([0, 1].map(async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compress(file);
  }));
  return compressed;
}
