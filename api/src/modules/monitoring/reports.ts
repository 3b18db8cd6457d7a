// Reports of an account's monitoring: its revelations (with the list's filters) and its
// surveillances, as CSV (UTF-8 with a byte order mark, `;`-separated, French headers, dates
// dd/mm/yyyy: what a French spreadsheet opens as is) or as PDF.
import {
  LIBELLES_GROUPE_SURVEILLANCE,
  LIBELLES_SOURCE_EVENEMENT,
  LIBELLES_TYPE_AVIS,
  type FormatRapport,
  type Revelation,
  type Surveillance,
} from '@portail/shared/api/monitoring';
import { formatDateFr, formatDateIn, formatTimestampIn } from '@portail/shared/format/dates';
import { formatSiren } from '@portail/shared/format/identifiers';
import { DEFAULT_TERRITORY, type Territory } from '@portail/shared/http/territory';
import type { Queryable } from '../../db/types';
import { drawParagraphs, drawTable, renderDocument, type TextLine, type SellerIdentity } from '../pdf';
import type { MonitoringAccount } from './access';
import { revelationText } from './avis';
import { listRevelations, type RevelationFilters } from './revelations';
import { allSurveillances } from './surveillances';

/** Rows a report holds at most (the newest); the file says when there are more. */
export const REPORT_MAX_ROWS = 5000;

export interface ReportFile {
  bytes: Buffer;
  type: string;
  filename: string;
}

// ---------- CSV ----------

/** A cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function csvCell(value: string): string {
  const v = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const lines = [headers, ...rows].map((r) => r.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const REVELATION_HEADERS = [
  'Date du changement',
  'Entreprise',
  'SIREN',
  'Changement',
  "Type d'avis",
  'Ancienne valeur',
  'Nouvelle valeur',
  'Avis',
  'Source',
  'Révélée le',
  'Lue',
] as const;

function revelationCsvRow(r: Revelation, territory: Territory): string[] {
  return [
    formatDateFr(r.date_evenement),
    r.entreprise.denomination,
    r.entreprise.siren ?? '',
    r.libelle,
    LIBELLES_TYPE_AVIS[r.type_avis],
    r.ancienne_valeur ?? '',
    r.nouvelle_valeur ?? '',
    revelationText(r),
    LIBELLES_SOURCE_EVENEMENT[r.source],
    formatDateIn(r.revele_le, territory),
    r.lue ? 'Oui' : 'Non',
  ];
}

const SURVEILLANCE_HEADERS = ['Entreprise', 'SIREN', 'Entreprise active', 'Domaines surveillés', 'Groupe de favoris', 'Statut', 'Début', 'Fin', 'Révélations', 'Non lues'] as const;

const domainsText = (s: Surveillance) => s.domaines.map((d) => LIBELLES_GROUPE_SURVEILLANCE[d]).join(', ');
const statusText = (s: Surveillance) => (s.statut === 'ACTIVE' ? 'Active' : 'Terminée');

function surveillanceCsvRow(s: Surveillance): string[] {
  return [
    s.entreprise.denomination,
    s.entreprise.siren ?? '',
    s.entreprise.active ? 'Oui' : 'Non',
    domainsText(s),
    s.groupe_favori?.libelle ?? '',
    statusText(s),
    formatDateFr(s.date_debut),
    formatDateFr(s.date_fin),
    String(s.nombre_revelations),
    String(s.nombre_non_lues),
  ];
}

// ---------- PDF ----------

function heading(title: string, ctx: ReportContext, lines: string[]): TextLine[] {
  const territory = reportTerritory(ctx);
  return [
    { text: title, style: 'bold', size: 16 },
    { text: `Compte client ${ctx.account.numero_client} – ${ctx.account.nom}`, size: 10, gap: 6 },
    { text: `Édité le ${formatTimestampIn(ctx.now.toISOString(), territory)}`, size: 9, gap: 2 },
    ...lines.map((text): TextLine => ({ text, size: 9, gap: 2 })),
  ];
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

function countLine(total: number, shown: number, one: string, many: string): string {
  return total > shown ? `${plural(total, one, many)} ; les ${shown.toLocaleString('fr-FR')} plus récentes sont listées.` : plural(total, one, many);
}

const sirenDetail = (siren: string | null) => (siren ? `SIREN ${formatSiren(siren)}` : null);

// ---------- Reports ----------

export interface ReportContext {
  db: Queryable;
  account: MonitoringAccount;
  seller: SellerIdentity;
  now: Date;
  /** The territory of the site the report is asked from: its clock dates the report. Default: the mainland's. */
  territory?: Territory;
}

function reportTerritory(ctx: ReportContext): Territory {
  return ctx.territory ?? DEFAULT_TERRITORY;
}

/** What the filters of a revelation report ask, in words. */
async function describeFilters(db: Queryable, accountId: number, f: RevelationFilters): Promise<string | null> {
  const parts: string[] = [];
  if (f.lue !== undefined) parts.push(f.lue ? 'lues' : 'non lues');
  if (f.type_avis) parts.push(LIBELLES_TYPE_AVIS[f.type_avis].toLowerCase());
  if (f.groupe) parts.push(`domaine « ${LIBELLES_GROUPE_SURVEILLANCE[f.groupe]} »`);
  if (f.favoris === true) parts.push('groupes de favoris');
  if (f.id_groupe_favori !== undefined) {
    const [g] = await db.query<{ libelle: string }>('select libelle from groupe_favori where id = $1 and compte_client_id = $2', [f.id_groupe_favori, accountId]);
    if (g) parts.push(`groupe « ${g.libelle} »`);
  }
  if (f.id_surveillance !== undefined) {
    const [s] = await db.query<{ nom: string }>(
      `select case when e.diffusion_partielle and not e.personne_morale then 'Entrepreneur individuel' else coalesce(e.denomination, e.numero_identification) end as nom
         from surveillance s join entreprise e on e.id = s.entreprise_id where s.id = $1 and s.compte_client_id = $2`,
      [f.id_surveillance, accountId],
    );
    if (s) parts.push(`entreprise ${s.nom}`);
  }
  if (f.depuis && f.jusqua) parts.push(`du ${formatDateFr(f.depuis)} au ${formatDateFr(f.jusqua)}`);
  else if (f.depuis) parts.push(`depuis le ${formatDateFr(f.depuis)}`);
  else if (f.jusqua) parts.push(`jusqu'au ${formatDateFr(f.jusqua)}`);
  return parts.length ? `Sélection : ${parts.join(' ; ')}.` : null;
}

export async function revelationsReport(ctx: ReportContext, f: RevelationFilters, format: FormatRapport): Promise<ReportFile> {
  const { items, total } = ctx.account.abonne ? await listRevelations(ctx.db, ctx.account.id, f, { limit: REPORT_MAX_ROWS, offset: 0 }) : { items: [], total: 0 };
  const filename = `revelations-${ctx.account.numero_client}.${format}`;
  if (format === 'csv') return { bytes: toCsv(REVELATION_HEADERS, items.map((r) => revelationCsvRow(r, reportTerritory(ctx)))), type: 'text/csv; charset=utf-8', filename };
  const selection = await describeFilters(ctx.db, ctx.account.id, f);
  const bytes = await renderDocument(
    {
      meta: { title: 'Révélations de surveillance', subject: `Compte client ${ctx.account.numero_client}`, author: ctx.seller.denomination, date: ctx.now },
      seller: ctx.seller,
      footer: `Révélations – compte client ${ctx.account.numero_client}`,
    },
    (doc) => {
      drawParagraphs(doc, heading('Révélations de surveillance', ctx, [...(selection ? [selection] : []), countLine(total, items.length, 'révélation', 'révélations')]), 12);
      if (items.length === 0) {
        drawParagraphs(doc, [{ text: 'Aucune révélation ne correspond à cette sélection.' }]);
        return;
      }
      drawTable(
        doc,
        [{ header: 'Date', width: 58 }, { header: 'Entreprise', width: 130 }, { header: 'Changement' }, { header: 'Lue', width: 32, align: 'center' }],
        items.map((r) => [
          formatDateFr(r.date_evenement),
          { text: r.entreprise.denomination, detail: sirenDetail(r.entreprise.siren) },
          { text: r.libelle, style: 'bold', detail: revelationText(r) },
          r.lue ? 'Oui' : 'Non',
        ]),
      );
    },
  );
  return { bytes, type: 'application/pdf', filename };
}

export async function surveillancesReport(ctx: ReportContext, format: FormatRapport): Promise<ReportFile> {
  const { items, total } = ctx.account.abonne ? await allSurveillances(ctx.db, ctx.account.id, REPORT_MAX_ROWS) : { items: [], total: 0 };
  const filename = `surveillances-${ctx.account.numero_client}.${format}`;
  if (format === 'csv') return { bytes: toCsv(SURVEILLANCE_HEADERS, items.map(surveillanceCsvRow)), type: 'text/csv; charset=utf-8', filename };
  const bytes = await renderDocument(
    {
      meta: { title: 'Entreprises surveillées', subject: `Compte client ${ctx.account.numero_client}`, author: ctx.seller.denomination, date: ctx.now },
      seller: ctx.seller,
      footer: `Surveillances – compte client ${ctx.account.numero_client}`,
    },
    (doc) => {
      drawParagraphs(doc, heading('Entreprises surveillées', ctx, [countLine(total, items.length, 'surveillance', 'surveillances')]), 12);
      if (items.length === 0) {
        drawParagraphs(doc, [{ text: "Ce compte client ne surveille aucune entreprise." }]);
        return;
      }
      drawTable(
        doc,
        [{ header: 'Entreprise' }, { header: 'Domaines surveillés', width: 150 }, { header: 'Statut', width: 82 }, { header: 'Révélations', width: 70, align: 'right' }],
        items.map((s) => [
          {
            text: s.entreprise.denomination,
            detail: [sirenDetail(s.entreprise.siren), s.entreprise.active ? null : 'Entreprise inactive', s.groupe_favori ? `Groupe « ${s.groupe_favori.libelle} »` : null].filter(Boolean).join(' – ') || null,
          },
          domainsText(s),
          { text: statusText(s), detail: s.statut === 'ACTIVE' ? `depuis le ${formatDateFr(s.date_debut)}` : `le ${formatDateFr(s.date_fin)}` },
          { text: String(s.nombre_revelations), detail: s.nombre_non_lues ? `${s.nombre_non_lues} non lue${s.nombre_non_lues > 1 ? 's' : ''}` : null },
        ]),
      );
    },
  );
  return { bytes, type: 'application/pdf', filename };
}
