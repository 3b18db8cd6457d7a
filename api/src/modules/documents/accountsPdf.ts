// Filed annual accounts as a PDF: the filing (closing date, kind of accounts, filing date), the key
// figures and ratios of the year, then every statement of the accounts in the layout of the
// official forms, each on a page of its own (bilan actif, bilan passif, compte de résultat).
// Confidential accounts never get here: they cannot be ordered. A filing the registry holds no full
// accounts for prints the figures that were declared with it, as before.
import { ANNUAL_ACCOUNTS_LABELS, CHIFFRES, type ComptesAnnuels, type Devise, type EtatComptes, RATIOS } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format';
import { formatSiren } from '@portail/shared/format/identifiers';
import {
  COLORS,
  type Pdf,
  type TableCell,
  documentInstant,
  drawFields,
  drawParagraphs,
  drawSectionTitle,
  drawTable,
  formatDocumentDate,
  formatDocumentTimestamp,
  formatMoney,
  renderDocument,
  snapshotTerritory,
} from '../pdf';
import { drawCompanySection, greffeTitle } from './pdfSections';
import type { AccountsData, Issuer } from './types';

const REGIMES = { COMPLET: 'Régime réel normal (formulaires 2050 à 2053)', SIMPLIFIE: 'Régime simplifié (formulaires 2033-A et 2033-B)' } as const;
const UNITS: Record<Devise, string> = { EUR: 'euros', XPF: 'francs CFP' };

/** An amount of the statements: whole units, as the forms state them ("1 234 567", "-12 300"). */
export function statementAmount(hundredths: number): string {
  return formatAmount(Math.round(hundredths / 100) * 100, { thousandsSeparator: true }).replace(/,00$/, '');
}

function ratioText(value: number | null, unite: '%' | 'jours'): string {
  if (value === null) return 'Non calculable';
  if (unite === 'jours') return `${value} jours`;
  return `${(Math.round(value * 1000) / 10).toFixed(1).replace('.', ',')} %`;
}

/** The year's key figures and ratios, each ratio with its formula. */
function drawSummary(doc: Pdf, liasse: ComptesAnnuels, devise: Devise, effectif: number | null): void {
  const figures = liasse.chiffres!;
  drawSectionTitle(doc, 'CHIFFRES CLÉS DE L’EXERCICE');
  drawTable(
    doc,
    [{ header: 'Indicateur' }, { header: 'Montant', width: 150, align: 'right' }],
    [
      ...CHIFFRES.map((c): TableCell[] => [c.libelle, figures[c.key] === null ? 'Non publié' : formatMoney(figures[c.key]!, devise)]),
      ['Effectif moyen', effectif === null ? 'Non publié' : `${effectif} salarié(s)`],
    ],
  );
  doc.moveDown(0.8);
  drawSectionTitle(doc, 'RATIOS');
  const ratios = liasse.ratios!;
  drawTable(
    doc,
    [{ header: 'Ratio', width: 150 }, { header: 'Valeur', width: 80, align: 'right' }, { header: 'Formule' }],
    RATIOS.map((r): TableCell[] => [r.libelle, ratioText(ratios[r.key], r.unite), r.formule]),
  );
}

/** One statement on a page of its own: its title, its form, and every line of the form. */
function drawStatement(doc: Pdf, etat: EtatComptes, closing: string, devise: Devise): void {
  doc.addPage();
  doc.y = doc.page.margins.top;
  drawParagraphs(
    doc,
    [
      { text: etat.titre, style: 'bold', size: 15 },
      { text: `Formulaire ${etat.formulaire} – exercice clos le ${closing} – montants en ${UNITS[devise]}`, size: 9, color: COLORS.muted, gap: 3 },
    ],
    10,
  );
  const asset = etat.lignes.some((l) => l.brut !== undefined);
  const label = (l: EtatComptes['lignes'][number]): TableCell => ({ text: l.libelle, style: l.total ? 'bold' : 'regular' });
  const amount = (v: number | undefined, total: boolean): TableCell => ({ text: v === undefined ? '' : statementAmount(v), style: total ? 'bold' : 'regular' });
  if (asset) {
    drawTable(
      doc,
      [
        { header: 'Code', width: 34 },
        { header: 'Poste' },
        { header: 'Brut', width: 78, align: 'right' },
        { header: 'Amort. et prov.', width: 78, align: 'right' },
        { header: 'Net', width: 78, align: 'right' },
      ],
      etat.lignes.map((l) => [l.code, label(l), amount(l.brut ?? l.montant, !!l.total), amount(l.amortissements ?? 0, !!l.total), amount(l.montant, !!l.total)]),
    );
  } else {
    drawTable(
      doc,
      [{ header: 'Code', width: 34 }, { header: 'Poste' }, { header: 'Montant', width: 100, align: 'right' }],
      etat.lignes.map((l) => [l.code, label(l), amount(l.montant, !!l.total)]),
    );
  }
}

export function renderAccountsPdf(data: AccountsData, issuer: Issuer): Promise<Buffer> {
  const e = data.entreprise;
  const territory = snapshotTerritory(data.territoire);
  const closing = formatDocumentDate(data.comptes.date_cloture, territory);
  const liasse = data.liasse && !data.liasse.confidentiel && data.liasse.chiffres ? data.liasse : null;
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
          ['Nature', ANNUAL_ACCOUNTS_LABELS[data.comptes.type]],
          ...(liasse ? [['Présentation', REGIMES[liasse.regime]] as [string, string]] : []),
          ['Date de clôture', closing],
          ['Durée de l’exercice', data.comptes.duree_mois ? `${data.comptes.duree_mois} mois` : 'Non renseignée'],
          ['Date de dépôt au greffe', formatDocumentDate(data.comptes.date_depot, territory)],
        ],
        150,
      );
      doc.moveDown(0.8);
      const f = data.figures;
      if (liasse) drawSummary(doc, liasse, e.devise, f?.effectif ?? null);
      else {
        drawSectionTitle(doc, 'COMPTE DE RÉSULTAT ET EFFECTIF (CHIFFRES DÉPOSÉS)');
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
      }
      doc.moveDown(1);
      drawParagraphs(doc, [
        { text: `Délivré le ${formatDocumentTimestamp(data.emis_le, territory)} par ${issuer.seller.denomination}, d’après le dépôt enregistré au greffe.`, size: 8, color: COLORS.muted },
        {
          text: liasse
            ? 'Les états qui suivent reprennent les comptes déposés pour cet exercice, dans la présentation des formulaires officiels.'
            : 'Les montants sont ceux déclarés lors du dépôt des comptes de cet exercice.',
          size: 8,
          color: COLORS.muted,
          gap: 2,
        },
      ]);
      if (liasse) for (const etat of liasse.etats) drawStatement(doc, etat, closing, e.devise);
    },
  );
}
