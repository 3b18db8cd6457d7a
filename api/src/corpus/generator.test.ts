import { isValidSiren, isValidSiret } from '@portail/shared/api';
import { STATUTS, STATUTS_ENTREPRISE, TYPES_COMMISSAIRE, TYPES_INSCRIPTION } from '@portail/shared/api';
import { COMMUNE_BY_CODE } from '../data/geo';
import { GREFFE_BY_CODE } from '../data/greffes';
import { NAF_BY_CODE } from '../data/naf';
import { FORMES_JURIDIQUES } from '../data/formes-juridiques';
import { NC_PROVINCES } from '@portail/shared/api';
import { TRANCHES_EFFECTIF } from '../data/effectifs';
import { LARGE_CAPITAL, generateCompany, isNcCompany, publicLimitedMinimum, ridetOf, sirenOf } from './generator';

const N = 3000;
const corpus = Array.from({ length: N }, (_, i) => generateCompany(11, i));

describe('corpus generator', () => {
  it('is deterministic and independent of corpus size', () => {
    expect(generateCompany(11, 1234)).toEqual(corpus[1234]);
    expect(generateCompany(12, 1234)).not.toEqual(corpus[1234]);
  });

  it('produces unique, Luhn-valid SIREN and SIRET, and RIDET in New Caledonia', () => {
    const ids = new Set(corpus.map((c) => c.entreprise.numero_identification));
    expect(ids.size).toBe(N);
    for (const c of corpus) {
      if (c.entreprise.territoire === 'NC') {
        expect(c.entreprise.ridet).toMatch(/^\d{7}$/);
        expect(c.entreprise.siren).toBeNull();
        expect(c.etablissements.map((e) => e.rang)).toEqual(c.etablissements.map((_, k) => String(k).padStart(3, '0')));
        expect(c.entreprise.departement).toBe('988');
      } else {
        expect(isValidSiren(c.entreprise.siren!)).toBe(true);
        for (const e of c.etablissements) expect(isValidSiret(e.siret!)).toBe(true);
      }
    }
    const nc = corpus.filter((c) => c.entreprise.territoire === 'NC').length;
    expect(nc / N).toBeGreaterThan(0.015);
    expect(nc / N).toBeLessThan(0.05);
    expect(sirenOf(1, 0)).not.toBe(sirenOf(1, 1));
    expect(ridetOf(1, 5)).toMatch(/^\d{7}$/);
  });

  it('gives capitals that fit the company: large ones only to large companies, SA at least 37,000 € or its counter-value', () => {
    const withCapital = corpus.map((c) => c.entreprise).filter((e) => e.capital_social !== null);
    expect(withCapital.length).toBeGreaterThan(N / 2);
    for (const e of withCapital) {
      if (e.capital_social! >= LARGE_CAPITAL[e.devise] * 100) expect(e.categorie_entreprise).toBe('GE');
      if (/^(5[56]\d\d|5800)$/.test(e.forme_juridique ?? '')) {
        expect(e.capital_social!).toBeGreaterThanOrEqual(publicLimitedMinimum(e.devise) * 100);
      }
    }
    expect(publicLimitedMinimum('EUR')).toBe(37_000);
    expect(publicLimitedMinimum('XPF')).toBe(4_415_284);
  });

  describe('New Caledonia companies', () => {
    // Hundreds of them: the indices the corpus makes New Caledonian, generated alone.
    const nc = Array.from({ length: 25_000 }, (_, i) => i)
      .filter((i) => isNcCompany(11, i))
      .map((i) => generateCompany(11, i));
    const XPF = 100; // hundredths of a franc in a franc
    const whole = (hundredths: number) => Number.isSafeInteger(hundredths) && hundredths % XPF === 0;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

    it('are a few percent of the corpus, all of them New Caledonian', () => {
      expect(nc.length).toBeGreaterThan(500);
      expect(nc.length / 25_000).toBeGreaterThan(0.015);
      expect(nc.length / 25_000).toBeLessThan(0.05);
      for (const c of nc) {
        expect(c.entreprise.territoire).toBe('NC');
        expect(c.entreprise.devise).toBe('XPF');
      }
      expect(corpus.filter((c) => c.entreprise.territoire === 'NC').map((c) => c.entreprise.numero_identification)).toEqual(
        corpus.filter((_, i) => isNcCompany(11, i)).map((c) => c.entreprise.numero_identification),
      );
    });

    it('have a capital in whole CFP francs, of Caledonian size: 100,000 F for a small SARL, an SA at least the counter-value of 37,000 €', () => {
      const capitals = nc.map((c) => c.entreprise).filter((e) => e.capital_social !== null);
      expect(capitals.length).toBeGreaterThan(nc.length / 2);
      for (const e of capitals) {
        expect(whole(e.capital_social!)).toBe(true);
        expect(e.capital_social!).toBeGreaterThanOrEqual(1_000 * XPF);
        expect(e.capital_social!).toBeLessThanOrEqual(10_000_000_000 * XPF);
        if (e.capital_social! >= LARGE_CAPITAL.XPF * XPF) expect(e.categorie_entreprise).toBe('GE');
        if (e.forme_juridique === '5599' || e.forme_juridique === '5699') expect(e.capital_social!).toBeGreaterThanOrEqual(4_415_284 * XPF);
      }
      const sarl = capitals.filter((e) => e.forme_juridique === '5499' || e.forme_juridique === '5498').map((e) => e.capital_social! / XPF);
      expect(sarl.length).toBeGreaterThan(50);
      expect(Math.min(...sarl)).toBeGreaterThanOrEqual(100_000);
      expect(median(sarl)).toBeGreaterThanOrEqual(200_000);
    });

    it('file revenues and results in whole CFP francs, of Caledonian size', () => {
      const years = nc.flatMap((c) => c.exercices).filter((x) => x.chiffre_affaires !== null);
      expect(years.length).toBeGreaterThan(200);
      for (const x of years) {
        expect(whole(x.chiffre_affaires!)).toBe(true);
        expect(whole(x.resultat!)).toBe(true);
        expect(x.chiffre_affaires!).toBeGreaterThanOrEqual(500_000 * XPF);
        expect(x.chiffre_affaires!).toBeLessThanOrEqual(150_000_000_000 * XPF);
        expect(Math.abs(x.resultat!)).toBeLessThanOrEqual(x.chiffre_affaires! * 0.2);
      }
      // A typical company's year is tens of millions of francs, not the tens of thousands of a euro figure.
      expect(median(years.map((x) => x.chiffre_affaires! / XPF))).toBeGreaterThan(10_000_000);
      for (const s of nc.flatMap((c) => c.suretes)) {
        expect(s.devise).toBe('XPF');
        if (s.montant !== null) expect(whole(s.montant)).toBe(true);
      }
    });

    it('take the legal forms of the territory, its headcounts and the communes of its three provinces', () => {
      const communes = new Map(NC_PROVINCES.flatMap((p) => p.communes.map((code) => [code, p.code] as const)));
      const provinces = new Set<string>();
      for (const c of nc) {
        expect(c.entreprise.forme_juridique).not.toBe('5800');
        expect(TRANCHES_EFFECTIF[c.entreprise.tranche_effectif!]!.rang).toBeLessThanOrEqual(TRANCHES_EFFECTIF['42']!.rang);
        expect(c.entreprise.departement).toBe('988');
        expect(c.entreprise.ridet).toMatch(/^\d{7}$/);
        for (const e of c.etablissements) {
          expect(communes.has(e.code_commune!)).toBe(true);
          expect(e.pays).toBe('NOUVELLE-CALÉDONIE');
          provinces.add(communes.get(e.code_commune!)!);
        }
        expect(c.entreprise.siege_code_commune).toBe(c.etablissements[0]!.code_commune);
      }
      expect([...provinces].sort()).toEqual(['PIL', 'PN', 'PS']);
      const forms = new Set(nc.map((c) => c.entreprise.forme_juridique));
      for (const f of ['1000', '5499', '5498', '5710', '5720', '6540', '9220']) expect(forms.has(f)).toBe(true);
    });
  });

  it('uses real reference codes and every status value of SPEC §3', () => {
    const statuts = new Set(corpus.map((c) => c.entreprise.statut));
    expect([...statuts].sort()).toEqual([...STATUTS].sort());
    expect([...new Set(corpus.map((c) => c.entreprise.statut_entreprise))].sort()).toEqual([...STATUTS_ENTREPRISE].sort());
    for (const c of corpus) {
      const e = c.entreprise;
      expect(FORMES_JURIDIQUES[e.forme_juridique!]).toBeDefined();
      expect(NAF_BY_CODE.has(e.code_naf!)).toBe(true);
      expect(COMMUNE_BY_CODE.has(e.siege_code_commune!)).toBe(true);
      if (e.code_greffe) expect(GREFFE_BY_CODE.has(e.code_greffe)).toBe(true);
      if (e.statut === 'INSEE') expect(e.code_greffe).toBeNull();
      if (e.statut_entreprise === 'RADIE') {
        expect(e.date_radiation! >= e.date_creation!).toBe(true);
        expect(c.etablissements.every((t) => !t.actif)).toBe(true);
      }
      expect(c.etablissements.filter((t) => t.siege)).toHaveLength(1);
    }
  });

  it('has executives (natural and legal persons), auditors, beneficial owners and shared persons', () => {
    const f = corpus.flatMap((c) => c.fonctions);
    expect(f.some((x) => x.nature === 'DIRIGEANT' && x.personne)).toBe(true);
    expect(f.some((x) => x.nature === 'DIRIGEANT' && !x.personne && x.pm_denomination)).toBe(true);
    expect([...new Set(f.filter((x) => x.nature === 'COMMISSAIRE_AUX_COMPTES').map((x) => x.role))].sort()).toEqual([...TYPES_COMMISSAIRE].sort());
    const be = corpus.map((c) => c.fonctions.filter((x) => x.nature === 'BENEFICIAIRE_EFFECTIF'));
    for (const list of be) if (list.length) expect(list.reduce((s, x) => s + x.pourcentage_capital!, 0)).toBeLessThanOrEqual(100);
    for (const x of f) if (x.personne) expect(x.personne.mois_naissance).toBeGreaterThanOrEqual(1);
    const keys = f.filter((x) => x.personne).map((x) => x.personne!.cle);
    expect(new Set(keys).size).toBeLessThan(keys.length);
  });

  it('has key figures, filings, procedures and partially diffusible sole traders without a stored name', () => {
    expect(corpus.filter((c) => c.exercices.length >= 3).length).toBeGreaterThan(N / 10);
    expect(corpus.filter((c) => c.comptes.length && c.actes.length).length).toBeGreaterThan(N / 10);
    expect(corpus.filter((c) => c.procedures.length).length).toBeGreaterThan(10);
    const partial = corpus.filter((c) => c.entreprise.diffusion_partielle);
    expect(partial.length).toBeGreaterThan(20);
    expect(partial.every((c) => c.entreprise.denomination === null && !c.entreprise.personne_morale)).toBe(true);
    expect(corpus.filter((c) => c.entreprise.denominations_precedentes.length).length).toBeGreaterThan(10);
    expect(corpus.filter((c) => c.etablissements.some((e) => e.enseignes.length)).length).toBeGreaterThan(50);
  });

  describe('registrations against debtors', () => {
    const REFERENCE_DAY = '2025-06-30';
    const all = corpus.flatMap((c) => c.suretes.map((s) => ({ c, s })));
    const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;

    it('are registered against about 15 % of companies, 1 to 4 each, only those registered at a greffe', () => {
      const withSuretes = corpus.filter((c) => c.suretes.length);
      expect(withSuretes.length / N).toBeGreaterThan(0.1);
      expect(withSuretes.length / N).toBeLessThan(0.22);
      for (const c of withSuretes) {
        expect(c.suretes.length).toBeLessThanOrEqual(4);
        expect(c.entreprise.code_greffe).not.toBeNull();
      }
      for (const c of corpus) if (!c.entreprise.code_greffe) expect(c.suretes).toEqual([]);
      // Associations and unregistered sole traders are among the companies without a greffe.
      expect(corpus.filter((c) => !c.entreprise.code_greffe).length).toBeGreaterThan(100);
    });

    it('are more frequent for older companies and for companies under a collective procedure', () => {
      const share = (list: typeof corpus) => list.filter((c) => c.suretes.length).length / list.length;
      const registered = corpus.filter((c) => c.entreprise.code_greffe && !c.procedures.length);
      const old = registered.filter((c) => c.entreprise.date_creation! < '1995-01-01');
      const young = registered.filter((c) => c.entreprise.date_creation! >= '2015-01-01');
      expect(share(old)).toBeGreaterThan(share(young) * 1.5);
      const procedure = corpus.filter((c) => c.entreprise.code_greffe && c.procedures.length);
      expect(procedure.length).toBeGreaterThan(10);
      expect(share(procedure)).toBeGreaterThan(0.6);
      // The Treasury's or social security's privilege, registered before the judgement.
      for (const c of procedure.filter((x) => x.suretes.length)) {
        const privileges = c.suretes.filter((s) => s.type_inscription.startsWith('PRIVILEGE_'));
        expect(privileges.length).toBeGreaterThan(0);
        for (const p of privileges) expect(p.date_inscription < c.procedures[0]!.date_jugement).toBe(true);
      }
    });

    it('are dated after the company was registered, never after its removal nor the reference date', () => {
      expect(all.length).toBeGreaterThan(200);
      for (const { c, s } of all) {
        expect(s.date_inscription).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(s.date_inscription > c.entreprise.date_creation!).toBe(true);
        expect(s.date_inscription > c.entreprise.date_immatriculation!).toBe(true);
        expect(s.date_inscription <= REFERENCE_DAY).toBe(true);
        if (c.entreprise.date_radiation) expect(s.date_inscription <= c.entreprise.date_radiation).toBe(true);
        if (s.date_effet_fin) expect(s.date_effet_fin > s.date_inscription).toBe(true);
      }
      // Some have lapsed, most recent ones are still in effect.
      const lapsed = all.filter(({ s }) => s.date_effet_fin !== null && s.date_effet_fin < REFERENCE_DAY).length;
      expect(lapsed).toBeGreaterThan(0);
      expect(lapsed).toBeLessThan(all.length / 2);
    });

    it('last 10 years for privileges and pledges; leases until the end of the contract, if any', () => {
      const types = new Set(all.map(({ s }) => s.type_inscription));
      for (const t of TYPES_INSCRIPTION.filter((x) => x !== 'PROTET')) expect(types.has(t)).toBe(true);
      for (const { s } of all) {
        expect(TYPES_INSCRIPTION).toContain(s.type_inscription);
        if (/^(PRIVILEGE_|NANTISSEMENT_|GAGE_)/.test(s.type_inscription)) {
          const end = addYears(s.date_inscription, 10);
          expect(s.date_effet_fin).toBe(end.endsWith('-02-29') ? `${end.slice(0, 8)}28` : end);
        }
      }
      const leases = all.filter(({ s }) => s.type_inscription === 'CREDIT_BAIL').map(({ s }) => s);
      expect(leases.some((s) => s.date_effet_fin === null)).toBe(true);
      expect(leases.some((s) => s.date_effet_fin !== null && s.date_effet_fin <= addYears(s.date_inscription, 7))).toBe(true);
    });

    it('name plausible creditors: banks, leasing companies, the local tax office, the regional URSSAF', () => {
      for (const { c, s } of all) {
        const nc = c.entreprise.territoire === 'NC';
        if (s.type_inscription === 'PRIVILEGE_TRESOR') {
          if (nc) expect(s.creancier).toBe('Direction des services fiscaux de la Nouvelle-Calédonie');
          else expect(s.creancier).toMatch(/^Service des impôts des entreprises (de |d'|du |des )/);
          if (!nc) expect(s.creancier.endsWith(c.entreprise.siege_commune!.replace(/^(Les?) /, ''))).toBe(true);
        }
        if (s.type_inscription === 'PRIVILEGE_SECURITE_SOCIALE' && !nc) {
          expect(s.creancier).toMatch(/^(URSSAF |CGSS |Caisse de sécurité sociale de Mayotte|AG2R|Malakoff|Klesia|Pro BTP|Apicil)/);
        }
        if (s.type_inscription === 'NANTISSEMENT_FONDS' && !nc) {
          expect(['BNP Paribas', 'Crédit Agricole', 'Société Générale', 'Crédit Mutuel', 'LCL', 'Banque Populaire', "Caisse d'Épargne", 'Bpifrance', 'CIC']).toContain(s.creancier);
        }
        expect(s.creancier.length).toBeGreaterThan(2);
      }
      expect(all.some(({ s }) => s.creancier === 'URSSAF Île-de-France')).toBe(true);
      expect(all.some(({ s }) => ['Natixis Lease', 'BNP Paribas Lease Group', 'Franfinance'].includes(s.creancier))).toBe(true);
    });

    it("give registry numbers, the company's greffe and currency, and amounts in line with its revenue", () => {
      for (const { c, s } of all) {
        expect(s.numero).toMatch(new RegExp(`^${s.date_inscription.slice(0, 4)} [A-Z] \\d{5}$`));
        expect(s.code_greffe).toBe(c.entreprise.code_greffe);
        expect(s.devise).toBe(c.entreprise.devise);
        if (s.montant === null) {
          expect(s.type_inscription).toBe('RESERVE_PROPRIETE');
          continue;
        }
        expect(Number.isSafeInteger(s.montant)).toBe(true);
        expect(s.montant).toBeGreaterThan(0);
        const ca = c.exercices.filter((x) => x.chiffre_affaires !== null).at(-1)?.chiffre_affaires;
        // At most 60 % of a year's revenue (rounded to 100 units), or the floor of the kind for small
        // revenues (15,000 € at most, or its counter-value in CFP francs).
        const floor = 15_000 * 100 * (s.devise === 'XPF' ? 119.332 : 1);
        if (ca) expect(s.montant).toBeLessThanOrEqual(Math.max(ca * 0.6, floor) + 100 * 100);
      }
      expect(all.some(({ s }) => s.devise === 'XPF')).toBe(true);
    });

    it('are deterministic for a seed', () => {
      const withSuretes = corpus.map((c, i) => ({ c, i })).filter(({ c }) => c.suretes.length);
      for (const { c, i } of withSuretes.slice(0, 50)) expect(generateCompany(11, i).suretes).toEqual(c.suretes);
      const other = Array.from({ length: 300 }, (_, i) => generateCompany(12, i));
      expect(other.map((c) => c.suretes)).not.toEqual(corpus.slice(0, 300).map((c) => c.suretes));
    });
  });
});
