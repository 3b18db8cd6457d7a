// The text of a PDF, for tests (Jest and Playwright alike): extracted by pdf.js in a child process
// (pdf-text.mjs), whitespace normalised so that assertions read as plain French text: no-break and
// narrow no-break spaces become ordinary spaces, runs of whitespace one space; pages are separated
// by a single space too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'pdf-text.mjs');

/** Collapses every run of whitespace (including U+00A0 and U+202F) into one ordinary space. */
export function normalizePdfText(text: string): string {
  return text
    .replace(/[\u00A0\u202F\u2007\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of all pages of the PDF `bytes`, whitespace normalised. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(normalizePdfText(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`pdf-text.mjs exited with code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    // The child may fail before reading everything: an EPIPE then is reported by 'close'.
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
