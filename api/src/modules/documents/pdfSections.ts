// Parts the registry's documents print alike: the registry office that issues them and the
// company they are about.
import { formatSiren } from '@portail/shared/format/identifiers';
import { drawFields, drawParagraphs, drawSectionTitle, drawTable, type FontStyle, type Pdf, type TableCell, type TableColumn } from '../pdf';

/** A registry's full name says it is one: "Greffe du tribunal mixte de commerce de Nouméa". */
const GREFFE_NAME = /^greffe\b/i;

/**
 * The registry office's title: its full name ("Greffe du tribunal de commerce de Paris", "Greffe
 * du tribunal mixte de commerce de Nouméa"), once; a bare town is a commercial court's.
 */
export function greffeTitle(greffe: { nom: string } | null, fallback = 'Greffe'): string {
  if (!greffe) return fallback;
  const nom = greffe.nom.trim();
  return GREFFE_NAME.test(nom) ? `Greffe${nom.slice('greffe'.length)}` : `Greffe du tribunal de commerce de ${nom}`;
}

export interface FiledCompany {
  denomination: string;
  siren: string | null;
  forme_juridique: string | null;
  siege: string | null;
}

/** The "SOCIÉTÉ" section: name, and the SIREN, legal form and head office the registry holds. */
export function drawCompanySection(doc: Pdf, e: FiledCompany): void {
  drawSectionTitle(doc, 'SOCIÉTÉ');
  const identity: Array<[string, string, FontStyle?]> = [['Dénomination', e.denomination, 'bold']];
  if (e.siren) identity.push(['SIREN', formatSiren(e.siren)]);
  if (e.forme_juridique) identity.push(['Forme juridique', e.forme_juridique]);
  if (e.siege) identity.push(['Siège', e.siege]);
  drawFields(doc, identity, 150);
  doc.moveDown(0.8);
}

/** A table of `rows`, or the sentence `none` when there is no row. */
export function drawTableOrNone(doc: Pdf, columns: TableColumn[], rows: TableCell[][], none: string): void {
  if (rows.length === 0) drawParagraphs(doc, [{ text: none }], 6);
  else drawTable(doc, columns, rows);
}
