// Whether a file someone holds is a document the portal issued. The portal keeps the SHA-256 and
// the size of every issued PDF. A file with the same SHA-256 is that document. A file that starts
// with it and goes on is that document with content appended after its signature: the
// signature's /ByteRange ends where the signed revision ends (its %%EOF), and a PDF reader applies
// what follows (an incremental update: new objects, a new xref and trailer) over the signed
// revision, so that what it shows may differ from what was signed. Anything else is another file.
import { createHash } from 'node:crypto';
import type { VerdictFichier } from '@portail/shared/api';

/** What the portal recorded of an issued document. */
export interface IssuedFingerprint {
  /** Lower-case hexadecimal SHA-256 of the issued file. */
  sha256: string;
  size: number;
}

export interface FileComparison {
  verdict: VerdictFichier;
  /** The checked file's SHA-256, lower-case hexadecimal. */
  sha256: string;
  /** CONTENU_AJOUTE: the bytes after the end of the signed revision; null otherwise. */
  appendedBytes: number | null;
}

/** PDF readers look for the header in the first 1024 bytes. */
const HEADER_WINDOW = 1024;
/** The first signature's byte ranges: [0 a b c] signs bytes 0 to a and b to b + c. */
const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/;
/** A revision closes with its end-of-file marker, possibly followed by an end of line. */
const CLOSED_REVISION = /%%EOF[\r\n]*$/;

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** True when `file` has a PDF header where readers look for one. */
export function isPdf(file: Buffer): boolean {
  return file.subarray(0, HEADER_WINDOW).includes('%PDF-', 0, 'latin1');
}

/**
 * Where the revision the file's first signature covers ends: the end of its last byte range, when
 * the ranges start at the file's first byte and the revision they cover is closed by %%EOF; null
 * for a file without such a signature.
 */
export function signedRevisionEnd(file: Buffer): number | null {
  const m = BYTE_RANGE.exec(file.toString('latin1'));
  if (!m) return null;
  const [start, , from, length] = m.slice(1).map(Number) as [number, number, number, number];
  const end = from + length;
  if (start !== 0 || end > file.length) return null;
  return CLOSED_REVISION.test(file.toString('latin1', Math.max(0, end - 16), end)) ? end : null;
}

/** The verdict on `file` against the document the portal issued. */
export function compareWithIssued(file: Buffer, issued: IssuedFingerprint): FileComparison {
  const expected = issued.sha256.toLowerCase();
  const sha256 = sha256Hex(file);
  if (sha256 === expected) return { verdict: 'IDENTIQUE', sha256, appendedBytes: null };
  const end = signedRevisionEnd(file);
  // The signed revision is the issued file, byte for byte, and something follows it.
  if (end !== null && end === issued.size && end < file.length && sha256Hex(file.subarray(0, end)) === expected) {
    return { verdict: 'CONTENU_AJOUTE', sha256, appendedBytes: file.length - end };
  }
  return { verdict: 'DIFFERENT', sha256, appendedBytes: null };
}
