// What invoices and receipts have in common on paper: an A4 page in the standard Helvetica fonts
// (no font file to ship), the seller's identity in the header, the customer's block, tables whose
// header row is repeated on every page, a footer numbering the pages, and the demonstration mention
// when the seller is the embedded default. Rendering is deterministic: the PDF's dates come from the
// document's own date, and pdfkit derives the trailer's file ID from those dates and the other
// info fields, so the same data always gives the same bytes.
import PDFDocument from 'pdfkit';
import type { AdressePostale, Devise } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { taxWording } from '@portail/shared/format';
import { formatDateIn, formatDateTimeIn, formatTimestampIn } from '@portail/shared/format/dates';
import { formatSiren } from '@portail/shared/format/identifiers';
import { DEFAULT_TERRITORY, territoryOfCurrency, type Territory } from '@portail/shared/http/territory';
import type { InvoiceCustomer, SellerIdentity } from './parties';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGINS = { top: 56, bottom: 58, left: 50, right: 50 } as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export type FontStyle = keyof typeof FONT;

export const COLORS = { text: '#111111', muted: '#555555', rule: '#BBBBBB', fill: '#EEEEEE', warning: '#B00020' } as const;

export const DEMONSTRATION_MENTION = 'DOCUMENT SANS VALEUR – ENVIRONNEMENT DE DÉMONSTRATION';


// ---------- Text ----------

/** Characters outside Latin-1 that the standard fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020,
  0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Letters that have no decomposition to strip: written with their base letter. */
const STROKED_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

function isWinAnsi(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/**
 * `text` as the standard fonts can print it (WinAnsi): narrow and thin spaces become no-break
 * spaces, letters outside the encoding lose their accents ("ł" -> "l") or become "?", control
 * characters other than line feeds become spaces.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (isWinAnsi(code) || code === 0x0a) out += ch;
    else if (code === 0x202f || code === 0x2007 || code === 0x2009 || code === 0x200a) out += '\u00A0';
    else if (code === 0x2010 || code === 0x2011 || code === 0x2212) out += '-';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (STROKED_LETTERS[ch]) out += STROKED_LETTERS[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((c) => isWinAnsi(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** An amount in cents in the document's currency: "1 234,56 €", "1 235 XPF" (no decimals). */
export function formatMoney(cents: number, devise: Devise): string {
  return formatAmount(cents, { thousandsSeparator: true, currency: devise });
}

/** The territory of a document's snapshot; one taken before snapshots kept it is the mainland's. */
export function snapshotTerritory(territoire: Territory | undefined): Territory {
  return territoire ?? DEFAULT_TERRITORY;
}

/** The territory a document in `devise` belongs to: each territory has its own currency. */
export function territoryOfDocument(devise: Devise): Territory {
  return territoryOfCurrency(devise) ?? DEFAULT_TERRITORY;
}

/** "2026-12-03" -> "03/12/2026"; a date-time on its day in the territory's time (Paris, Nouméa). */
export function formatDocumentDate(value: string | null | undefined, territory: Territory): string {
  return formatDateIn(value, territory);
}

/** "2026-12-03T09:15:00Z" -> "03/12/2026 à 10:15" in Paris, "03/12/2026 à 20:15" in Nouméa. */
export function formatDocumentDateTime(value: string | null | undefined, territory: Territory): string {
  return formatDateTimeIn(value, territory);
}

/** An instant with its clock named: "03/12/2026 à 20:15 (heure de Nouméa)". */
export const formatDocumentTimestamp = formatTimestampIn;

/** The instant a document is dated, for the PDF's own dates: a calendar date is taken at 00:00 UTC. */
export function documentInstant(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/** A card number as printed: kept when already masked ("497010******0014"), masked otherwise. */
export function maskCard(card: string): string {
  const digits = card.replace(/\D/g, '');
  if (/[*•Xx]/.test(card) || digits.length < 12) return card.trim();
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

// ---------- Document ----------

export interface DocumentMeta {
  /** "Facture FA2026-000001". */
  title: string;
  subject: string;
  /** The seller's name. */
  author: string;
  /** The document's date: the PDF's creation and modification dates. */
  date: Date;
}

/** A new A4 document, pages buffered (for the footers), dated `meta.date`. */
export function createDocument(meta: DocumentMeta): Pdf {
  return new PDFDocument({
    size: 'A4',
    margins: { ...PAGE_MARGINS },
    bufferPages: true,
    pdfVersion: '1.4',
    lang: 'fr-FR',
    displayTitle: true,
    font: FONT.regular,
    info: {
      Title: pdfSafe(meta.title),
      Subject: pdfSafe(meta.subject),
      Author: pdfSafe(meta.author),
      Creator: pdfSafe(meta.author),
      Producer: 'PDFKit',
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
}

/** The bytes `doc` writes, once it is ended. Call before writing anything. */
export function collectPdf(doc: Pdf): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface RenderOptions {
  meta: DocumentMeta;
  seller: SellerIdentity;
  /** Left part of the footer: "Facture FA2026-000001". */
  footer: string;
}

/** Renders a whole document: `draw` lays out the content, then every page gets its footer. */
export async function renderDocument(options: RenderOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = createDocument(options.meta);
  const bytes = collectPdf(doc);
  try {
    doc.fillColor(COLORS.text);
    draw(doc);
    finishPages(doc, options);
  } catch (err) {
    bytes.catch(() => undefined);
    doc.end();
    throw err;
  }
  doc.end();
  return bytes;
}

// ---------- Layout ----------

export function contentLeft(doc: Pdf): number {
  return doc.page.margins.left;
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Lowest y the content may reach on the current page. */
export function contentBottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when `height` points do not fit below `doc.y`. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > contentBottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

/** One line (or paragraph: it wraps) of a text block. */
export interface TextLine {
  text: string;
  style?: FontStyle;
  size?: number;
  color?: string;
  /** Space above the line, in points. */
  gap?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
}

const DEFAULT_SIZE = 9;

function applyStyle(doc: Pdf, line: TextLine): void {
  doc
    .font(FONT[line.style ?? 'regular'])
    .fontSize(line.size ?? DEFAULT_SIZE)
    .fillColor(line.color ?? COLORS.text);
}

/** Height `lines` take in a column `width` wide. */
export function measureLines(doc: Pdf, width: number, lines: TextLine[]): number {
  let height = 0;
  for (const line of lines) {
    const text = pdfSafe(line.text);
    if (text === '') continue;
    applyStyle(doc, line);
    height += (line.gap ?? 0) + doc.heightOfString(text, { width, align: line.align });
  }
  return height;
}

/** Writes `lines` from (x, y) in a column `width` wide; returns the y below the last one. */
export function drawLines(doc: Pdf, x: number, y: number, width: number, lines: TextLine[]): number {
  let cursor = y;
  for (const line of lines) {
    applyStyle(doc, line);
    cursor += line.gap ?? 0;
    const text = pdfSafe(line.text);
    if (text === '') continue;
    const height = doc.heightOfString(text, { width, align: line.align });
    doc.text(text, x, cursor, { width, align: line.align ?? 'left' });
    cursor += height;
  }
  doc.fillColor(COLORS.text);
  return cursor;
}

/** A block flowing at `doc.y` over the full width, moved to the next page when it does not fit. */
export function drawParagraphs(doc: Pdf, lines: TextLine[], spaceAfter = 0): void {
  const x = contentLeft(doc);
  const width = contentWidth(doc);
  ensureSpace(doc, measureLines(doc, width, lines));
  doc.y = drawLines(doc, x, doc.y, width, lines) + spaceAfter;
  doc.x = x;
}

/** A section title: bold, with a rule below. */
export function drawSectionTitle(doc: Pdf, title: string, keepWithNext = 40): void {
  const x = contentLeft(doc);
  const width = contentWidth(doc);
  const lines: TextLine[] = [{ text: title, style: 'bold', size: 10 }];
  ensureSpace(doc, measureLines(doc, width, lines) + 4 + keepWithNext);
  const bottom = drawLines(doc, x, doc.y, width, lines) + 2;
  doc
    .moveTo(x, bottom)
    .lineTo(x + width, bottom)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = bottom + 5;
  doc.x = x;
}

// ---------- Header and customer ----------

/** The seller's identity lines, as every document prints them; a VAT number only where the territory's tax is VAT. */
export function sellerLines(seller: SellerIdentity, territory: Territory): TextLine[] {
  const vatNumber = taxWording(territory).vatNumberLabel;
  const lines: TextLine[] = [{ text: seller.denomination, style: 'bold', size: 11 }];
  seller.adresse.forEach((l, i) => lines.push({ text: l, gap: i === 0 ? 2 : 0 }));
  if (seller.siren) lines.push({ text: `SIREN : ${formatSiren(seller.siren)}`, gap: 2 });
  if (seller.rcs) lines.push({ text: seller.rcs, gap: seller.siren ? 0 : 2 });
  if (seller.tva_intracommunautaire && vatNumber) lines.push({ text: `${vatNumber} : ${seller.tva_intracommunautaire}` });
  return lines;
}

export interface DocumentHeading {
  /** "Facture", "Justificatif de paiement". */
  title: string;
  numero: string;
  /** Label and value lines under the number: ["Date d'émission", "03/12/2026"]. */
  facts: Array<[string, string]>;
}

const RIGHT_COLUMN_WIDTH = 220;

/** Seller on the left, the document's title, number and dates on the right; `doc.y` below both. */
export function drawDocumentHeader(doc: Pdf, seller: SellerIdentity, heading: DocumentHeading, territory: Territory): void {
  const x = contentLeft(doc);
  const width = contentWidth(doc);
  const top = doc.y;
  const rightX = x + width - RIGHT_COLUMN_WIDTH;
  const leftBottom = drawLines(doc, x, top, rightX - x - 20, sellerLines(seller, territory));
  const right: TextLine[] = [
    { text: heading.title, style: 'bold', size: 18, align: 'right' },
    { text: `N° ${heading.numero}`, style: 'bold', size: 11, align: 'right', gap: 2 },
    ...heading.facts.map(([label, value], i): TextLine => ({ text: `${label} : ${value}`, align: 'right', gap: i === 0 ? 4 : 0 })),
  ];
  const rightBottom = drawLines(doc, rightX, top, RIGHT_COLUMN_WIDTH, right);
  doc.y = Math.max(leftBottom, rightBottom) + 14;
  doc.x = x;
}

/** The lines of a postal address: recipient (unless it repeats `name`), street lines, town, country. */
export function addressLines(address: AdressePostale | null, name: string): string[] {
  if (!address) return [];
  const lines: string[] = [];
  if (address.destinataire.trim() && address.destinataire.trim().toLowerCase() !== name.trim().toLowerCase()) lines.push(address.destinataire.trim());
  if (address.ligne1.trim()) lines.push(address.ligne1.trim());
  if (address.ligne2?.trim()) lines.push(address.ligne2.trim());
  const town = `${address.code_postal} ${address.ville}`.trim();
  if (town) lines.push(town);
  if (address.pays.trim()) lines.push(address.pays.trim());
  return lines;
}

/** The customer's identity lines: billing name, customer number, address, SIREN, VAT number (where the territory's tax is VAT). */
export function customerLines(customer: InvoiceCustomer, heading: string, territory: Territory): TextLine[] {
  const vatNumber = taxWording(territory).vatNumberLabel;
  const lines: TextLine[] = [
    { text: heading, style: 'bold', size: 8, color: COLORS.muted },
    { text: customer.libelle_facturation, style: 'bold', size: 10, gap: 3 },
  ];
  for (const l of addressLines(customer.adresse, customer.libelle_facturation)) lines.push({ text: l });
  const ids: string[] = [];
  if (customer.numero_client) ids.push(`N° client : ${customer.numero_client}`);
  if (customer.siren) ids.push(`SIREN : ${formatSiren(customer.siren)}`);
  if (customer.tva_intracommunautaire && vatNumber) ids.push(`${vatNumber} : ${customer.tva_intracommunautaire}`);
  ids.forEach((text, i) => lines.push({ text, size: 8.5, gap: i === 0 ? 4 : 0 }));
  return lines;
}

/**
 * Left: `left` lines (what the document is about); right: the customer in a frame, as an envelope
 * window would show it. `doc.y` below both.
 */
export function drawCustomerAndSubject(doc: Pdf, customer: InvoiceCustomer, heading: string, left: TextLine[], territory: Territory): void {
  const x = contentLeft(doc);
  const width = contentWidth(doc);
  const boxX = x + width - RIGHT_COLUMN_WIDTH;
  const pad = 8;
  const lines = customerLines(customer, heading, territory);
  const boxHeight = measureLines(doc, RIGHT_COLUMN_WIDTH - 2 * pad, lines) + 2 * pad;
  const leftHeight = measureLines(doc, boxX - x - 20, left);
  ensureSpace(doc, Math.max(boxHeight, leftHeight));
  const top = doc.y;
  doc.lineWidth(0.75).strokeColor(COLORS.rule).rect(boxX, top, RIGHT_COLUMN_WIDTH, boxHeight).stroke();
  drawLines(doc, boxX + pad, top + pad, RIGHT_COLUMN_WIDTH - 2 * pad, lines);
  const leftBottom = drawLines(doc, x, top, boxX - x - 20, left);
  doc.y = Math.max(top + boxHeight, leftBottom) + 14;
  doc.x = x;
}

// ---------- Tables ----------

export interface TableColumn {
  header: string;
  /** Width in points; the one column without a width takes what the others leave. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** A cell: its text, and for a designation a detail printed smaller on the lines below. */
export type TableCell = string | { text: string; detail?: string | null; style?: FontStyle };

export interface TableOptions {
  fontSize?: number;
  /** Draw the header row (on every page the table spans). Default true. */
  header?: boolean;
}

const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;

function columnWidths(doc: Pdf, columns: TableColumn[]): number[] {
  const fixed = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const rest = Math.max(0, contentWidth(doc) - fixed);
  return columns.map((c) => c.width ?? rest / Math.max(1, flexible));
}

function cellParts(cell: TableCell): { text: string; detail: string | null; style: FontStyle } {
  return typeof cell === 'string' ? { text: cell, detail: null, style: 'regular' } : { text: cell.text, detail: cell.detail ?? null, style: cell.style ?? 'regular' };
}

function cellLines(cell: TableCell, size: number, align: TextLine['align']): TextLine[] {
  const { text, detail, style } = cellParts(cell);
  const lines: TextLine[] = [{ text, style, size, align }];
  if (detail) lines.push({ text: detail, size: size - 1, color: COLORS.muted, align, gap: 1 });
  return lines;
}

/**
 * A table over the content width at `doc.y`: amounts right-aligned by their columns' `align`, a
 * rule under each row, and when a row does not fit, a new page whose first row repeats the header.
 */
export function drawTable(doc: Pdf, columns: TableColumn[], rows: TableCell[][], options: TableOptions = {}): void {
  const size = options.fontSize ?? 8.5;
  const withHeader = options.header ?? true;
  const widths = columnWidths(doc, columns);
  const x0 = contentLeft(doc);
  const total = widths.reduce((s, w) => s + w, 0);

  const rowHeight = (cells: TableCell[]): number =>
    Math.max(0, ...cells.map((cell, i) => measureLines(doc, widths[i]! - 2 * CELL_PAD_X, cellLines(cell, size, columns[i]?.align)))) + 2 * CELL_PAD_Y;

  // Writing text moves doc.y: rows are placed from the y they start at, never from doc.y after drawing.
  const drawRow = (cells: TableCell[], y: number, height: number, header: boolean): void => {
    if (header) doc.rect(x0, y, total, height).fillColor(COLORS.fill).fill();
    let x = x0;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      drawLines(doc, x + CELL_PAD_X, y + CELL_PAD_Y, w - 2 * CELL_PAD_X, cellLines(cell, size, columns[i]?.align));
      x += w;
    });
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + total, y + height)
      .lineWidth(header ? 0.75 : 0.4)
      .strokeColor(COLORS.rule)
      .stroke();
  };

  const headerCells: TableCell[] = columns.map((c) => ({ text: c.header, style: 'bold' }));
  const headerHeight = withHeader ? rowHeight(headerCells) : 0;
  const drawHeader = (): void => {
    if (!withHeader) return;
    const y = doc.y;
    drawRow(headerCells, y, headerHeight, true);
    doc.y = y + headerHeight;
  };

  // The header never ends a page alone.
  ensureSpace(doc, headerHeight + (rows[0] ? rowHeight(rows[0]) : 0));
  drawHeader();
  for (const cells of rows) {
    const height = rowHeight(cells);
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
    }
    const y = doc.y;
    drawRow(cells, y, height, false);
    doc.y = y + height;
  }
  doc.x = x0;
}

/** Label / value pairs, labels in a narrow column on the left. */
export function drawFields(doc: Pdf, fields: Array<[string, string, FontStyle?]>, labelWidth = 150): void {
  drawTable(
    doc,
    [{ header: '', width: labelWidth }, { header: '' }],
    fields.map(([label, value, style]) => [{ text: label, style: 'bold' }, { text: value, style: style ?? 'regular' }]),
    { header: false, fontSize: 9 },
  );
}

/** Totals: labels and amounts right-aligned in a block on the right, the last ones bold. */
export function drawTotals(doc: Pdf, rows: Array<{ label: string; amount: string; bold?: boolean }>): void {
  const width = 250;
  const x = contentLeft(doc) + contentWidth(doc) - width;
  const amountWidth = 95;
  const rowHeight = 14;
  ensureSpace(doc, rows.length * rowHeight + 4);
  let y = doc.y + 4;
  for (const row of rows) {
    const style: FontStyle = row.bold ? 'bold' : 'regular';
    if (row.bold) doc.rect(x, y - 2, width, rowHeight).fillColor(COLORS.fill).fill();
    drawLines(doc, x + CELL_PAD_X, y + 1, width - amountWidth - 2 * CELL_PAD_X, [{ text: row.label, style, size: 9.5 }]);
    drawLines(doc, x + width - amountWidth, y + 1, amountWidth - CELL_PAD_X, [{ text: row.amount, style, size: 9.5, align: 'right' }]);
    y += rowHeight;
  }
  doc.y = y + 10;
  doc.x = contentLeft(doc);
}

// ---------- Footer ----------

/** `text` cut with an ellipsis to fit `width` in the current font. */
function fitWidth(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * On every page: the footer ("Facture FA2026-000001 … Page 1 / 2") and, for a demonstration
 * seller, the mention that the document has no value, at the top.
 */
function finishPages(doc: Pdf, options: RenderOptions): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins: without this, pdfkit would open a new page for text below the bottom margin.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    const x = margins.left;
    const width = doc.page.width - margins.left - margins.right;
    const y = doc.page.height - margins.bottom + 16;
    doc
      .moveTo(x, y - 6)
      .lineTo(x + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    const pageLabel = `Page ${i - range.start + 1} / ${range.count}`;
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.muted);
    const left = fitWidth(doc, pdfSafe(`${options.footer} – ${options.seller.denomination}`), width - 90);
    doc.text(left, x, y, { width: width - 80, lineBreak: false });
    doc.text(pageLabel, x + width - 80, y, { width: 80, align: 'right', lineBreak: false });
    if (options.seller.demonstration) {
      doc.font(FONT.bold).fontSize(9).fillColor(COLORS.warning);
      doc.text(DEMONSTRATION_MENTION, x, 24, { width, align: 'center', lineBreak: false });
    }
    doc.page.margins = margins;
  }
  doc.fillColor(COLORS.text);
}
