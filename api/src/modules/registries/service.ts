// Registry directory: search by name, town, department, postcode or commune; fiche; communes covered.
import { NC_DEPARTEMENT, type Greffe, type GreffeFiche, type Paged } from '@portail/shared/api';
import { COMMUNE_BY_CODE, communesByPostcode, foldName } from '../../data/geo';
import { GREFFES, GREFFE_BY_CODE, type GreffeRecord, greffeForCommune } from '../../data/greffes';

function toGreffe(g: GreffeRecord): Greffe {
  return {
    code: g.code,
    nom: g.nom,
    ville: g.ville,
    slug: g.slug,
    type: g.type,
    adresse: g.adresse,
    departements: g.departements,
    nombre_communes: g.communes.length,
  };
}

/** The registries of a territory: New Caledonia's (its jurisdiction is 988), or all the others. */
export function greffesOfTerritory(territoire: 'FR' | 'NC'): GreffeRecord[] {
  return GREFFES.filter((g) => g.departements.includes(NC_DEPARTEMENT) === (territoire === 'NC'));
}

export function searchGreffes(q: {
  q?: string | undefined;
  code_postal?: string | undefined;
  code_commune?: string | undefined;
  departement?: string | undefined;
  territoire?: 'FR' | 'NC' | undefined;
  limit: number;
  offset: number;
}): Paged<Greffe> {
  let list = q.territoire ? greffesOfTerritory(q.territoire) : GREFFES;
  if (q.code_commune) {
    const g = greffeForCommune(q.code_commune);
    list = g ? [g] : [];
  }
  if (q.code_postal) {
    const codes = new Set(communesByPostcode(q.code_postal).map((c) => greffeForCommune(c.code)?.code).filter(Boolean));
    list = list.filter((g) => codes.has(g.code));
  }
  if (q.departement) list = list.filter((g) => g.departements.includes(q.departement!));
  if (q.q) {
    const words = foldName(q.q).split(' ').filter(Boolean);
    list = list.filter((g) => {
      const hay = foldName(`${g.nom} ${g.ville} ${g.code} ${g.adresse.ville}`);
      return words.every((w) => hay.includes(w));
    });
  }
  return { total: list.length, limit: q.limit, offset: q.offset, items: list.slice(q.offset, q.offset + q.limit).map(toGreffe) };
}

export function getGreffe(code: string): GreffeFiche | null {
  const g = GREFFE_BY_CODE.get(code);
  return g ? { ...toGreffe(g), methode_ressort: g.methode_ressort, note_ressort: g.note_ressort } : null;
}

export function communesCouvertes(code: string, q: { q?: string | undefined; limit: number; offset: number }) {
  const g = GREFFE_BY_CODE.get(code);
  if (!g) return null;
  let communes = g.communes.map((c) => COMMUNE_BY_CODE.get(c)!).filter(Boolean);
  if (q.q) {
    const w = foldName(q.q);
    communes = communes.filter((c) => foldName(c.nom).includes(w) || c.codes_postaux.some((cp) => cp.startsWith(q.q!)));
  }
  communes.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  return {
    total: communes.length,
    limit: q.limit,
    offset: q.offset,
    items: communes.slice(q.offset, q.offset + q.limit).map((c) => ({ code: c.code, nom: c.nom, codes_postaux: c.codes_postaux, departement: c.departement })),
  };
}
