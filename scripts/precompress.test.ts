/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = `${Array.from({ length: 300 }, (_, i) => `export const v${i} = "greffe ${i % 11}";`).join('\n')}\n`;

describe('precompressDir', () => {
  it('writes the Brotli and gzip codings of each text file beside it, in sub-folders too', async () => {
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'main.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'page.css'), `.fiche{color:red}\n`.repeat(200));
    expect(await precompressDir(dir)).toBe(2);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'main.js.br'))).toString('utf8')).toBe(script);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'main.js.gz'))).toString('utf8')).toBe(script);
    expect(existsSync(path.join(dir, 'chunks', 'page.css.br'))).toBe(true);
  });

  it('leaves alone what compression cannot shrink: images, tiny files', async () => {
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'court.txt'), 'ok');
    expect(await precompressDir(dir)).toBe(0);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'court.txt.gz'))).toBe(false);
  });

  it("removes an earlier build's codings that no longer say what their file says", async () => {
    writeFileSync(path.join(dir, 'main.js'), script);
    writeFileSync(path.join(dir, 'old.0123456789abcdef.js'), script);
    await precompressDir(dir);
    // The next build: a file shrunk to nothing worth compressing, another gone.
    writeFileSync(path.join(dir, 'main.js'), 'x');
    rmSync(path.join(dir, 'old.0123456789abcdef.js'));
    // A compressed file the app ships as it is stays.
    writeFileSync(path.join(dir, 'donnees.bin.gz'), zlib.gzipSync('données'));
    await precompressDir(dir);
    expect(existsSync(path.join(dir, 'main.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'old.0123456789abcdef.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'donnees.bin.gz'))).toBe(true);
  });
});
