// The verdict on a file against a signed document the portal issued: the issued bytes are that
// document; one byte changed is another file; the issued bytes followed by an incremental update
// are the document with content appended after its signature, and the update's size is told; an
// update appended to a changed document, or a cut file, is another file.
import { createHash } from 'node:crypto';
import { appendIncrementalUpdate } from '../../testing/pdfUpdate';
import { sellerFromEnv } from '../orders/seller';
import { renderDeedPdf } from './deedPdf';
import { compareWithIssued, isPdf, signedRevisionEnd } from './fileCheck';
import { generateDevelopmentP12, loadSigner } from './signing';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let issued: Buffer;
let fingerprint: { sha256: string; size: number };

beforeAll(async () => {
  const p12 = generateDevelopmentP12('Portail registre (test)', 'secret');
  const signer = await loadSigner({ query: async () => [], exec: async () => {} }, { p12, passphrase: 'secret' }, 'ignored');
  const pdf = await renderDeedPdf(
    {
      emis_le: '2026-11-25T10:00:00.000Z',
      greffe: { code: '7501', nom: 'Paris' },
      entreprise: { denomination: 'DANONE', siren: '552032534', forme_juridique: 'SA', siege: '17 boulevard Haussmann, 75009 Paris' },
      acte: { numero_depot: '2026-A-00042', date_depot: '2026-11-20', type_acte: 'Procès-verbal d’assemblée', decisions: ['Augmentation du capital'] },
    },
    { seller: sellerFromEnv({}), verificationUrl: (code) => `https://www.exemple.fr/verification-document/${code}` },
  );
  issued = await signer.sign(pdf, new Date('2026-11-25T10:00:00.000Z'), 'Test');
  // Uppercase, as a stored fingerprint may be written: compared without regard to case.
  fingerprint = { sha256: sha(issued).toUpperCase(), size: issued.length };
});

describe('a file checked against the issued document', () => {
  it('is the issued document when its bytes are the issued ones', () => {
    expect(compareWithIssued(Buffer.from(issued), fingerprint)).toEqual({ verdict: 'IDENTIQUE', sha256: sha(issued), appendedBytes: null });
  });

  it('is another file when one byte of the signed content differs', () => {
    const changed = Buffer.from(issued);
    const at = changed.indexOf('/Producer');
    changed[at + 1] = changed[at + 1]! ^ 0x01;
    expect(changed).toHaveLength(issued.length);
    expect(compareWithIssued(changed, fingerprint)).toEqual({ verdict: 'DIFFERENT', sha256: sha(changed), appendedBytes: null });
  });

  it('is the issued document with content appended after its signature when an incremental update follows it', () => {
    const updated = appendIncrementalUpdate(issued);
    // The update is a well-formed one: objects, xref, a trailer pointing back, startxref, %%EOF.
    const tail = updated.subarray(issued.length).toString('latin1');
    expect(tail).toMatch(/^\n\d+ 0 obj\n[\s\S]*endobj\nxref\n[\s\S]*trailer\n<<[^>]*\/Prev \d+ >>\nstartxref\n\d+\n%%EOF\n$/);
    // The signature's byte ranges end where the issued file ends.
    expect(signedRevisionEnd(issued)).toBe(issued.length);
    expect(signedRevisionEnd(updated)).toBe(issued.length);
    expect(compareWithIssued(updated, fingerprint)).toEqual({ verdict: 'CONTENU_AJOUTE', sha256: sha(updated), appendedBytes: updated.length - issued.length });
  });

  it('is another file when the update follows a changed document, or when the file is cut short', () => {
    const changed = Buffer.from(issued);
    const at = changed.indexOf('/Producer');
    changed[at + 1] = changed[at + 1]! ^ 0x01;
    expect(compareWithIssued(appendIncrementalUpdate(changed), fingerprint).verdict).toBe('DIFFERENT');
    expect(compareWithIssued(issued.subarray(0, issued.length - 6), fingerprint).verdict).toBe('DIFFERENT');
  });

  it('is another file when it has no signature of the issued document', () => {
    const other = Buffer.from('%PDF-1.7\n% Un autre document\n%%EOF\n', 'latin1');
    expect(signedRevisionEnd(other)).toBeNull();
    expect(compareWithIssued(other, fingerprint).verdict).toBe('DIFFERENT');
  });

  it('reads as a PDF only with a PDF header where readers look for one', () => {
    expect(isPdf(issued)).toBe(true);
    expect(isPdf(Buffer.from('Bonjour, ceci est du texte.'))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.alloc(2000, 0x20), Buffer.from('%PDF-1.7')]))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.alloc(100, 0x20), Buffer.from('%PDF-1.7')]))).toBe(true);
  });
});
