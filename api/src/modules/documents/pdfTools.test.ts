// Every kind of PDF the portal issues, as it is issued (the registry's documents signed), read by
// poppler (pdfinfo) and checked by qpdf: neither may report an error or a warning. Both tools are
// installed by .ci/run; the test fails when they are missing.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_ISSUER, TEST_KBIS } from './testing';
import { TEST_SELLER, testInvoice, testInvoiceLine, testReceipt } from '../../testing/orderDocuments';
import { revelationsReport, surveillancesReport, type ReportContext } from '../monitoring/reports';
import { renderInvoicePdf } from '../orders/documents/invoicePdf';
import { renderReceiptPdf } from '../orders/documents/receiptPdf';
import { renderAccountsPdf } from './accountsPdf';
import { renderDebtStatementPdf } from './debtStatementPdf';
import { renderDeedPdf } from './deedPdf';
import { renderKbisPdf } from './kbisPdf';
import { generateDevelopmentP12, loadSigner, type DocumentSigner } from './signing';

jest.setTimeout(60_000);

const run = promisify(execFile);
const AT = new Date('2026-11-25T10:00:00.000Z');
const emis_le = AT.toISOString();
const greffe = { code: '7501', nom: 'Paris' };

/** What each tool says of `file`: its exit code and everything it wrote. */
async function tool(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(command, args);
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code?: number | string; stdout?: string; stderr?: string };
    // Not installed: the test fails with the reason, it is never skipped.
    if (failed.code === 'ENOENT') throw new Error(`${command} est introuvable : installez poppler-utils et qpdf (voir .ci/run).`);
    return { code: Number(failed.code), stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** An account without the monitoring offer: its reports are empty, read from nowhere. */
const report: ReportContext = {
  db: { query: async () => [], exec: async () => {} },
  account: { id: 1, numero_client: 'C0001234', nom: 'ACME INDUSTRIES', abonne: false },
  seller: TEST_SELLER,
  now: AT,
};

let signer: DocumentSigner;
let dir: string;
beforeAll(async () => {
  signer = await loadSigner({ query: async () => [], exec: async () => {} }, { p12: generateDevelopmentP12('Registre des entreprises (test)', 'secret'), passphrase: 'secret' }, 'ignored');
  dir = mkdtempSync(path.join(tmpdir(), 'pdf-tools-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const DOCUMENTS: Array<[string, () => Promise<Buffer>]> = [
  [
    'Kbis extract',
    async () =>
      signer.sign(
        await renderKbisPdf(
          {
            ...TEST_KBIS,
            entreprise: { ...TEST_KBIS.entreprise, duree: '99 ans à compter du 01/01/1955' },
            commissaires: [{ role: 'Commissaire aux comptes titulaire', nom: 'AUDIT & ASSOCIÉS', detail: '123 456 789 R.C.S. Paris', depuis: '2019-06-01' }],
            etablissements_secondaires: [{ adresse: '1 rue de Lyon, 69001 Lyon', activite: 'Bureaux', depuis: '2001-02-03', numero: '552032534 00042' }],
            mentions: ['Fusion-absorption de la société EXEMPLE le 01/01/2020'],
          },
          TEST_ISSUER,
        ),
        AT,
        'Extrait Kbis délivré par le portail',
      ),
  ],
  [
    'annual accounts',
    async () =>
      signer.sign(
        await renderAccountsPdf(
          {
            emis_le,
            greffe,
            entreprise: { denomination: 'DANONE', siren: '552032534', forme_juridique: 'SA', siege: '17 boulevard Haussmann, 75009 Paris', devise: 'EUR' },
            comptes: { date_cloture: '2025-12-31', date_depot: '2026-06-30', type: 'COMPLETS', duree_mois: 12 },
            figures: { chiffre_affaires: 38_279_012, resultat: -1_234_599, effectif: 42 },
          },
          TEST_ISSUER,
        ),
        AT,
        'Comptes annuels délivrés par le portail',
      ),
  ],
  [
    'deed copy',
    async () =>
      signer.sign(
        await renderDeedPdf(
          {
            emis_le,
            greffe,
            entreprise: { denomination: 'DANONE', siren: '552032534', forme_juridique: 'SA', siege: '17 boulevard Haussmann, 75009 Paris' },
            acte: { numero_depot: '2026-A-00042', date_depot: '2026-11-20', type_acte: 'Procès-verbal d’assemblée', decisions: ['Augmentation du capital', 'Nomination d’un administrateur'] },
          },
          TEST_ISSUER,
        ),
        AT,
        'Copie d’acte délivrée par le portail',
      ),
  ],
  [
    'debt statement',
    async () =>
      signer.sign(
        await renderDebtStatementPdf(
          {
            emis_le,
            libelle: "État d'endettement",
            arrete_au: '2026-11-24',
            critere: { siren: '552032534', denomination: null, code_postal: null },
            debiteurs: [{ numero_debiteur: 'D1', id_entreprise: 1, siren: '552032534', denomination: 'DANONE', code_greffe: '7501', greffe: 'Paris', nombre_inscriptions: 2 }],
            inscriptions: [
              { numero: '2024B01234', type_inscription: 'NANTISSEMENT_FONDS', date_inscription: '2024-03-01', date_effet_fin: '2034-03-01', creancier: 'BNP Paribas', montant: 150000000, devise: 'EUR', code_greffe: '7501', numero_debiteur: 'D1' },
              { numero: '2023V00042', type_inscription: 'PRIVILEGE_TRESOR', date_inscription: '2023-06-12', date_effet_fin: null, creancier: 'Service des impôts des entreprises de Paris 9e', montant: null, devise: 'EUR', code_greffe: '7501', numero_debiteur: 'D1' },
            ],
          },
          TEST_ISSUER,
        ),
        AT,
        'État certifié délivré par le portail',
      ),
  ],
  [
    'invoice',
    () =>
      renderInvoicePdf(
        testInvoice({
          lignes: [testInvoiceLine()],
          totaux: { montant_ht: 320, frais_envoi: 0, montant_tva: 64, montant_ttc: 384 },
        }),
      ),
  ],
  [
    'payment receipt',
    () => renderReceiptPdf(testReceipt()),
  ],
  ['monitoring report of revelations', async () => (await revelationsReport(report, {}, 'pdf')).bytes],
  ['monitoring report of monitored companies', async () => (await surveillancesReport(report, 'pdf')).bytes],
];

describe.each(DOCUMENTS)('the issued PDF: %s', (name, issue) => {
  let file: string;
  beforeAll(async () => {
    file = path.join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
    writeFileSync(file, await issue());
  });

  it('is read by pdfinfo without an error or a warning', async () => {
    const out = await tool('pdfinfo', [file]);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Pages:\s+\d+$/m);
  });

  it('passes qpdf --check without an error or a warning', async () => {
    const out = await tool('qpdf', ['--check', file]);
    expect(out.stderr).toBe('');
    expect(out.stdout).not.toMatch(/WARNING|error:/i);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('No syntax or stream encoding errors found');
  });
});
