// The portal's PDF signature: the signed byte ranges cover the whole file but the signature itself,
// their SHA-256 is the signed message digest, and the RSA signature over the signed attributes
// verifies with the certificate's public key; one byte changed breaks the digest.
import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';
import { renderKbisPdf } from './kbisPdf';
import { generateDevelopmentP12, loadSigner, signingConfigFromEnv, signingProblem } from './signing';
import type { KbisData } from './types';
import { sellerFromEnv } from '../orders/seller';

const seller = sellerFromEnv({});
const kbis: KbisData = {
  code_verification: '7KQ2-M4XP-9TR3-HW6D',
  url_verification: 'https://www.exemple.fr/verification-document/7KQ2-M4XP-9TR3-HW6D',
  emis_le: '2026-11-25T10:00:00.000Z',
  greffe: { code: '7501', nom: 'Paris' },
  mention: '552 032 534 R.C.S. Paris',
  registre: 'Registre du commerce et des sociétés',
  entreprise: {
    id: 1,
    denomination: 'DANONE',
    sigle: null,
    siren: '552032534',
    numero_identification: '552032534',
    personne_morale: true,
    forme_juridique: 'SA à conseil d’administration',
    capital: { montant: 17_000_000_00, devise: 'EUR' },
    date_immatriculation: '1955-01-01',
    date_creation: '1955-01-01',
    date_radiation: null,
    duree: null,
    activite: 'Activités des sièges sociaux (NAF 70.10Z)',
    siege: '17 boulevard Haussmann, 75009 Paris',
    date_debut_activite: '1955-01-01',
  },
  dirigeants: [{ role: 'Directeur général', nom: 'MARTIN, Paul', detail: 'Né(e) en 03/1970', depuis: '2020-01-01' }],
  commissaires: [],
  etablissements_secondaires: [],
  mentions: [],
  procedures: [],
};

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
    const pdf = await signer.sign(await renderKbisPdf(kbis, { seller, verificationUrl: () => kbis.url_verification }), new Date(kbis.emis_le), 'Test');
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
