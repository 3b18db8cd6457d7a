// Registries with their codes, seats and the communes they cover (see greffes.data.ts for sources
// and for how coverage is derived).
import { COMMUNES, COMMUNE_BY_CODE, type Commune, foldName } from './geo';
import { GREFFE_SOURCES, type GreffeSource } from './greffes.data';

export type GreffeType = 'TRIBUNAL_DE_COMMERCE' | 'CHAMBRE_COMMERCIALE_TJ' | 'TRIBUNAL_MIXTE_DE_COMMERCE';
export type MethodeRessort = 'DEPARTEMENT' | 'ARRONDISSEMENT' | 'DERIVE';

export interface GreffeRecord {
  code: string;
  knownCode: boolean;
  nom: string;
  ville: string;
  slug: string;
  type: GreffeType;
  communeSiege: string;
  adresse: { ligne: string | null; code_postal: string | null; ville: string };
  departements: string[];
  communes: string[];
  methode_ressort: MethodeRessort;
  note_ressort: string | null;
}

const ALSACE_MOSELLE = new Set(['57', '67', '68']);

export function slugify(s: string): string {
  return foldName(s).replace(/ /g, '-');
}

function typeOf(dep: string): GreffeType {
  if (ALSACE_MOSELLE.has(dep)) return 'CHAMBRE_COMMERCIALE_TJ';
  if (dep.length === 3) return 'TRIBUNAL_MIXTE_DE_COMMERCE';
  return 'TRIBUNAL_DE_COMMERCE';
}

function fullName(type: GreffeType, ville: string): string {
  const de = /^[aeiouyéèêâîôûh]/i.test(ville) ? "d'" : 'de ';
  switch (type) {
    case 'CHAMBRE_COMMERCIALE_TJ':
      return `Greffe de la chambre commerciale du tribunal judiciaire ${de}${ville}`;
    case 'TRIBUNAL_MIXTE_DE_COMMERCE':
      return `Greffe du tribunal mixte de commerce ${de}${ville}`;
    default:
      return `Greffe du tribunal de commerce ${de}${ville}`;
  }
}

function findSeat(src: GreffeSource): Commune {
  const target = foldName(src.commune);
  const c = COMMUNES.find((x) => x.departement === src.departement && !x.arrondissementMunicipal && foldName(x.nom) === target);
  if (!c) throw new Error(`Seat commune not found: ${src.commune} (${src.departement})`);
  return c;
}

function assignCodes(sources: GreffeSource[]): string[] {
  const used = new Set(sources.map((s) => s.knownCode).filter((c): c is string => !!c));
  const next = new Map<string, number>();
  return sources.map((s) => {
    if (s.knownCode) return s.knownCode;
    const prefix = s.departement.replace('2A', '20').replace('2B', '20');
    let n = next.get(prefix) ?? 1;
    const width = 4 - prefix.length;
    let code = prefix + String(n).padStart(width, '0');
    while (used.has(code)) {
      n++;
      code = prefix + String(n).padStart(width, '0');
    }
    used.add(code);
    next.set(prefix, n + 1);
    return code;
  });
}

const postcodeNumber = (c: Commune) => Number(c.codes_postaux[0] ?? c.code.replace(/\D/g, ''));

function build(): GreffeRecord[] {
  const codes = assignCodes(GREFFE_SOURCES);
  const seats = GREFFE_SOURCES.map(findSeat);
  const records: GreffeRecord[] = GREFFE_SOURCES.map((src, i) => {
    const seat = seats[i]!;
    const type = typeOf(src.departement);
    const ville = src.nom ?? (src.commune === 'Val de Briey' ? 'Briey' : src.commune);
    return {
      code: codes[i]!,
      knownCode: !!src.knownCode,
      nom: fullName(type, ville),
      ville,
      slug: slugify(ville),
      type,
      communeSiege: seat.code,
      adresse: {
        ligne: src.adresse?.ligne ?? null,
        code_postal: src.adresse?.codePostal ?? seat.codes_postaux[0] ?? null,
        ville: seat.nom,
      },
      departements: [src.departement, ...(src.extraDepartements ?? [])],
      communes: [],
      methode_ressort: 'DEPARTEMENT',
      note_ressort: null,
    };
  });

  const byDep = new Map<string, number[]>();
  GREFFE_SOURCES.forEach((s, i) => byDep.set(s.departement, [...(byDep.get(s.departement) ?? []), i]));
  const extraArr = new Map<string, number>();
  const extraDep = new Map<string, number>();
  GREFFE_SOURCES.forEach((s, i) => {
    for (const a of s.extraArrondissements ?? []) extraArr.set(a, i);
    for (const d of s.extraDepartements ?? []) extraDep.set(d, i);
  });

  for (const c of COMMUNES) {
    let idx: number | undefined;
    if (c.arrondissement && extraArr.has(c.arrondissement)) idx = extraArr.get(c.arrondissement);
    else if (extraDep.has(c.departement)) idx = extraDep.get(c.departement);
    else {
      const candidates = byDep.get(c.departement);
      if (!candidates) continue;
      if (candidates.length === 1) idx = candidates[0];
      else {
        const parent = c.communeParente ? COMMUNE_BY_CODE.get(c.communeParente) : undefined;
        const arr = c.arrondissement ?? parent?.arrondissement ?? null;
        const sameArr = candidates.filter((i) => seats[i]!.arrondissement === arr);
        const pool = sameArr.length ? sameArr : candidates;
        if (pool.length === 1) idx = pool[0];
        else {
          const cp = postcodeNumber(c);
          idx = pool.reduce((best, i) =>
            Math.abs(postcodeNumber(seats[i]!) - cp) < Math.abs(postcodeNumber(seats[best]!) - cp) ? i : best,
          );
        }
      }
    }
    if (idx !== undefined) records[idx]!.communes.push(c.code);
  }

  for (const [dep, idxs] of byDep) {
    if (idxs.length > 1) {
      for (const i of idxs) {
        records[i]!.methode_ressort = 'DERIVE';
        records[i]!.note_ressort = `Plusieurs greffes dans le département ${dep} : communes réparties par arrondissement puis par proximité du code postal (approximation du ressort légal).`;
      }
    }
  }
  GREFFE_SOURCES.forEach((s, i) => {
    if (s.extraArrondissements || s.extraDepartements) {
      records[i]!.methode_ressort = records[i]!.methode_ressort === 'DEPARTEMENT' ? 'ARRONDISSEMENT' : records[i]!.methode_ressort;
      records[i]!.note_ressort = [records[i]!.note_ressort, 'Ressort étendu au-delà du département du siège.']
        .filter(Boolean)
        .join(' ');
    }
  });
  return records;
}

export const GREFFES: GreffeRecord[] = build();
export const GREFFE_BY_CODE = new Map(GREFFES.map((g) => [g.code, g]));

const greffeOfCommune = new Map<string, GreffeRecord>();
for (const g of GREFFES) for (const c of g.communes) greffeOfCommune.set(c, g);

/** The registry competent for a commune (INSEE code, municipal districts included). */
export function greffeForCommune(codeCommune: string | null | undefined): GreffeRecord | null {
  if (!codeCommune) return null;
  return greffeOfCommune.get(codeCommune) ?? null;
}
