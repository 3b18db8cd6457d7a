// Regions, departments and communes (overseas and New Caledonia included) from
// @etalab/decoupage-administratif 6.x (INSEE Code officiel géographique).
import communesRaw from '@etalab/decoupage-administratif/data/communes.json';
import departementsRaw from '@etalab/decoupage-administratif/data/departements.json';
import regionsRaw from '@etalab/decoupage-administratif/data/regions.json';
import { NC_DEPARTEMENT } from '@portail/shared/api';

export interface Region {
  code: string;
  nom: string;
}
export interface Departement {
  code: string;
  nom: string;
  region: string;
}
export interface Commune {
  code: string;
  nom: string;
  departement: string;
  region: string;
  arrondissement: string | null;
  codes_postaux: string[];
  population: number | null;
  /** Municipal district of Paris, Lyon or Marseille. */
  arrondissementMunicipal: boolean;
  /** For a municipal district, the code of its commune (75056, 69123, 13055). */
  communeParente: string | null;
}

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
  commune?: string;
}

export const REGIONS: Region[] = (regionsRaw as { code: string; nom: string }[]).map((r) => ({ code: r.code, nom: r.nom }));
export const DEPARTEMENTS: Departement[] = (departementsRaw as { code: string; nom: string; region: string }[]).map((d) => ({
  code: d.code,
  nom: d.nom,
  region: d.region,
}));
export const DEPARTEMENT_BY_CODE = new Map(DEPARTEMENTS.map((d) => [d.code, d]));
/** The collectivities no site covers: the TAAF, Wallis-et-Futuna, French Polynesia, Clipperton. */
const NOT_COVERED = new Set(['984', '986', '987', '989']);
/**
 * The departments and collectivities of mainland France's site, its search criteria and lists:
 * mainland, overseas departments, Saint-Pierre-et-Miquelon, Saint-Barthélemy and Saint-Martin
 * (GET /reference/departements). New Caledonia is not one of them: it has its own site, whose
 * places are its provinces and communes.
 */
export const COVERED_DEPARTEMENTS: Departement[] = DEPARTEMENTS.filter((d) => !NOT_COVERED.has(d.code) && d.code !== NC_DEPARTEMENT);

const PLM_PARENT: Record<string, string> = { '75': '75056', '69': '69123', '13': '13055' };

/** Current communes plus the municipal districts of Paris, Lyon and Marseille. */
export const COMMUNES: Commune[] = (communesRaw as RawCommune[])
  .filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal')
  .filter((c) => c.departement)
  .map((c) => {
    const am = c.type === 'arrondissement-municipal';
    return {
      code: c.code,
      nom: c.nom,
      departement: c.departement!,
      region: c.region ?? c.departement!,
      arrondissement: c.arrondissement ?? null,
      codes_postaux: c.codesPostaux ?? [],
      population: typeof c.population === 'number' ? c.population : null,
      arrondissementMunicipal: am,
      communeParente: am ? (c.commune ?? PLM_PARENT[c.departement!.slice(0, 2)] ?? null) : null,
    };
  });

export const COMMUNE_BY_CODE = new Map(COMMUNES.map((c) => [c.code, c]));

const byPostcode = new Map<string, Commune[]>();
for (const c of COMMUNES) {
  for (const cp of c.codes_postaux) {
    const list = byPostcode.get(cp);
    if (list) list.push(c);
    else byPostcode.set(cp, [c]);
  }
}
export function communesByPostcode(cp: string): Commune[] {
  return byPostcode.get(cp) ?? [];
}

/** Department of a postcode or commune code: 2A/2B for Corsica, 3 digits overseas. */
export function departementOfCommune(code: string): string {
  const c = COMMUNE_BY_CODE.get(code);
  if (c) return c.departement;
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}

/** Plain lower-case ASCII for matching place names. */
export function foldName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
