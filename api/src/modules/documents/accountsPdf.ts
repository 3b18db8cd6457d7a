// Filed annual accounts as a PDF: the filing (closing date, kind of accounts, filing date) and the
// figures of that financial year the registry holds. Confidential accounts never get here: they
// cannot be ordered.
import { formatSiren } from '@portail/shared/format/identifiers';
import {
  COLORS,
  documentInstant,
  drawFields,
  drawParagraphs,
  drawSectionTitle,
  formatDocumentDate,
  formatDocumentTimestamp,
  formatMoney,
  renderDocument,
  snapshotTerritory,
} from '../pdf';
import { drawCompanySection, greffeTitle } from './pdfSections';
import type { AccountsData, Issuer } from './types';

const TYPES: Record<string, string> = { COMPLETS: 'Comptes annuels complets', SIMPLIFIES: 'Comptes annuels simplifiés', CONSOLIDES: 'Comptes consolidés' };

export function renderAccountsPdf(data: AccountsData, issuer: Issuer): Promise<Buffer> {
  const e = data.entreprise;
  const territory = snapshotTerritory(data.territoire);
  const closing = formatDocumentDate(data.comptes.date_cloture, territory);
  return renderDocument(
    {
      meta: { title: `Comptes annuels ${closing} – ${e.denomination}`, subject: 'Comptes annuels déposés', author: issuer.seller.denomination, date: documentInstant(data.emis_le) },
      seller: issuer.seller,
      footer: `Comptes annuels clos le ${closing} – ${e.siren ? formatSiren(e.siren) : e.denomination}`,
    },
    (doc) => {
      drawParagraphs(
        doc,
        [
          { text: greffeTitle(data.greffe), style: 'bold', size: 11, align: 'center' },
          { text: 'Comptes annuels', style: 'bold', size: 20, align: 'center', gap: 6 },
          { text: `Exercice clos le ${closing}`, size: 11, align: 'center', gap: 4 },
        ],
        14,
      );
      drawCompanySection(doc, e);
      drawSectionTitle(doc, 'DÉPÔT');
      drawFields(
        doc,
        [
          ['Nature', TYPES[data.comptes.type] ?? data.comptes.type],
          ['Date de clôture', closing],
          ['Durée de l’exercice', data.comptes.duree_mois ? `${data.comptes.duree_mois} mois` : 'Non renseignée'],
          ['Date de dépôt au greffe', formatDocumentDate(data.comptes.date_depot, territory)],
        ],
        150,
      );
      doc.moveDown(0.8);
      drawSectionTitle(doc, 'COMPTE DE RÉSULTAT ET EFFECTIF (CHIFFRES DÉPOSÉS)');
      const f = data.figures;
      if (!f) drawParagraphs(doc, [{ text: 'Aucun chiffre n’a été déclaré avec ce dépôt.' }], 6);
      else
        drawFields(
          doc,
          [
            ['Chiffre d’affaires net', f.chiffre_affaires === null ? 'Non publié' : formatMoney(f.chiffre_affaires, e.devise)],
            ['Résultat de l’exercice', f.resultat === null ? 'Non publié' : formatMoney(f.resultat, e.devise), 'bold'],
            ['Effectif moyen', f.effectif === null ? 'Non publié' : `${f.effectif} salarié(s)`],
          ],
          150,
        );
      doc.moveDown(1);
      drawParagraphs(doc, [
        { text: `Délivré le ${formatDocumentTimestamp(data.emis_le, territory)} par ${issuer.seller.denomination}, d’après le dépôt enregistré au greffe.`, size: 8, color: COLORS.muted },
        { text: 'Les montants sont ceux déclarés lors du dépôt des comptes de cet exercice.', size: 8, color: COLORS.muted, gap: 2 },
      ]);
    },
  );
}
