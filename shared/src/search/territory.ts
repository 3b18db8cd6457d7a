// Where a company is, as each site's search and lists speak of it: mainland France by department;
// New Caledonia, one collectivity of the official geographic code (988), by province and commune.
// Plain data, read by the API (filters, lists, figures) and by the pages.

/** New Caledonia's code in the official geographic code, where departments have theirs. */
export const NC_DEPARTEMENT = '988';

export interface NcProvince {
  /** Code of the province in search criteria and list URLs. */
  code: 'PS' | 'PN' | 'PIL';
  nom: string;
  /** INSEE codes of its communes (988xx). */
  communes: readonly string[];
}

/**
 * The three provinces of New Caledonia and their communes (loi organique n° 99-209 du 19 mars 1999,
 * art. 6). Poya, which lies across the boundary, is administered by the North province.
 */
export const NC_PROVINCES: readonly NcProvince[] = [
  {
    code: 'PS',
    nom: 'Province Sud',
    // Bouloupari, Bourail, Dumbéa, Farino, L'Île-des-Pins, La Foa, Moindou, Le Mont-Dore, Nouméa,
    // Païta, Sarraméa, Thio, Yaté.
    communes: ['98802', '98803', '98805', '98806', '98809', '98813', '98816', '98817', '98818', '98821', '98828', '98829', '98832'],
  },
  {
    code: 'PN',
    nom: 'Province Nord',
    // Belep, Canala, Hienghène, Houaïlou, Kaala-Gomen, Koné, Koumac, Ouégoa, Poindimié, Ponérihouen,
    // Pouébo, Pouembout, Poum, Poya, Touho, Voh, Kouaoua.
    communes: ['98801', '98804', '98807', '98808', '98810', '98811', '98812', '98819', '98822', '98823', '98824', '98825', '98826', '98827', '98830', '98831', '98833'],
  },
  {
    code: 'PIL',
    nom: 'Province des Îles Loyauté',
    // Lifou, Maré, Ouvéa.
    communes: ['98814', '98815', '98820'],
  },
];

export const PROVINCE_CODES = NC_PROVINCES.map((p) => p.code) as [NcProvince['code'], ...NcProvince['code'][]];

export function isProvinceCode(value: string): value is NcProvince['code'] {
  return (PROVINCE_CODES as string[]).includes(value);
}

/** The province of a commune of New Caledonia, by its INSEE code (988xx). */
export function provinceOfCommune(codeCommune: string | null | undefined): NcProvince | undefined {
  return codeCommune ? NC_PROVINCES.find((p) => p.communes.includes(codeCommune)) : undefined;
}

export function findProvince(code: string): NcProvince | undefined {
  return NC_PROVINCES.find((p) => p.code === code.toUpperCase());
}

/** The territory a department or collectivity belongs to: New Caledonia (988) or France. */
export function territoryOfDepartment(code: string): 'FR' | 'NC' {
  return code === NC_DEPARTEMENT ? 'NC' : 'FR';
}

/** How a territory's site names its places in the lists and the filters. */
export interface AreaWording {
  /** Label of the search criterion. */
  field: string;
  /** The criterion's "no filter" choice. */
  all: string;
  /** The list pages, as the breadcrumb names them. */
  browse: string;
  /** The link to the list pages from the other searches. */
  browseLink: string;
  loading: string;
}

export const AREA_WORDING: Record<'FR' | 'NC', AreaWording> = {
  FR: {
    field: 'Département',
    all: 'Tous les départements',
    browse: 'Recherche par département',
    browseLink: "Parcourir les entreprises par département et secteur d'activité",
    loading: 'Chargement des départements…',
  },
  NC: {
    field: 'Province ou commune',
    all: 'Toute la Nouvelle-Calédonie',
    browse: 'Recherche par province',
    browseLink: "Parcourir les entreprises par province, commune et secteur d'activité",
    loading: 'Chargement des provinces et des communes…',
  },
};
