// A filed deed as a PDF: the registry's filing receipt as first page (number, date, kind, the
// decisions the filing records, the deeds it holds), then each deed filed, in full, from a new page
// (deedPdfTexts.ts): dated, and signed by the company's executives of the day.
import { formatSiren } from '@portail/shared/format/identifiers';
import {
  COLORS,
  documentInstant,
  drawFields,
  drawParagraphs,
  drawSectionTitle,
  formatDocumentDate,
  formatDocumentTimestamp,
  renderDocument,
  snapshotTerritory,
  type Pdf,
} from '../pdf';
import { deedTexts, type DeedText } from './deedPdfTexts';
import { drawCompanySection, greffeTitle } from './pdfSections';
import type { DeedData, Issuer } from './types';

/** What a deed written out says of itself (only a generated company's is): its company and its text are made up. */
export const FICTITIOUS_DEED = 'Données de démonstration : la société et le texte de cet acte sont fictifs, établis à partir du corpus généré.';

function drawDeed(doc: Pdf, deed: DeedText, denomination: string): void {
  doc.addPage();
  drawParagraphs(
    doc,
    [
      { text: denomination, style: 'bold', size: 11, align: 'center' },
      { text: deed.title.toUpperCase(), style: 'bold', size: 15, align: 'center', gap: 8 },
      { text: deed.subtitle, size: 10, align: 'center', gap: 4 },
    ],
    16,
  );
  drawParagraphs(doc, deed.preamble.map((text, i) => ({ text, align: 'justify' as const, size: 9.5, gap: i ? 6 : 0, style: i ? ('regular' as const) : ('italic' as const) })), 10);
  for (const part of deed.parts) {
    drawSectionTitle(doc, part.heading, 30);
    drawParagraphs(doc, part.paragraphs.map((text, i) => ({ text, align: 'justify' as const, size: 9.5, gap: i ? 4 : 0 })), 8);
  }
  drawParagraphs(doc, deed.closing.map((text) => ({ text, align: 'justify' as const, size: 9.5 })), 10);
  drawParagraphs(doc, [{ text: deed.madeAt, size: 9.5 }], 8);
  for (const s of deed.signatures) {
    drawParagraphs(doc, [{ text: s.capacity, size: 9, color: COLORS.muted }, { text: `Signé : ${s.name}`, style: 'bold', size: 9.5 }], 8);
  }
}

export function renderDeedPdf(data: DeedData, issuer: Issuer): Promise<Buffer> {
  const e = data.entreprise;
  const a = data.acte;
  const territory = snapshotTerritory(data.territoire);
  const greffe = greffeTitle(data.greffe);
  const deeds = deedTexts(data);
  return renderDocument(
    {
      meta: { title: `${a.type_acte} – ${e.denomination}`, subject: `Acte déposé n° ${a.numero_depot}`, author: issuer.seller.denomination, date: documentInstant(data.emis_le) },
      seller: issuer.seller,
      footer: `Acte déposé n° ${a.numero_depot} – ${e.siren ? formatSiren(e.siren) : e.denomination}`,
    },
    (doc) => {
      drawParagraphs(
        doc,
        [
          { text: greffe, style: 'bold', size: 11, align: 'center' },
          { text: 'RÉCÉPISSÉ DE DÉPÔT D’ACTE', style: 'bold', size: 16, align: 'center', gap: 6 },
          { text: a.type_acte, style: 'bold', size: 12, align: 'center', gap: 4 },
          { text: `Acte déposé le ${formatDocumentDate(a.date_depot, territory)}`, size: 11, align: 'center', gap: 4 },
        ],
        14,
      );
      if (data.redaction) drawParagraphs(doc, [{ text: FICTITIOUS_DEED, style: 'bold', size: 9, color: COLORS.warning, align: 'center' }], 10);
      drawCompanySection(doc, e);
      drawSectionTitle(doc, 'DÉPÔT');
      drawFields(
        doc,
        [
          ['Numéro de dépôt', a.numero_depot, 'bold'],
          ['Date de dépôt', formatDocumentDate(a.date_depot, territory)],
          ['Nature de l’acte', a.type_acte],
          ['Déposant', e.denomination],
          ['Greffe', greffe],
        ],
        150,
      );
      doc.moveDown(0.5);
      drawParagraphs(doc, [{ text: 'Décisions constatées par l’acte :', style: 'bold' }], 2);
      drawParagraphs(doc, a.decisions.length === 0 ? [{ text: 'L’acte ne mentionne pas de décision particulière.' }] : a.decisions.map((d, i) => ({ text: `– ${d}`, gap: i ? 2 : 0 })), 12);
      if (deeds.length > 0) {
        drawSectionTitle(doc, 'PIÈCES DÉPOSÉES');
        drawParagraphs(doc, deeds.map((d, i) => ({ text: `${i + 1}. ${d.title} – ${d.subtitle.toLowerCase()}`, gap: i ? 2 : 0 })), 12);
      }
      doc.moveDown(0.5);
      drawParagraphs(doc, [
        { text: `Le g${greffe.slice(1)} atteste avoir reçu et enregistré au registre le dépôt ci-dessus${deeds.length ? ', dont les pièces suivent' : ''}.`, size: 8.5 },
        { text: `Copie délivrée le ${formatDocumentTimestamp(data.emis_le, territory)} par ${issuer.seller.denomination}.`, size: 8, color: COLORS.muted, gap: 6 },
      ]);
      for (const deed of deeds) drawDeed(doc, deed, e.denomination);
    },
  );
}
