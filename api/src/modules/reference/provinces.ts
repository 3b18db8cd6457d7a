// New Caledonia's provinces with their communes, named and given their postcode from the official
// geographic code: a Caledonian commune is searched and listed by its postcode, one per commune.
import { NC_DEPARTEMENT, NC_PROVINCES, isProvinceCode, type Province } from '@portail/shared/api';
import { COMMUNE_BY_CODE } from '../../data/geo';

export const NC_PROVINCES_WITH_COMMUNES: Province[] = NC_PROVINCES.map((p) => ({
  code: p.code,
  nom: p.nom,
  communes: p.communes
    .map((code) => {
      const c = COMMUNE_BY_CODE.get(code);
      if (!c || c.codes_postaux.length !== 1) throw new Error(`Commune of New Caledonia without a single postcode: ${code}`);
      return { code, nom: c.nom, code_postal: c.codes_postaux[0]! };
    })
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr')),
}));

/** The communes of New Caledonia by postcode. */
export const NC_COMMUNE_BY_POSTCODE = new Map(NC_PROVINCES_WITH_COMMUNES.flatMap((p) => p.communes.map((c) => [c.code_postal, { ...c, province: p.code }] as const)));

/**
 * Where a list or a search is, as SQL on table alias `e` (a company's head office): a province of
 * New Caledonia (its communes), the postcode of one of its communes, or a department. `add` binds a
 * value and returns its placeholder. Null when the code names no such place.
 */
export function areaCondition(code: string, add: (v: unknown) => string, known: (department: string) => boolean): string | null {
  if (isProvinceCode(code)) {
    const p = NC_PROVINCES.find((x) => x.code === code)!;
    return `(e.departement = ${add(NC_DEPARTEMENT)} and e.siege_code_commune = any(${add([...p.communes])}::text[]))`;
  }
  if (/^988\d{2}$/.test(code)) return NC_COMMUNE_BY_POSTCODE.has(code) ? `e.siege_code_postal = ${add(code)}` : null;
  return known(code) ? `e.departement = ${add(code)}` : null;
}

/** The name of a place `areaCondition` knows: "Province Sud", "Nouméa"; null otherwise. */
export function ncAreaName(code: string): string | null {
  if (isProvinceCode(code)) return NC_PROVINCES.find((x) => x.code === code)!.nom;
  return NC_COMMUNE_BY_POSTCODE.get(code)?.nom ?? null;
}
