// The certified debt-status statement (état d'endettement) as a PDF: the debtors the criterion
// designates, then the registrations in effect against them, grouped by kind.
import { LIBELLES_TYPE_INSCRIPTION, TYPES_INSCRIPTION } from '@portail/shared/api';
import { formatSiren } from '@portail/shared/format/identifiers';
import {
  COLORS,
  documentInstant,
  drawParagraphs,
  drawSectionTitle,
  drawTable,
  formatDocumentDate,
  formatDocumentTimestamp,
  formatMoney,
  renderDocument,
  snapshotTerritory,
} from '../pdf';
import type { DebtStatementData, Issuer } from './types';

function criterion(data: DebtStatementData): string {
  const c = data.critere;
  if (c.siren) return `SIREN ${formatSiren(c.siren)}`;
  return `dénomination approchant « ${c.denomination ?? ''} »${c.code_postal ? `, code postal ${c.code_postal}` : ''}`;
}

export function renderDebtStatementPdf(data: DebtStatementData, issuer: Issuer): Promise<Buffer> {
  const territory = snapshotTerritory(data.territoire);
  const at = formatDocumentTimestamp(data.arrete_au, territory);
  return renderDocument(
    {
      meta: { title: `${data.libelle} – ${criterion(data)}`, subject: data.libelle, author: issuer.seller.denomination, date: documentInstant(data.emis_le) },
      seller: issuer.seller,
      footer: `${data.libelle} – ${criterion(data)}`,
    },
    (doc) => {
      drawParagraphs(
        doc,
        [
          { text: data.libelle, style: 'bold', size: 18, align: 'center' },
          { text: 'Inscriptions de privilèges et de sûretés mobilières', size: 10.5, align: 'center', gap: 4 },
          { text: `Arrêté au ${at} – recherche par ${criterion(data)}`, size: 9.5, align: 'center', gap: 4 },
        ],
        14,
      );
      drawSectionTitle(doc, 'DÉBITEURS');
      if (data.debiteurs.length === 0) drawParagraphs(doc, [{ text: 'Aucun débiteur immatriculé ne correspond à la recherche.' }], 8);
      else
        drawTable(
          doc,
          [{ header: 'N° débiteur', width: 90 }, { header: 'Dénomination' }, { header: 'Greffe', width: 130 }, { header: 'Inscriptions', width: 65, align: 'right' }],
          data.debiteurs.map((d) => [d.siren ? formatSiren(d.siren) : d.numero_debiteur, d.denomination, d.greffe ?? '', String(d.nombre_inscriptions)]),
        );
      doc.moveDown(0.8);
      for (const type of TYPES_INSCRIPTION) {
        const rows = data.inscriptions.filter((i) => i.type_inscription === type);
        if (rows.length === 0) continue;
        drawSectionTitle(doc, LIBELLES_TYPE_INSCRIPTION[type].toUpperCase());
        drawTable(
          doc,
          [{ header: 'Numéro', width: 80 }, { header: 'Débiteur', width: 75 }, { header: 'Inscrite le', width: 62 }, { header: 'Effet jusqu’au', width: 68 }, { header: 'Créancier' }, { header: 'Montant', width: 80, align: 'right' }],
          rows.map((r) => [
            r.numero,
            r.numero_debiteur.length === 9 ? formatSiren(r.numero_debiteur) : r.numero_debiteur,
            formatDocumentDate(r.date_inscription, territory),
            r.date_effet_fin ? formatDocumentDate(r.date_effet_fin, territory) : '',
            r.creancier,
            r.montant === null ? '' : formatMoney(r.montant, r.devise),
          ]),
        );
        doc.moveDown(0.6);
      }
      if (data.inscriptions.length === 0) {
        drawSectionTitle(doc, 'INSCRIPTIONS');
        drawParagraphs(doc, [{ text: 'Néant : aucune inscription en vigueur contre ce(s) débiteur(s) à la date de l’état.', style: 'bold' }], 8);
      }
      drawParagraphs(doc, [
        { text: `État certifié conforme aux inscriptions portées aux registres à la date ci-dessus, délivré par ${issuer.seller.denomination}.`, size: 8.5, gap: 6 },
        { text: 'Les inscriptions dont l’effet a pris fin (péremption, radiation) ne figurent pas sur cet état.', size: 8, color: COLORS.muted, gap: 2 },
      ]);
    },
  );
}
