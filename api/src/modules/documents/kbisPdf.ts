// The Kbis extract as a PDF: the company's registration as it stood at the time of issue, in the
// order of the registry's extract, with the verification block (code, QR code to the public page)
// that lets anyone check the file they were given.
import { formatRidet, formatSiren, parseRidet } from '@portail/shared/format/identifiers';
import {
  COLORS,
  contentLeft,
  contentWidth,
  documentInstant,
  drawFields,
  drawLines,
  drawParagraphs,
  drawSectionTitle,
  drawTable,
  ensureSpace,
  formatDocumentDate,
  formatDocumentTimestamp,
  formatMoney,
  renderDocument,
  snapshotTerritory,
  type FontStyle,
} from '../pdf';
import { drawTableOrNone, greffeTitle } from './pdfSections';
import { drawQrCode } from './qr';
import type { Territory } from '@portail/shared/http/territory';
import type { Issuer, KbisData, KbisPerson } from './types';

export const KBIS_TITLE = "Extrait d'immatriculation principale au registre du commerce et des sociétés";

function peopleRows(people: KbisPerson[], territory: Territory) {
  return people.map((p) => [{ text: p.role, style: 'bold' as FontStyle }, { text: p.nom, detail: p.detail }, p.depuis ? formatDocumentDate(p.depuis, territory) : '']);
}

function drawVerification(doc: PDFKit.PDFDocument, data: KbisData): void {
  const size = 84;
  ensureSpace(doc, size + 24);
  const x = contentLeft(doc);
  const width = contentWidth(doc);
  const top = doc.y + 6;
  doc.rect(x, top, width, size + 12).lineWidth(0.75).strokeColor(COLORS.rule).stroke();
  drawQrCode(doc, data.url_verification, x + 6, top + 6, size);
  drawLines(doc, x + size + 18, top + 10, width - size - 30, [
    { text: 'Vérifier ce document', style: 'bold', size: 10.5 },
    { text: `Code de vérification : ${data.code_verification}`, style: 'bold', size: 11, gap: 4 },
    { text: data.url_verification, size: 8.5, gap: 3 },
    {
      text: "Scannez le QR code ou ouvrez l'adresse ci-dessus : la page indique qui a délivré ce document, quand, pour quelle entreprise, et son empreinte SHA-256. Vous pouvez y déposer ce fichier pour vérifier qu'il n'a pas été modifié. Le document est signé électroniquement par le portail.",
      size: 8,
      color: COLORS.muted,
      gap: 4,
    },
  ]);
  doc.y = top + size + 20;
  doc.x = x;
}

/** The Kbis `data` describes; the same data always gives the same bytes (before signature). */
export function renderKbisPdf(data: KbisData, issuer: Issuer): Promise<Buffer> {
  const e = data.entreprise;
  const territory = snapshotTerritory(data.territoire);
  const date = (value: string | null) => formatDocumentDate(value, territory);
  // "03/12/2026 à 20:15 (heure de Nouméa)": the clock of the site that sold it (the order's territory).
  const issued = formatDocumentTimestamp(data.emis_le, territory);
  return renderDocument(
    {
      meta: { title: `Extrait Kbis – ${e.denomination}`, subject: KBIS_TITLE, author: issuer.seller.denomination, date: documentInstant(data.emis_le) },
      seller: issuer.seller,
      footer: `Extrait Kbis ${e.siren ? formatSiren(e.siren) : e.numero_identification} – code ${data.code_verification}`,
    },
    (doc) => {
      drawParagraphs(
        doc,
        [
          { text: greffeTitle(data.greffe, data.registre), style: 'bold', size: 11, align: 'center' },
          { text: 'Extrait Kbis', style: 'bold', size: 20, align: 'center', gap: 6 },
          { text: KBIS_TITLE.toUpperCase(), style: 'bold', size: 9.5, align: 'center', gap: 4 },
          { text: `à jour au ${issued}`, size: 9.5, align: 'center', gap: 4 },
        ],
        8,
      );
      // First page, first thing after the title: whoever holds a printout sees how to check it.
      drawVerification(doc, data);
      doc.moveDown(0.5);

      drawSectionTitle(doc, 'IDENTIFICATION DE LA PERSONNE ' + (e.personne_morale ? 'MORALE' : 'PHYSIQUE'));
      const identity: Array<[string, string, FontStyle?]> = [
        ['Immatriculation', data.mention, 'bold'],
        ['Date d’immatriculation', date(e.date_immatriculation) || 'Non renseignée'],
        [e.personne_morale ? 'Dénomination ou raison sociale' : 'Nom, prénoms', e.denomination, 'bold'],
      ];
      if (e.sigle) identity.push(['Sigle', e.sigle]);
      if (e.siren) identity.push(['SIREN', formatSiren(e.siren)]);
      else if (parseRidet(e.numero_identification)) identity.push(['RIDET', formatRidet(e.numero_identification)]);
      if (e.forme_juridique) identity.push(['Forme juridique', e.forme_juridique]);
      if (e.capital) identity.push(['Capital social', formatMoney(e.capital.montant, e.capital.devise)]);
      if (e.siege) identity.push([e.personne_morale ? 'Adresse du siège' : 'Adresse', e.siege]);
      if (e.duree) identity.push(['Durée de la personne morale', e.duree]);
      if (e.date_radiation) identity.push(['Radiation', `Radiée le ${date(e.date_radiation)}`, 'bold']);
      drawFields(doc, identity, 170);
      doc.moveDown(0.8);

      drawSectionTitle(doc, 'GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE');
      drawTableOrNone(doc, [{ header: 'Qualité', width: 150 }, { header: 'Nom et renseignements' }, { header: 'Depuis le', width: 70 }], peopleRows(data.dirigeants, territory), 'Aucun dirigeant en fonction inscrit.');
      if (data.commissaires.length > 0) {
        doc.moveDown(0.5);
        drawTable(doc, [{ header: 'Commissaire aux comptes', width: 150 }, { header: 'Nom et renseignements' }, { header: 'Depuis le', width: 70 }], peopleRows(data.commissaires, territory));
      }
      doc.moveDown(0.8);

      drawSectionTitle(doc, 'RENSEIGNEMENTS RELATIFS À L’ACTIVITÉ ET À L’ÉTABLISSEMENT PRINCIPAL');
      const activity: Array<[string, string, FontStyle?]> = [];
      if (e.siege) activity.push(['Adresse de l’établissement', e.siege]);
      activity.push(['Activité(s) exercée(s)', e.activite ?? 'Non renseignée']);
      if (e.date_debut_activite) activity.push(['Date de commencement d’activité', date(e.date_debut_activite)]);
      drawFields(doc, activity, 170);
      doc.moveDown(0.8);

      drawSectionTitle(doc, 'ÉTABLISSEMENTS SECONDAIRES');
      drawTableOrNone(
        doc,
        [{ header: 'Adresse' }, { header: 'Activité', width: 170 }, { header: 'Depuis le', width: 62 }],
        data.etablissements_secondaires.map((s) => [{ text: s.adresse, detail: s.numero }, s.activite ?? '', s.depuis ? date(s.depuis) : '']),
        'Aucun établissement secondaire en activité.',
      );
      doc.moveDown(0.8);

      drawSectionTitle(doc, 'PROCÉDURES COLLECTIVES');
      drawTableOrNone(
        doc,
        [{ header: 'Procédure' }, { header: 'Jugement du', width: 70 }, { header: 'Mandataire', width: 150 }, { header: 'État', width: 90 }],
        data.procedures.map((p) => [p.libelle, date(p.date_jugement), p.mandataire ?? '', p.statut]),
        'Néant.',
      );
      doc.moveDown(0.8);

      drawSectionTitle(doc, 'MENTIONS');
      drawParagraphs(doc, data.mentions.length === 0 ? [{ text: 'Néant.' }] : data.mentions.map((text, i) => ({ text: `– ${text}`, gap: i === 0 ? 0 : 2 })), 10);

      drawParagraphs(doc, [{ text: `Délivré le ${issued} par ${issuer.seller.denomination}.`, style: 'bold', size: 9 }], 4);
    },
  );
}
