import { isValidSiren, isValidSiret } from '@portail/shared/src/api';
import { STATUTS, STATUTS_ENTREPRISE, TYPES_COMMISSAIRE } from '@portail/shared/src/api';
import { COMMUNE_BY_CODE } from '../data/geo';
import { GREFFE_BY_CODE } from '../data/greffes';
import { NAF_BY_CODE } from '../data/naf';
import { FORMES_JURIDIQUES } from '../data/formes-juridiques';
import { generateCompany, ridetOf, sirenOf } from './generator';

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

  it('gives capitals that fit the company: large ones only to large companies, SA at least 37,000 €', () => {
    const withCapital = corpus.map((c) => c.entreprise).filter((e) => e.capital_social !== null);
    expect(withCapital.length).toBeGreaterThan(N / 2);
    for (const e of withCapital) {
      if (e.capital_social! >= 10_000_000 * 100) expect(e.categorie_entreprise).toBe('GE');
      if (/^(5[56]\d\d|5800)$/.test(e.forme_juridique ?? '')) {
        expect(e.capital_social!).toBeGreaterThanOrEqual(37_000 * 100);
      }
    }
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
});
