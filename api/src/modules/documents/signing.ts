// The portal's document signature: PAdES (ETSI.CAdES.detached) with @signpdf, so that PDF readers
// show who signed and that nothing changed since. The key and certificate come from a PKCS#12 file
// (DOCUMENT_SIGNING_P12, base64 or a path, with DOCUMENT_SIGNING_PASSPHRASE); without one, outside
// production, a self-signed development pair is generated once and kept in the database.
import fs from 'node:fs';
import { constants, createPrivateKey, generateKeyPairSync, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { Queryable } from '../../db/types';

export interface DocumentSigner {
  /** The certificate holder's common name, as the verification page shows it. */
  readonly holder: string;
  readonly algorithm: string;
  /** `pdf` with its signature, issued at `at`. */
  sign(pdf: Buffer, at: Date, reason: string): Promise<Buffer>;
}

const ALGORITHM = 'RSA 2048 / SHA-256 (PAdES, ETSI.CAdES.detached)';
const DEV_SECRET = 'document-signing-p12';

/** DigestInfo prefix of SHA-256 (RFC 8017 §9.2): what PKCS#1 v1.5 signs before the hash. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The CMS signature @signpdf embeds, made as its P12Signer makes it (content type, signing time and
 * message digest as signed attributes, SHA-256, detached), except that the PKCS#12 is opened once
 * rather than at every signature, and the RSA operation is Node's rather than JavaScript's.
 */
class CmsSigner extends Signer {
  constructor(
    private readonly certificate: forge.pki.Certificate,
    private readonly key: KeyObject,
  ) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    p7.addCertificate(this.certificate);
    const key = this.key;
    const nativeKey = {
      sign: (md: forge.md.MessageDigest) =>
        privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])).toString('binary'),
    };
    p7.addSigner({
      key: nativeKey as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

class P12DocumentSigner implements DocumentSigner {
  readonly algorithm = ALGORITHM;
  readonly holder: string;
  private readonly signer: CmsSigner;

  constructor(p12: Buffer, passphrase: string) {
    const opened = openP12(p12, passphrase);
    this.holder = opened.holder;
    this.signer = new CmsSigner(opened.certificate, opened.key);
  }

  async sign(pdf: Buffer, at: Date, reason: string): Promise<Buffer> {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason,
      contactInfo: '',
      name: this.holder,
      location: 'France',
      signingTime: at,
      signatureLength: 8192,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      // A PDF name: no space (a name with one is two tokens, and breaks the dictionary it is in).
      appName: 'Portail-registre',
    });
    return signpdf.sign(startxrefAtXref(withPlaceholder), this.signer, at);
  }
}

/**
 * `pdf` with its last `startxref` giving the offset of the last cross-reference table's `xref`
 * keyword. @signpdf/placeholder-plain writes the offset of the line break before it, which
 * readers accept only with a warning ("extraneous whitespace seen before xref").
 */
export function startxrefAtXref(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const xref = text.lastIndexOf('\nxref\n') + 1;
  const tail = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  if (xref === 0 || !tail || Number(tail[1]) === xref) return pdf;
  return Buffer.concat([pdf.subarray(0, tail.index), Buffer.from(`startxref\n${xref}\n%%EOF`, 'latin1')]);
}

/** The certificate, its holder's common name and the private key a PKCS#12 holds. */
function openP12(p12: Buffer, passphrase: string): { certificate: forge.pki.Certificate; holder: string; key: KeyObject } {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), passphrase);
  const certificate = (parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])[0]?.cert;
  const forgeKey = (parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? [])[0]?.key;
  if (!certificate || !forgeKey) throw new Error('Le fichier PKCS#12 de signature doit contenir un certificat et sa clé privée.');
  const cn = certificate.subject.getField('CN') as { value?: string } | null;
  return { certificate, holder: cn?.value ?? 'Portail registre', key: createPrivateKey(forge.pki.privateKeyToPem(forgeKey)) };
}

/** A self-signed certificate for `holder`, valid ten years, as a PKCS#12 protected by `passphrase`. */
export function generateDevelopmentP12(holder: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: holder },
    { name: 'organizationName', value: holder },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

export interface SigningConfig {
  p12: Buffer;
  passphrase: string;
}

/** The configured PKCS#12 (base64 or a file path), or null when none is configured. */
export function signingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SigningConfig | null {
  const value = env.DOCUMENT_SIGNING_P12;
  if (!value) return null;
  const p12 = fs.existsSync(value) ? fs.readFileSync(value) : Buffer.from(value, 'base64');
  return { p12, passphrase: env.DOCUMENT_SIGNING_PASSPHRASE ?? '' };
}

/** Why documents could not be signed in production, or null. */
export function signingProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (production && !env.DOCUMENT_SIGNING_P12) {
    return 'DOCUMENT_SIGNING_P12 (certificat PKCS#12, en base64 ou chemin de fichier) est obligatoire en production : les extraits délivrés sont signés par le portail.';
  }
  return null;
}

/**
 * The signer of the configuration, or the development pair kept in the database (generated by the
 * first process that needs it; the first writer wins when two start together).
 */
export async function loadSigner(db: Queryable, config: SigningConfig | null, holder: string): Promise<DocumentSigner> {
  if (config) return new P12DocumentSigner(config.p12, config.passphrase);
  const passphrase = 'development';
  const fresh = () => ({ p12: generateDevelopmentP12(`${holder} (certificat de développement)`, passphrase).toString('base64') });
  await db.query('insert into identity_secret (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [DEV_SECRET, JSON.stringify(fresh())]);
  const [row] = await db.query<{ value: { p12: string } | string }>('select value from identity_secret where name = $1', [DEV_SECRET]);
  const value = typeof row!.value === 'string' ? (JSON.parse(row!.value) as { p12: string }) : row!.value;
  const p12 = Buffer.from(value.p12, 'base64');
  return new P12DocumentSigner(p12, passphrase);
}
