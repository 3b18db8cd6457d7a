import { type ComptesAnnuels, LIASSE, type RegimeComptes, chiffresDesComptes, ratiosDesComptes } from '@portail/shared/api';
import { generateCompany } from '../../corpus/generator';
import { pdfText } from '../../testing/pdfText';
import { statementsOf } from '../companies/accounts';
import { renderAccountsPdf, statementAmount } from './accountsPdf';
import { TEST_ISSUER, expectNewCaledoniaDocument } from './testing';
import type { AccountsData } from './types';

/** Accounts of a company of `territoire`, issued at 2026-12-03T14:00Z: 15:00 in Paris, the 4th at 01:00 in Nouméa. */
function accounts(territoire: 'FR' | 'NC'): AccountsData {
  const nc = territoire === 'NC';
  return {
    territoire,
    emis_le: '2026-12-03T14:00:00.000Z',
    greffe: nc ? { code: '9881', nom: 'Greffe du tribunal mixte de commerce de Nouméa' } : { code: '7501', nom: 'Paris' },
    entreprise: { denomination: 'PACIFIQUE NICKEL SARL', siren: nc ? null : '552100554', forme_juridique: null, siege: null, devise: nc ? 'XPF' : 'EUR' },
    comptes: { date_cloture: '2025-12-31', date_depot: '2026-06-30', type: 'COMPLETS', duree_mois: 12 },
    figures: nc ? { chiffre_affaires: 4_567_890_000, resultat: -123_456_700, effectif: 42 } : { chiffre_affaires: 38_279_012, resultat: 1_234_599, effectif: 42 },
  };
}

describe('renderAccountsPdf', () => {
  it("prints a New Caledonia company's figures in whole CFP francs, issued in Nouméa time, and no VAT", async () => {
    const text = await pdfText(await renderAccountsPdf(accounts('NC'), TEST_ISSUER));
    expect(text).toContain('45 678 900 XPF');
    expect(text).toContain('-1 234 567 XPF');
    expect(text).toContain('Délivré le 04/12/2026 à 01:00 (heure de Nouméa)');
    expectNewCaledoniaDocument(text);
  });

  it("prints a mainland company's figures in euros and cents, issued in Paris time", async () => {
    const text = await pdfText(await renderAccountsPdf(accounts('FR'), TEST_ISSUER));
    expect(text).toContain('382 790,12 €');
    expect(text).toContain('12 345,99 €');
    expect(text).toContain('Délivré le 03/12/2026 à 15:00 (heure de Paris)');
  });

  /** The full accounts of a generated company of the layout, with its declared figures. */
  function withAccounts(regime: RegimeComptes): { data: AccountsData; liasse: ComptesAnnuels } {
    for (let i = 0; ; i++) {
      const c = generateCompany(11, i);
      const y = (c.comptes_annuels ?? []).find((x) => !x.confidentiel && x.regime === regime);
      if (!y || c.entreprise.territoire !== 'FR') continue;
      const x = c.exercices.find((e) => e.date_cloture === y.date_cloture)!;
      const liasse: ComptesAnnuels = {
        entreprise_id: 1,
        devise: 'EUR',
        annee: Number(y.date_cloture.slice(0, 4)),
        date_cloture: y.date_cloture,
        duree_mois: 12,
        regime,
        confidentiel: false,
        message: null,
        etats: statementsOf(regime, y.postes),
        chiffres: chiffresDesComptes(regime, y.postes),
        ratios: ratiosDesComptes(regime, y.postes),
      };
      const base = accounts('FR');
      return {
        liasse,
        data: { ...base, comptes: { ...base.comptes, date_cloture: y.date_cloture }, figures: { chiffre_affaires: x.chiffre_affaires, resultat: x.resultat, effectif: x.effectif }, liasse },
      };
    }
  }

  it.each(['COMPLET', 'SIMPLIFIE'] as const)('prints the full accounts of the %s layout: every statement on pages of its own, with every line of its form', async (regime) => {
    const { data, liasse } = withAccounts(regime);
    const pdf = await renderAccountsPdf(data, TEST_ISSUER);
    const text = await pdfText(pdf);
    for (const etat of LIASSE[regime]) {
      expect(text).toContain(etat.titre);
      expect(text).toContain(`Formulaire ${etat.formulaire}`);
    }
    for (const line of liasse.etats.flatMap((e) => e.lignes)) expect(text).toContain(line.libelle);
    // The totals of both sides of the balance sheet, equal.
    const total = (id: string) => liasse.etats.find((e) => e.id === id)!.lignes.at(-1)!.montant;
    expect(total('ACTIF')).toBe(total('PASSIF'));
    expect(text).toContain(statementAmount(total('PASSIF')).replace(/\s/g, ' '));
    // Key figures and ratios, each ratio with its formula.
    expect(text).toContain('CHIFFRES CLÉS DE L’EXERCICE');
    expect(text).toContain('Excédent brut d’exploitation (EBE)');
    expect(text).toContain('Capitaux propres ÷ total du bilan');
    // A first page, then one page per statement at least.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it('prints whole units in the statements', () => {
    const plain = (hundredths: number) => statementAmount(hundredths).replace(/\s/g, ' ');
    expect(plain(123_456_700)).toBe('1 234 567');
    expect(plain(-1_230_000)).toBe('-12 300');
    expect(plain(0)).toBe('0');
  });
});
