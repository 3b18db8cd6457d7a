// The portal's PDF signature: the signed byte ranges cover the whole file but the signature itself,
// their SHA-256 is the signed message digest, and the RSA signature over the signed attributes
// verifies with the certificate's public key; one byte changed breaks the digest.
import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';
import { renderKbisPdf } from './kbisPdf';
import { generateDevelopmentP12, loadSigner, signingConfigFromEnv, signingProblem } from './signing';
import { TEST_ISSUER, TEST_KBIS } from './testing';

/** The signature dictionary's byte ranges and CMS, read back from the file. */
function signatureOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!;
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  const hex = text.slice(a + b + 1, c - 1).replace(/0+$/, '');
  return { signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]), cms: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'), covers: a === 0 && c + d === pdf.length };
}

function verifies(pdf: Buffer): boolean {
  const { signed, cms, covers } = signatureOf(pdf);
  const msg = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(cms.toString('binary')))) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attrs = msg.rawCapture.authenticatedAttributes;
  const digestAttr = attrs.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest)!;
  const digest = Buffer.from(((digestAttr.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string, 'binary');
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const signedAttrs = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  const publicKey = createPublicKey(forge.pki.publicKeyToPem(msg.certificates[0]!.publicKey as forge.pki.rsa.PublicKey));
  return covers && digest.equals(createHash('sha256').update(signed).digest()) && verify('sha256', signedAttrs, publicKey, Buffer.from(msg.rawCapture.signature, 'binary'));
}

describe('document signature', () => {
  it('signs a Kbis so that it verifies, and a changed byte does not', async () => {
    const p12 = generateDevelopmentP12('Portail registre (test)', 'secret');
    const signer = await loadSigner({ query: async () => [], exec: async () => {} }, { p12, passphrase: 'secret' }, 'ignored');
    expect(signer.holder).toBe('Portail registre (test)');
    const pdf = await signer.sign(await renderKbisPdf(TEST_KBIS, TEST_ISSUER), new Date(TEST_KBIS.emis_le), 'Test');
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(verifies(pdf)).toBe(true);

    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('DANONE');
    tampered[at + 100] = tampered[at + 100]! ^ 0x01;
    expect(verifies(tampered)).toBe(false);
  });

  it('refuses a PKCS#12 with the wrong passphrase', async () => {
    const p12 = generateDevelopmentP12('Portail registre (test)', 'secret');
    await expect(loadSigner({ query: async () => [], exec: async () => {} }, { p12, passphrase: 'autre' }, 'ignored')).rejects.toThrow();
  });
});

describe('signing configuration', () => {
  it('requires a certificate in production and reads one given in base64', () => {
    expect(signingProblem({}, true)).toMatch(/DOCUMENT_SIGNING_P12/);
    expect(signingProblem({}, false)).toBeNull();
    const p12 = generateDevelopmentP12('Portail', 'x');
    expect(signingConfigFromEnv({ DOCUMENT_SIGNING_P12: p12.toString('base64'), DOCUMENT_SIGNING_PASSPHRASE: 'x' })).toEqual({ p12, passphrase: 'x' });
    expect(signingConfigFromEnv({})).toBeNull();
  });
});
