// The deed copy is the deed filed: a receipt first, then the deeds of the filing's kind, written
// from the company's data, dated and signed by its executives; read back from the PDF's text.
import { pdfText } from '../../testing/pdfText';
import { FICTITIOUS_DEED, renderDeedPdf } from './deedPdf';
import { DEED_TITLES, deedKinds } from './deedPdfTexts';
import { TEST_ISSUER } from './testing';
import type { DeedData, DeedDrafting } from './types';

jest.setTimeout(60_000);

const drafting: DeedDrafting = {
  date_acte: '2025-06-12',
  associe_unique: false,
  capital: '150 000,00 €',
  devise: 'EUR',
  activite: 'Fabrication de produits laitiers (NAF 10.51C)',
  duree: '99 ans à compter du 01/03/2011',
  immatriculation: '552 100 554 R.C.S. Paris',
  ville: 'Paris',
  signataires: [
    { nom: 'Marie DUPONT', role: 'Président' },
    { nom: 'Karim BENALI', role: 'Directeur général' },
  ],
  commissaires: [],
  nomme: null,
  parti: null,
  exercice: { date_cloture: '2024-12-31', chiffre_affaires: 123_456_700, resultat: 4_567_800, effectif: 12 },
  exercice_precedent: { date_cloture: '2023-12-31', chiffre_affaires: 100_000_000, resultat: 1_000_000, effectif: 10 },
};

function deed(type_acte: string, decisions: string[], redaction: Partial<DeedDrafting> | null = {}): DeedData {
  return {
    emis_le: '2026-11-25T10:00:00.000Z',
    greffe: { code: '7501', nom: 'Paris' },
    entreprise: { denomination: 'LAITERIE DU VAL', siren: '552100554', forme_juridique: 'SAS, société par actions simplifiée', siege: '4 rue des Prés, 75011 Paris' },
    acte: { numero_depot: '2025-A-01234', date_depot: '2025-06-20', type_acte, decisions },
    ...(redaction ? { redaction: { ...drafting, ...redaction } } : {}),
  };
}

/** Pages of a PDF, from its page objects. */
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the deed copy', () => {
  it('is the filing receipt, then the minutes of the annual meeting and the management report, dated and signed by the executives', async () => {
    const pdf = await renderDeedPdf(deed("Procès-verbal d'assemblée générale ordinaire", ['Approbation des comptes', 'Affectation du résultat']), TEST_ISSUER);
    const text = await pdfText(pdf);
    expect(pages(pdf)).toBeGreaterThanOrEqual(3);
    // The receipt comes first, then the deeds in the order it lists them.
    const receipt = text.indexOf('RÉCÉPISSÉ DE DÉPÔT D’ACTE');
    const minutes = text.indexOf(DEED_TITLES.PV_AGO.toUpperCase());
    const report = text.indexOf(DEED_TITLES.RAPPORT.toUpperCase());
    expect(receipt).toBeGreaterThanOrEqual(0);
    expect(minutes).toBeGreaterThan(receipt);
    expect(report).toBeGreaterThan(minutes);
    expect(text).toContain('Séance du 12/06/2025');
    expect(text).toContain('approuve les comptes annuels de l’exercice clos le 31/12/2024');
    expect(text).toContain('chiffre d’affaires de 1 234 567,00 €');
    expect(text).toContain('Signé : Marie DUPONT');
    expect(text).toContain('Signé : Karim BENALI');
    expect(text).toContain('Fait à Paris, le 12/06/2025');
    expect(text).toContain('+23,5 % par rapport à l’exercice précédent');
    expect(text).toContain(FICTITIOUS_DEED);
  });

  it('is the sole shareholder’s decisions for a one-person company, with the articles brought up to date when they change', async () => {
    const data = deed('Augmentation de capital', ['Augmentation du capital social', 'Modification statutaire'], { associe_unique: true });
    expect(deedKinds(data.acte, true)).toEqual(['DECISIONS_AU', 'STATUTS']);
    const text = await pdfText(await renderDeedPdf(data, TEST_ISSUER));
    expect(text).toContain(DEED_TITLES.DECISIONS_AU.toUpperCase());
    expect(text).toContain(DEED_TITLES.STATUTS.toUpperCase());
    expect(text).toContain('porter à 150 000,00 €');
    expect(text).toContain('Article 7 – Capital social Le capital social est fixé à 150 000,00 €.');
    expect(text).toContain('Pour l’associé unique, Président');
    expect(text).toContain(FICTITIOUS_DEED);
  });

  it('holds the deed kind of the filing chosen: articles alone, the extraordinary meeting, or the meeting that appoints an executive', () => {
    expect(deedKinds(deed('Statuts mis à jour', ['Mise à jour des statuts']).acte, false)).toEqual(['STATUTS']);
    expect(deedKinds(deed('Transfert de siège social', ['Transfert du siège social', 'Modification statutaire']).acte, false)).toEqual(['PV_AGE', 'STATUTS']);
    expect(deedKinds(deed('Changement de dirigeant', ['Nomination du représentant légal']).acte, false)).toEqual(['PV_AGO']);
    expect(deedKinds(deed("Procès-verbal d'assemblée générale ordinaire", ['Approbation des comptes']).acte, true)).toEqual(['DECISIONS_AU', 'RAPPORT']);
  });

  it('is the constitutive articles for the filing of a company’s creation, signed by its first executives', async () => {
    const data = deed('Statuts constitutifs', ['Constitution de la société', 'Nomination du représentant légal']);
    expect(deedKinds(data.acte, false)).toEqual(['STATUTS_CONSTITUTIFS']);
    const text = await pdfText(await renderDeedPdf(data, TEST_ISSUER));
    expect(text).toContain('STATUTS CONSTITUTIFS Établis le 12/06/2025');
    expect(text).not.toContain('STATUTS MIS À JOUR');
    expect(text).toContain('nommés pour la première fois par les présents statuts');
    expect(text).toContain('Signé : Marie DUPONT');
    expect(text).toContain('Signé : Karim BENALI');
  });

  it('is an extraordinary meeting that dissolves the company and closes its liquidation, and a sole trader’s own declaration', async () => {
    const dissolution = deed('Dissolution et liquidation', ['Dissolution anticipée', 'Clôture de la liquidation']);
    expect(deedKinds(dissolution.acte, false)).toEqual(['PV_AGE']);
    const text = await pdfText(await renderDeedPdf(dissolution, TEST_ISSUER));
    expect(text).toContain('décide la dissolution anticipée de la société');
    expect(text).toContain('constate la clôture de la liquidation');
    const declaration = deed('Déclaration de modification', ["Modification de la situation de l'exploitant"], { signataires: [] });
    expect(deedKinds(declaration.acte, false)).toEqual(['DECLARATION']);
    const declared = await pdfText(await renderDeedPdf(declaration, TEST_ISSUER));
    expect(declared).toContain('DÉCLARATION DE MODIFICATION');
    expect(declared).toContain('Signé : LAITERIE DU VAL');
  });

  it('names the executive appointed and the one who left in the minutes', async () => {
    const data = deed('Changement de dirigeant', ['Nomination du représentant légal', 'Démission du représentant légal'], {
      nomme: { nom: 'Lucie MARTIN', role: 'Président' },
      parti: { nom: 'Paul ROUX', role: 'Président' },
    });
    const text = await pdfText(await renderDeedPdf(data, TEST_ISSUER));
    expect(text).toContain('nomme en qualité de président Lucie MARTIN');
    expect(text).toContain('prend acte de la démission de Paul ROUX');
  });

  it('is the filing receipt alone for a snapshot taken before deeds were written', async () => {
    const pdf = await renderDeedPdf(deed('Statuts mis à jour', ['Mise à jour des statuts'], null), TEST_ISSUER);
    const text = await pdfText(pdf);
    expect(text).toContain('RÉCÉPISSÉ DE DÉPÔT D’ACTE');
    expect(text).not.toContain('ARTICLE 1');
    expect(text).not.toContain(FICTITIOUS_DEED);
    expect(pages(pdf)).toBe(1);
  });
});
