// Full annual accounts of the generated corpus, in the French layout (liasse fiscale, see
// @portail/shared/api accountsLayout.ts): for each filed year of a company, a balance sheet and an
// income statement consistent with the turnover, result and headcount the corpus declares for that
// year, and with the year before: assets equal liabilities, the year's result is the income
// statement's, the previous result is appropriated to reserves or paid out, fixed assets are
// depreciated and renewed, stocks, receivables and payables follow the activity.
//
// Deterministic: a company's profile (sector mix, capital intensity, payment terms...) depends only
// on its registration number, a year's variations on that number and the year, and a year's
// accounts on the previous year's (read back from the stored lines when the corpus moves forward).
import { type Postes, type RegimeComptes, codesOf } from '@portail/shared/api';
import { Rng } from './random';
import type { ComptesRow, ExerciceRow } from './types';
import type { Col } from './writer';

/** A row of table comptes_annuels (migration 480): one company's accounts of one year. */
export interface ComptesAnnuelsRow {
  date_cloture: string;
  duree_mois: number;
  regime: RegimeComptes;
  confidentiel: boolean;
  /** Box code -> amount in hundredths, zero boxes left out; empty when confidential. */
  postes: Record<string, number>;
}

/** The columns of table comptes_annuels, as the corpus writes them. */
export const COMPTES_ANNUELS_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['date_cloture', 'date'],
  ['duree_mois', 'smallint'],
  ['regime', 'text'],
  ['confidentiel', 'bool'],
  ['postes', 'jsonb'],
];

/** The balance a year hands to the next, in whole units of the currency. */
export interface Carry {
  fondsCommercial: number;
  incorpBrut: number;
  incorpAmort: number;
  terrains: number;
  corpBrut: number;
  corpAmort: number;
  financieres: number;
  stockMP: number;
  stockPF: number;
  stockMarch: number;
  capital: number;
  primes: number;
  reserveLegale: number;
  autresReserves: number;
  reportANouveau: number;
  resultat: number;
  emprunts: number;
  comptesCourants: number;
}

/** What stays the same for a company from one year to the next. */
export interface Profile {
  march: number;
  biens: number;
  intensity: number;
  depreciation: number;
  leverage: number;
  tauxMarch: number;
  tauxMP: number;
  joursMarch: number;
  joursMP: number;
  joursPF: number;
  joursClients: number;
  joursFournisseurs: number;
  externes: number;
  salaire: number;
  distribution: number;
  constructions: number;
  installations: number;
  participations: number;
  comptesCourants: number;
  vmp: number;
}

const HUNDREDTHS = 100;
const XPF_PER_EUR = 119.332;

/** A number from a string, for the random streams keyed on a registration number. */
function keyOf(numero: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < numero.length; i++) h = Math.imul(h ^ numero.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const between = (rng: Rng, a: number, b: number) => a + rng.next() * (b - a);

function profileOf(numero: string, naf: string | null, devise: 'EUR' | 'XPF'): Profile {
  const rng = new Rng(keyOf(numero), 0xacc0);
  const division = naf ? Number(naf.slice(0, 2)) : 0;
  const industry = division >= 10 && division <= 43;
  const trade = division >= 45 && division <= 47;
  const realEstate = division === 68;
  const holding = naf === '64.20Z' || naf === '70.10Z';
  const constructions = industry || realEstate ? between(rng, 0.3, 0.7) : between(rng, 0, 0.2);
  const march = trade ? between(rng, 0.75, 1) : industry ? between(rng, 0, 0.2) : between(rng, 0, 0.1);
  const biens = industry ? between(rng, 0.55, 1 - march) : trade ? 0 : between(rng, 0, 0.1);
  return {
    march,
    biens,
    intensity: realEstate ? between(rng, 3, 7) : industry ? between(rng, 0.3, 0.8) : trade ? between(rng, 0.08, 0.3) : between(rng, 0.05, 0.35),
    depreciation: realEstate ? between(rng, 0.025, 0.04) : between(rng, 0.1, 0.18),
    leverage: between(rng, 0.1, 0.7),
    tauxMarch: between(rng, 0.55, 0.75),
    tauxMP: between(rng, 0.3, 0.5),
    joursMarch: between(rng, 20, 75),
    joursMP: between(rng, 15, 50),
    joursPF: between(rng, 10, 40),
    joursClients: division === 47 || division === 56 ? between(rng, 2, 12) : between(rng, 25, 75),
    joursFournisseurs: between(rng, 30, 70),
    externes: between(rng, 0.12, 0.3),
    salaire: between(rng, 30_000, 46_000) * (devise === 'XPF' ? XPF_PER_EUR * 1.1 : 1),
    distribution: rng.chance(0.4) ? between(rng, 0.2, 0.8) : 0,
    constructions,
    // Buildings and plant never take more than 95 % of the tangible assets: the rest is equipment.
    installations: Math.min(0.95 - constructions, industry ? between(rng, 0.2, 0.5) : between(rng, 0, 0.15)),
    participations: holding ? between(rng, 2, 6) : rng.chance(0.1) ? between(rng, 0.02, 0.2) : 0,
    comptesCourants: rng.chance(0.35) ? between(rng, 0.01, 0.08) : 0,
    vmp: rng.chance(0.2) ? between(rng, 0.01, 0.08) : 0,
  };
}

/** The balance before the first generated year: drawn from that year's activity. */
function openingOf(p: Profile, regime: RegimeComptes, ca: number, resultat: number, capital: number, rng: Rng): Carry {
  const corpBrut = Math.round(ca * p.intensity);
  const incorpBrut = Math.round(ca * between(rng, 0, 0.03));
  const stocks = stocksOf(p, ca, rng);
  return {
    fondsCommercial: p.march > 0.5 && rng.chance(0.4) ? Math.round(ca * between(rng, 0.05, 0.2)) : 0,
    incorpBrut,
    incorpAmort: Math.round(incorpBrut * between(rng, 0.2, 0.7)),
    terrains: regime === 'COMPLET' && p.constructions > 0.3 ? Math.round(corpBrut * between(rng, 0.05, 0.2)) : 0,
    corpBrut,
    corpAmort: Math.round(corpBrut * between(rng, 0.25, 0.6)),
    financieres: Math.round(ca * (p.participations + between(rng, 0.002, 0.02))),
    ...stocks,
    capital,
    primes: regime === 'COMPLET' && rng.chance(0.2) ? Math.round(capital * between(rng, 0.1, 2)) : 0,
    reserveLegale: Math.round(capital * between(rng, 0, 0.1)),
    autresReserves: Math.round(ca * between(rng, 0, 0.08)),
    reportANouveau: Math.round(ca * between(rng, -0.03, 0.04)),
    resultat: Math.round(resultat * between(rng, 0.6, 1.3)),
    emprunts: Math.round(corpBrut * 0.6 * p.leverage),
    comptesCourants: Math.round(ca * p.comptesCourants),
  };
}

function stocksOf(p: Profile, ca: number, rng: Rng): Pick<Carry, 'stockMP' | 'stockPF' | 'stockMarch'> {
  const noise = () => between(rng, 0.85, 1.15);
  return {
    stockMarch: Math.round(((ca * p.march * p.tauxMarch * p.joursMarch) / 365) * noise()),
    stockMP: Math.round(((ca * p.biens * p.tauxMP * p.joursMP) / 365) * noise()),
    stockPF: Math.round(((ca * p.biens * 0.6 * p.joursPF) / 365) * noise()),
  };
}

/** Every box of the normal layout, in whole units. */
type Boxes = Record<string, number>;

export interface YearInput {
  numero: string;
  naf: string | null;
  devise: 'EUR' | 'XPF';
  regime: RegimeComptes;
  /** Share capital in hundredths, as the company's row holds it. */
  capital: number | null;
  exercice: Pick<ExerciceRow, 'date_cloture' | 'chiffre_affaires' | 'resultat' | 'effectif'>;
  previous: Carry | null;
  /** The company's profile, when the caller already drew it. */
  profile?: Profile;
}

/**
 * One year's accounts in the normal layout's boxes (whole units) and the balance it hands on.
 * The income statement ends on the declared result and its turnover is the declared one; the
 * external charges, purchases and staff costs share what the other lines leave.
 */
export function yearOf(input: YearInput): { boxes: Boxes; carry: Carry } {
  const { regime, exercice } = input;
  const year = Number(exercice.date_cloture.slice(0, 4));
  const p = input.profile ?? profileOf(input.numero, input.naf, input.devise);
  const rng = new Rng(keyOf(input.numero), year, 0xacc1);
  const ca = Math.round((exercice.chiffre_affaires ?? 0) / HUNDREDTHS);
  const R = Math.round((exercice.resultat ?? 0) / HUNDREDTHS);
  const effectif = exercice.effectif ?? 0;
  const capital = input.capital !== null ? Math.round(input.capital / HUNDREDTHS) : (input.previous?.capital ?? 1_000);
  const prev = input.previous ?? openingOf(p, regime, ca, R, capital, rng);
  const small = (a: number, b: number) => Math.round(ca * between(rng, a, b));
  const b: Boxes = {};

  // Sales.
  b.FC = Math.round(ca * p.march);
  b.FF = Math.round(ca * p.biens);
  b.FI = ca - b.FC - b.FF;
  b.FL = ca;

  // Fixed assets: depreciated, renewed, scrapped once mostly written off.
  const dotCorp = Math.min(Math.round(prev.corpBrut * p.depreciation), prev.corpBrut - prev.corpAmort);
  const dotIncorp = Math.min(Math.round(prev.incorpBrut * 0.2), prev.incorpBrut - prev.incorpAmort);
  const growth = ca > 0 && prev.corpBrut > 0 ? Math.min(2, Math.max(0.3, (ca * p.intensity) / prev.corpBrut)) : 1;
  const investCorp = Math.round(Math.max(dotCorp, prev.corpBrut * p.depreciation) * between(rng, 0.6, 1.4) * growth);
  let corpBrut = prev.corpBrut + investCorp;
  let corpAmort = prev.corpAmort + dotCorp;
  if (corpAmort > 0.8 * corpBrut) {
    const scrapped = Math.round(corpAmort - 0.5 * corpBrut);
    corpBrut -= scrapped;
    corpAmort -= scrapped;
  }
  const investIncorp = Math.round(dotIncorp * between(rng, 0.5, 1.5));
  const incorpBrut = prev.incorpBrut + investIncorp;
  const incorpAmort = prev.incorpAmort + dotIncorp;
  const financieres = Math.max(0, Math.round(prev.financieres * between(rng, 0.95, 1.08)));

  // Stocks and their variations.
  const stocks = stocksOf(p, ca, rng);
  b.FM = stocks.stockPF - prev.stockPF;
  b.FN = rng.chance(0.1) ? small(0, 0.01) : 0;
  b.FO = rng.chance(0.15) ? small(0, 0.005) : 0;
  b.FP = small(0, 0.006);
  b.FQ = small(0, 0.003);
  b.FR = b.FL + b.FM + b.FN + b.FO + b.FP + b.FQ;
  b.FT = prev.stockMarch - stocks.stockMarch;
  b.FV = prev.stockMP - stocks.stockMP;

  // Financial and exceptional items, profit sharing and corporate tax.
  b.GL = small(0, 0.002);
  b.GP = b.GL;
  b.GR = Math.round((prev.emprunts + prev.comptesCourants * 0.5) * between(rng, 0.02, 0.045));
  b.GU = b.GR;
  b.GV = b.GP - b.GU;
  b.HA = small(0, 0.002);
  b.HB = rng.chance(0.15) ? small(0, 0.01) : 0;
  b.HE = small(0, 0.002);
  b.HF = b.HB > 0 ? Math.round(b.HB * between(rng, 0.3, 1.1)) : 0;
  b.HJ = regime === 'COMPLET' && effectif >= 50 && R > 0 ? Math.round(R * between(rng, 0.05, 0.1)) : 0;
  b.HK = R > 0 ? Math.round((R * (regime === 'COMPLET' ? 0.25 : 0.15)) / (regime === 'COMPLET' ? 0.75 : 0.85)) : 0;

  // Operating charges: fixed ones first, then what is left shared by purchases, external charges and staff.
  b.GA = dotCorp + dotIncorp;
  b.GB = 0;
  b.GC = rng.chance(0.3) ? small(0, 0.003) : 0;
  b.GD = rng.chance(0.15) ? small(0, 0.003) : 0;
  b.GE = small(0, 0.003);
  b.FX = small(0.006, 0.02);
  const fixed = b.GA + b.GB + b.GC + b.GD + b.GE + b.FX;
  const operating = () => R + b.HJ! + b.HK! - b.GV! - (b.HA! + b.HB! - b.HE! - b.HF!);
  // An operating result the products cannot carry (a heavily depreciated, highly profitable
  // year) comes from an exceptional gain instead.
  const floor = Math.round(0.1 * Math.max(b.FR, 0));
  const short = floor - (b.FR - operating() - fixed);
  if (short > 0) b.HB += short;
  b.HD = b.HA + b.HB;
  b.HH = b.HE + b.HF;
  b.HI = b.HD - b.HH;
  b.GG = R + b.HJ + b.HK - b.GV - b.HI;
  b.GF = b.FR - b.GG;
  const remaining = b.GF - fixed;
  const want = {
    march: b.FC * p.tauxMarch,
    mp: b.FF * p.tauxMP,
    externes: ca * p.externes,
    personnel: effectif * p.salaire * 1.42,
  };
  const total = want.march + want.mp + want.externes + want.personnel;
  const factor = total > 0 ? remaining / total : 0;
  const consMarch = Math.round(want.march * factor);
  const consMP = Math.round(want.mp * factor);
  const personnel = Math.round(want.personnel * factor);
  b.FS = Math.max(0, consMarch - b.FT);
  b.FU = Math.max(0, consMP - b.FV);
  b.FY = Math.round(personnel / 1.42);
  b.FZ = personnel - b.FY;
  b.FW = remaining - (b.FS + b.FT) - (b.FU + b.FV) - personnel;
  b.GW = b.GG + b.GV;
  b.HL = b.FR + b.GP + b.HD;
  b.HM = b.GF + b.GU + b.HH + b.HJ + b.HK;
  b.HN = b.HL - b.HM;

  // Equity: last year's result appropriated (legal reserve, dividends, reserves or losses carried forward).
  let { reserveLegale, autresReserves, reportANouveau } = prev;
  if (prev.resultat > 0) {
    const dividendes = Math.round(prev.resultat * p.distribution);
    const legale = Math.max(0, Math.min(Math.round(prev.resultat * 0.05), Math.round(capital * 0.1) - reserveLegale));
    reserveLegale += legale;
    const rest = prev.resultat - dividendes - legale;
    if (reportANouveau < 0) reportANouveau += rest;
    else autresReserves += rest;
  } else reportANouveau += prev.resultat;
  b.DA = capital;
  b.DB = prev.primes;
  b.DD = reserveLegale;
  b.DG = autresReserves;
  b.DH = reportANouveau;
  b.DI = R;
  b.DJ = 0;
  b.DL = b.DA + b.DB + b.DD + b.DG + b.DH + b.DI + b.DJ;
  b.DP = regime === 'COMPLET' ? small(0, 0.01) : 0;
  b.DQ = regime === 'COMPLET' && rng.chance(0.3) ? small(0, 0.005) : 0;
  b.DR = b.DP + b.DQ;

  // Assets.
  const constructions = p.constructions;
  b.AF = incorpBrut;
  b.AG = incorpAmort;
  b.AH = prev.fondsCommercial;
  b.AI = 0;
  b.AN = prev.terrains;
  b.AO = 0;
  b.AP = Math.round(corpBrut * constructions);
  b.AQ = Math.min(b.AP, Math.round(corpAmort * constructions));
  b.AR = Math.round(corpBrut * p.installations);
  b.AS = Math.min(b.AR, Math.round(corpAmort * p.installations));
  b.AT = corpBrut - b.AP - b.AR;
  b.AU = Math.min(b.AT, corpAmort - b.AQ - b.AS);
  corpAmort = b.AQ + b.AS + b.AU;
  b.CU = Math.round(financieres * (p.participations > 0 ? 0.9 : 0));
  b.CV = 0;
  b.BH = financieres - b.CU;
  b.BI = 0;
  b.BJ = b.AF + b.AH + b.AN + b.AP + b.AR + b.AT + b.CU + b.BH;
  b.BK = b.AG + b.AI + b.AO + b.AQ + b.AS + b.AU + b.CV + b.BI;
  b.BL = stocks.stockMP;
  b.BR = stocks.stockPF;
  b.BT = stocks.stockMarch;
  b.BX = Math.round((ca * 1.2 * p.joursClients) / 365);
  b.BY = rng.chance(0.3) ? Math.round(b.BX * between(rng, 0, 0.04)) : 0;
  b.BZ = small(0.01, 0.04);
  b.CD = Math.round(ca * p.vmp);
  b.CH = small(0.002, 0.01);

  // Liabilities: loans repaid and taken for the investments, operating debts.
  const emprunts = Math.max(0, Math.round(prev.emprunts * between(rng, 0.8, 0.9) + investCorp * p.leverage));
  b.DV = Math.round(prev.comptesCourants * between(rng, 0.85, 1.15));
  b.DW = rng.chance(0.1) ? small(0, 0.01) : 0;
  b.DX = Math.round(((b.FS + b.FU + b.FW) * 1.2 * p.joursFournisseurs) / 365);
  b.DY = Math.round(personnel * 0.18 + b.HK * 0.3 + ca * between(rng, 0.015, 0.035));
  b.DZ = rng.chance(0.1) ? Math.round(investCorp * between(rng, 0, 0.2)) : 0;
  b.EA = small(0, 0.01);
  b.EB = rng.chance(0.2) ? small(0, 0.01) : 0;

  // Cash balances the sheet; below a working minimum the bank lends the difference as an overdraft.
  const actifHorsCaisse = b.BJ - b.BK + b.BL + b.BR + b.BT + b.BX - b.BY + b.BZ + b.CD + b.CH;
  const dettesHorsBanque = b.DV + b.DW + b.DX + b.DY + b.DZ + b.EA + b.EB;
  const minimum = Math.round(ca * 0.01);
  let cash = b.DL + b.DR + emprunts + dettesHorsBanque - actifHorsCaisse;
  b.EH = cash < minimum ? minimum - cash : 0;
  cash += b.EH;
  b.CF = cash;
  b.DU = emprunts + b.EH;
  b.EC = b.DU + dettesHorsBanque;
  b.EE = b.DL + b.DR + b.EC;
  b.CJ = b.BL + b.BR + b.BT + b.BX + b.BZ + b.CD + b.CF + b.CH;
  b.CK = b.BY;
  b.CO = b.BJ + b.CJ;
  b['1A'] = b.BK + b.CK;

  const carry: Carry = {
    fondsCommercial: b.AH,
    incorpBrut,
    incorpAmort,
    terrains: b.AN,
    corpBrut,
    corpAmort,
    financieres,
    ...stocks,
    capital,
    primes: b.DB,
    reserveLegale,
    autresReserves,
    reportANouveau,
    resultat: R,
    emprunts,
    comptesCourants: b.DV,
  };
  return { boxes: b, carry };
}

/** The simplified layout's boxes from the normal layout's (whole units). */
function simplified(b: Boxes): Boxes {
  const s: Boxes = {
    '010': b.AH!,
    '012': b.AI!,
    '014': b.AF!,
    '016': b.AG!,
    '028': b.AN! + b.AP! + b.AR! + b.AT!,
    '030': b.AO! + b.AQ! + b.AS! + b.AU!,
    '040': b.CU! + b.BH!,
    '042': b.CV! + b.BI!,
    '050': b.BL! + b.BR!,
    '060': b.BT!,
    '068': b.BX!,
    '070': b.BY!,
    '072': b.BZ!,
    '080': b.CD!,
    '084': b.CF!,
    '092': b.CH!,
    '120': b.DA!,
    '126': b.DD!,
    '132': b.DB! + b.DG!,
    '134': b.DH!,
    '136': b.DI!,
    '142': b.DL!,
    '154': b.DR!,
    '156': b.DU! + b.DV!,
    '164': b.DW!,
    '166': b.DX!,
    '172': b.DY! + b.DZ! + b.EA!,
    '174': b.EB!,
    '210': b.FC!,
    '214': b.FF!,
    '218': b.FI!,
    '222': b.FM!,
    '224': b.FN!,
    '226': b.FO!,
    '230': b.FP! + b.FQ!,
    '232': b.FR!,
    '234': b.FS!,
    '236': b.FT!,
    '238': b.FU!,
    '240': b.FV!,
    '242': b.FW!,
    '244': b.FX!,
    '250': b.FY!,
    '252': b.FZ!,
    '254': b.GA!,
    '256': b.GB! + b.GC! + b.GD!,
    '262': b.GE!,
    '264': b.GF!,
    '270': b.GG!,
    '280': b.GP!,
    '290': b.HD!,
    '294': b.GU!,
    '300': b.HH!,
    '306': b.HJ! + b.HK!,
    '310': b.HN!,
  };
  s['044'] = s['010']! + s['014']! + s['028']! + s['040']!;
  s['048'] = s['012']! + s['016']! + s['030']! + s['042']!;
  s['096'] = s['050']! + s['060']! + s['068']! + s['072']! + s['080']! + s['084']! + s['092']!;
  s['098'] = s['070']!;
  s['110'] = s['044']! + s['096']!;
  s['112'] = s['048']! + s['098']!;
  s['176'] = s['156']! + s['164']! + s['166']! + s['172']! + s['174']!;
  s['180'] = s['142']! + s['154']! + s['176']!;
  return s;
}

const CODES: Record<RegimeComptes, readonly string[]> = { COMPLET: codesOf('COMPLET'), SIMPLIFIE: codesOf('SIMPLIFIE') };

/** The stored boxes of a layout, in hundredths, zero boxes left out. */
export function postesOf(regime: RegimeComptes, boxes: Boxes): Record<string, number> {
  const b = regime === 'COMPLET' ? boxes : simplified(boxes);
  const out: Record<string, number> = {};
  for (const code of CODES[regime]) {
    const v = b[code] ?? 0;
    if (v !== 0) out[code] = v * HUNDREDTHS;
  }
  return out;
}

/** The balance a stored year hands to the next (the corpus moving forward reads it back). */
export function carryOf(regime: RegimeComptes, postes: Postes): Carry {
  const v = (code: string) => Math.round((postes[code] ?? 0) / HUNDREDTHS);
  if (regime === 'COMPLET') {
    return {
      fondsCommercial: v('AH'),
      incorpBrut: v('AF'),
      incorpAmort: v('AG'),
      terrains: v('AN'),
      corpBrut: v('AP') + v('AR') + v('AT'),
      corpAmort: v('AQ') + v('AS') + v('AU'),
      financieres: v('CU') + v('BH'),
      stockMP: v('BL'),
      stockPF: v('BR'),
      stockMarch: v('BT'),
      capital: v('DA'),
      primes: v('DB'),
      reserveLegale: v('DD'),
      autresReserves: v('DG'),
      reportANouveau: v('DH'),
      resultat: v('DI'),
      emprunts: v('DU') - v('EH'),
      comptesCourants: v('DV'),
    };
  }
  return {
    fondsCommercial: v('010'),
    incorpBrut: v('014'),
    incorpAmort: v('016'),
    terrains: 0,
    corpBrut: v('028'),
    corpAmort: v('030'),
    financieres: v('040'),
    stockMP: v('050'),
    stockPF: 0,
    stockMarch: v('060'),
    capital: v('120'),
    primes: 0,
    reserveLegale: v('126'),
    autresReserves: v('132'),
    reportANouveau: v('134'),
    resultat: v('136'),
    emprunts: v('156'),
    comptesCourants: 0,
  };
}

export const regimeOf = (type: ComptesRow['type'] | null): RegimeComptes => (type === 'SIMPLIFIES' ? 'SIMPLIFIE' : 'COMPLET');

/**
 * The accounts of every filed year of a company (consolidated accounts aside): years follow one
 * another from the oldest declared, each carrying its balance to the next; confidential ones are
 * recorded without figures.
 */
export function annualAccountsOf(
  entreprise: { numero_identification: string; code_naf: string | null; devise: 'EUR' | 'XPF'; capital_social: number | null },
  exercices: readonly ExerciceRow[],
  comptes: readonly ComptesRow[],
): ComptesAnnuelsRow[] {
  const filed = new Map(comptes.filter((c) => c.type !== 'CONSOLIDES').map((c) => [c.date_cloture, c]));
  if (filed.size === 0) return [];
  const out: ComptesAnnuelsRow[] = [];
  let previous: Carry | null = null;
  const profile = profileOf(entreprise.numero_identification, entreprise.code_naf, entreprise.devise);
  for (const x of [...exercices].sort((a, b) => a.date_cloture.localeCompare(b.date_cloture))) {
    const depot = filed.get(x.date_cloture);
    const regime = regimeOf(depot?.type ?? comptes.find((c) => c.type !== 'CONSOLIDES')?.type ?? null);
    if (x.confidentiel || x.chiffre_affaires === null || x.resultat === null) {
      if (depot) out.push({ date_cloture: x.date_cloture, duree_mois: x.duree_mois, regime, confidentiel: true, postes: {} });
      previous = null;
      continue;
    }
    const { boxes, carry } = yearOf({
      numero: entreprise.numero_identification,
      naf: entreprise.code_naf,
      devise: entreprise.devise,
      regime,
      capital: entreprise.capital_social,
      exercice: x,
      previous,
      profile,
    });
    previous = carry;
    if (depot) out.push({ date_cloture: x.date_cloture, duree_mois: x.duree_mois, regime, confidentiel: false, postes: postesOf(regime, boxes) });
  }
  return out;
}
