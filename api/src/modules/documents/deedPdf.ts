// A filed deed as a PDF: the deed's filing (number, date, kind, decisions it records) followed by
// the registry's filing receipt.
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
} from '../pdf';
import { drawCompanySection, greffeTitle } from './pdfSections';
import type { DeedData, Issuer } from './types';

export function renderDeedPdf(data: DeedData, issuer: Issuer): Promise<Buffer> {
  const e = data.entreprise;
  const a = data.acte;
  const territory = snapshotTerritory(data.territoire);
  const greffe = greffeTitle(data.greffe);
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
          { text: a.type_acte, style: 'bold', size: 18, align: 'center', gap: 6 },
          { text: `Acte déposé le ${formatDocumentDate(a.date_depot, territory)}`, size: 11, align: 'center', gap: 4 },
        ],
        14,
      );
      drawCompanySection(doc, e);
      drawSectionTitle(doc, 'ACTE');
      drawFields(doc, [['Nature de l’acte', a.type_acte, 'bold'], ['Date de dépôt', formatDocumentDate(a.date_depot, territory)]], 150);
      doc.moveDown(0.5);
      drawParagraphs(doc, [{ text: 'Décisions constatées par l’acte :', style: 'bold' }], 2);
      drawParagraphs(doc, a.decisions.length === 0 ? [{ text: 'L’acte ne mentionne pas de décision particulière.' }] : a.decisions.map((d, i) => ({ text: `– ${d}`, gap: i ? 2 : 0 })), 12);

      drawSectionTitle(doc, 'RÉCÉPISSÉ DE DÉPÔT');
      drawFields(
        doc,
        [
          ['Numéro de dépôt', a.numero_depot, 'bold'],
          ['Date de dépôt', formatDocumentDate(a.date_depot, territory)],
          ['Déposant', e.denomination],
          ['Greffe', greffe],
        ],
        150,
      );
      doc.moveDown(0.5);
      drawParagraphs(doc, [
        { text: `Le g${greffe.slice(1)} atteste avoir reçu et enregistré au registre le dépôt ci-dessus.`, size: 8.5 },
        { text: `Copie délivrée le ${formatDocumentTimestamp(data.emis_le, territory)} par ${issuer.seller.denomination}.`, size: 8, color: COLORS.muted, gap: 6 },
      ]);
    },
  );
}
