import { LIASSE, type Postes, chiffresDesComptes, codesOf } from '@portail/shared/api';
import { annualAccountsOf, carryOf, postesOf, regimeOf, yearOf } from './accounts';
import { generateCompany } from './generator';
import type { CompanyRecord } from './types';

const N = 10_000;
const corpus: CompanyRecord[] = Array.from({ length: N }, (_, i) => generateCompany(11, i));
const filers = corpus.filter((c) => (c.comptes_annuels ?? []).length > 0);
const years = filers.flatMap((c) => (c.comptes_annuels ?? []).filter((y) => !y.confidentiel).map((y) => ({ c, y })));

const v = (p: Postes, ...codes: string[]) => codes.reduce((s, code) => s + (p[code] ?? 0), 0);

/** The failures of a check over every public year, with the company and year that fail it. */
function failures(check: (p: Postes, regime: 'COMPLET' | 'SIMPLIFIE') => boolean): string[] {
  return years.filter(({ y }) => !check(y.postes, y.regime)).map(({ c, y }) => `${c.entreprise.numero_identification} ${y.date_cloture}`);
}

describe(`annual accounts of the corpus (${N} companies)`, () => {
  it('are generated for the companies that file, in both layouts, the confidential ones without figures', () => {
    expect(filers.length).toBeGreaterThan(N * 0.3);
    expect(years.length).toBeGreaterThan(N);
    expect(years.some(({ y }) => y.regime === 'COMPLET')).toBe(true);
    expect(years.some(({ y }) => y.regime === 'SIMPLIFIE')).toBe(true);
    for (const c of filers) {
      const filed = c.comptes.filter((d) => d.type !== 'CONSOLIDES');
      expect(c.comptes_annuels!.map((y) => y.date_cloture)).toEqual(filed.map((d) => d.date_cloture));
      for (const y of c.comptes_annuels!) {
        const depot = filed.find((d) => d.date_cloture === y.date_cloture)!;
        expect(y.regime).toBe(regimeOf(depot.type));
        expect(y.confidentiel).toBe(depot.confidentiel);
        if (y.confidentiel) expect(y.postes).toEqual({});
      }
    }
    const confidential = filers.flatMap((c) => c.comptes_annuels!).filter((y) => y.confidentiel);
    expect(confidential.length).toBeGreaterThan(0);
    // Companies that file nothing have no accounts.
    for (const c of corpus) if (c.comptes.length === 0) expect(c.comptes_annuels).toEqual([]);
  });

  it('state the turnover and the result the company declared for the year, and only boxes of their layout', () => {
    expect(
      years.filter(({ c, y }) => {
        const x = c.exercices.find((e) => e.date_cloture === y.date_cloture)!;
        const f = chiffresDesComptes(y.regime, y.postes);
        return f.chiffre_affaires !== x.chiffre_affaires || f.resultat_net !== x.resultat;
      }),
    ).toEqual([]);
    const codes = { COMPLET: new Set(codesOf('COMPLET')), SIMPLIFIE: new Set(codesOf('SIMPLIFIE')) };
    // Whole units of the currency in hundredths, as the forms state them.
    expect(
      failures((p, r) => Object.entries(p).every(([code, amount]) => codes[r].has(code) && Number.isSafeInteger(amount) && amount % 100 === 0 && amount !== 0)),
    ).toEqual([]);
  });

  it('balance: total assets equal total liabilities, and every total is the sum of its lines', () => {
    expect(
      failures((p, r) =>
        r === 'COMPLET'
          ? v(p, 'CO') - v(p, '1A') === v(p, 'EE') &&
            v(p, 'BJ') === v(p, 'AF', 'AH', 'AN', 'AP', 'AR', 'AT', 'CU', 'BH') &&
            v(p, 'BK') === v(p, 'AG', 'AI', 'AO', 'AQ', 'AS', 'AU', 'CV', 'BI') &&
            v(p, 'CJ') === v(p, 'BL', 'BR', 'BT', 'BX', 'BZ', 'CD', 'CF', 'CH') &&
            v(p, 'CO') === v(p, 'BJ', 'CJ') &&
            v(p, 'DL') === v(p, 'DA', 'DB', 'DD', 'DG', 'DH', 'DI', 'DJ') &&
            v(p, 'DR') === v(p, 'DP', 'DQ') &&
            v(p, 'EC') === v(p, 'DU', 'DV', 'DW', 'DX', 'DY', 'DZ', 'EA', 'EB') &&
            v(p, 'EE') === v(p, 'DL', 'DR', 'EC')
          : v(p, '110') - v(p, '112') === v(p, '180') &&
            v(p, '044') === v(p, '010', '014', '028', '040') &&
            v(p, '096') === v(p, '050', '060', '068', '072', '080', '084', '092') &&
            v(p, '110') === v(p, '044', '096') &&
            v(p, '142') === v(p, '120', '126', '132', '134', '136') &&
            v(p, '176') === v(p, '156', '164', '166', '172', '174') &&
            v(p, '180') === v(p, '142', '154', '176'),
      ),
    ).toEqual([]);
  });

  it('carry the year’s result from the income statement to equity', () => {
    expect(
      failures((p, r) =>
        r === 'COMPLET'
          ? v(p, 'DI') === v(p, 'HN') &&
            v(p, 'FL') === v(p, 'FC', 'FF', 'FI') &&
            v(p, 'FR') === v(p, 'FL', 'FM', 'FN', 'FO', 'FP', 'FQ') &&
            v(p, 'GF') === v(p, 'FS', 'FT', 'FU', 'FV', 'FW', 'FX', 'FY', 'FZ', 'GA', 'GB', 'GC', 'GD', 'GE') &&
            v(p, 'GG') === v(p, 'FR') - v(p, 'GF') &&
            v(p, 'GV') === v(p, 'GP') - v(p, 'GU') &&
            v(p, 'GW') === v(p, 'GG', 'GV') &&
            v(p, 'HI') === v(p, 'HD') - v(p, 'HH') &&
            v(p, 'HN') === v(p, 'GW', 'HI') - v(p, 'HJ', 'HK') &&
            v(p, 'HN') === v(p, 'HL') - v(p, 'HM')
          : v(p, '136') === v(p, '310') &&
            v(p, '232') === v(p, '210', '214', '218', '222', '224', '226', '230') &&
            v(p, '264') === v(p, '234', '236', '238', '240', '242', '244', '250', '252', '254', '256', '262') &&
            v(p, '270') === v(p, '232') - v(p, '264') &&
            v(p, '310') === v(p, '270', '280', '290') - v(p, '294', '300', '306'),
      ),
    ).toEqual([]);
  });

  it('keep gross amounts, depreciation, cash and the usual charges positive', () => {
    const asset = (r: 'COMPLET' | 'SIMPLIFIE') => LIASSE[r].find((e) => e.id === 'ACTIF')!.lignes;
    expect(
      failures((p, r) =>
        asset(r).every((l) => v(p, l.code) >= 0 && v(p, l.amort ?? '') >= 0 && v(p, l.amort ?? '') <= v(p, l.code)) &&
        (r === 'COMPLET' ? v(p, 'FW', 'FX', 'GA', 'FS', 'FU', 'DX', 'DY') : v(p, '242', '244', '254', '234', '238', '166')) >= 0 &&
        (r === 'COMPLET' ? ['FW', 'FS', 'FU', 'FY', 'FZ', 'DU', 'EH'] : ['242', '234', '238', '250', '252', '156']).every((code) => v(p, code) >= 0),
      ),
    ).toEqual([]);
  });

  it('follow one year from the next: last year’s result is kept in reserves or paid out, never more', () => {
    let pairs = 0;
    const bad: string[] = [];
    for (const c of filers) {
      const ys = c.comptes_annuels!.filter((y) => !y.confidentiel);
      for (let k = 1; k < ys.length; k++) {
        const [a, b] = [ys[k - 1]!, ys[k]!];
        if (a.regime !== b.regime) continue;
        pairs++;
        const reserves = (p: Postes) => (a.regime === 'COMPLET' ? v(p, 'DB', 'DD', 'DG', 'DH') : v(p, '126', '132', '134'));
        const before = reserves(a.postes);
        const after = reserves(b.postes);
        const result = a.regime === 'COMPLET' ? v(a.postes, 'DI') : v(a.postes, '136');
        const ok = result <= 0 ? after === before + result : after >= before && after <= before + result;
        if (!ok) bad.push(`${c.entreprise.numero_identification} ${b.date_cloture}`);
        // The capital is the company's.
        expect(a.regime === 'COMPLET' ? v(b.postes, 'DA') : v(b.postes, '120')).toBe(Math.round((c.entreprise.capital_social ?? 100_000) / 100) * 100);
      }
    }
    expect(pairs).toBeGreaterThan(N / 2);
    expect(bad).toEqual([]);
  });

  it('evolve in step with the activity and the headcount', () => {
    // Customer payment terms are the company's own: gross receivables follow the turnover.
    let steady = 0;
    let pairs = 0;
    const staffPerHead: { effectif: number; cost: number }[] = [];
    for (const c of filers) {
      const ys = c.comptes_annuels!.filter((y) => !y.confidentiel);
      for (let k = 0; k < ys.length; k++) {
        const y = ys[k]!;
        const x = c.exercices.find((e) => e.date_cloture === y.date_cloture)!;
        const staff = y.regime === 'COMPLET' ? v(y.postes, 'FY', 'FZ') : v(y.postes, '250', '252');
        if (x.effectif !== null) staffPerHead.push({ effectif: x.effectif, cost: staff });
        if (k > 0 && ys[k - 1]!.regime === y.regime) {
          pairs++;
          const days = (p: Postes) => (v(p, y.regime === 'COMPLET' ? 'BX' : '068') / chiffresDesComptes(y.regime, p).chiffre_affaires) * 365;
          const [d0, d1] = [days(ys[k - 1]!.postes), days(y.postes)];
          if (Math.abs(d1 - d0) <= 1) steady++;
        }
      }
    }
    expect(steady / pairs).toBeGreaterThan(0.99);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const none = mean(staffPerHead.filter((s) => s.effectif === 0).map((s) => s.cost));
    const few = mean(staffPerHead.filter((s) => s.effectif >= 1 && s.effectif <= 5).map((s) => s.cost));
    const many = mean(staffPerHead.filter((s) => s.effectif >= 50).map((s) => s.cost));
    expect(none).toBe(0);
    expect(few).toBeGreaterThan(0);
    expect(many).toBeGreaterThan(few * 10);
  });

  it('are deterministic, and a year read back from its lines carries on as generated', () => {
    const c = filers.find((f) => f.comptes_annuels!.filter((y) => !y.confidentiel && y.regime === 'COMPLET').length >= 2)!;
    expect(annualAccountsOf(c.entreprise, c.exercices, c.comptes)).toEqual(c.comptes_annuels);
    const ys = c.comptes_annuels!;
    const [a, b] = [ys[ys.length - 2]!, ys[ys.length - 1]!];
    const x = c.exercices.find((e) => e.date_cloture === b.date_cloture)!;
    const next = yearOf({
      numero: c.entreprise.numero_identification,
      naf: c.entreprise.code_naf,
      devise: c.entreprise.devise,
      regime: b.regime,
      capital: c.entreprise.capital_social,
      exercice: x,
      previous: carryOf(a.regime, a.postes),
    });
    // The balance read back from the stored lines differs from the generated one by rounding only.
    const again = postesOf(b.regime, next.boxes);
    expect(v(again, 'DL')).toBe(v(b.postes, 'DL'));
    expect(v(again, 'HN')).toBe(v(b.postes, 'HN'));
  });
});
