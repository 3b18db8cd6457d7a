// NAF rev. 2 (INSEE) from @socialgouv/codes-naf: divisions, groups, classes and sub-classes.
// The 21 sections (A..U) and their division ranges are not in the package; they are the public
// INSEE section table, written out below.
import nafRows from '@socialgouv/codes-naf/index.json';

export type NafLevel = 'SECTION' | 'DIVISION' | 'GROUPE' | 'CLASSE' | 'SOUS_CLASSE';
export interface NafEntry {
  code: string;
  libelle: string;
  niveau: NafLevel;
  parent: string | null;
}

const SECTIONS: [string, number, number, string][] = [
  ['A', 1, 3, 'Agriculture, sylviculture et pêche'],
  ['B', 5, 9, 'Industries extractives'],
  ['C', 10, 33, 'Industrie manufacturière'],
  ['D', 35, 35, "Production et distribution d'électricité, de gaz, de vapeur et d'air conditionné"],
  ['E', 36, 39, "Production et distribution d'eau ; assainissement, gestion des déchets et dépollution"],
  ['F', 41, 43, 'Construction'],
  ['G', 45, 47, "Commerce ; réparation d'automobiles et de motocycles"],
  ['H', 49, 53, 'Transports et entreposage'],
  ['I', 55, 56, 'Hébergement et restauration'],
  ['J', 58, 63, 'Information et communication'],
  ['K', 64, 66, "Activités financières et d'assurance"],
  ['L', 68, 68, 'Activités immobilières'],
  ['M', 69, 75, 'Activités spécialisées, scientifiques et techniques'],
  ['N', 77, 82, 'Activités de services administratifs et de soutien'],
  ['O', 84, 84, 'Administration publique'],
  ['P', 85, 85, 'Enseignement'],
  ['Q', 86, 88, 'Santé humaine et action sociale'],
  ['R', 90, 93, 'Arts, spectacles et activités récréatives'],
  ['S', 94, 96, 'Autres activités de services'],
  [
    'T',
    97,
    98,
    'Activités des ménages en tant qu\'employeurs ; activités indifférenciées des ménages en tant que producteurs de biens et services pour usage propre',
  ],
  ['U', 99, 99, 'Activités extra-territoriales'],
];

function sectionOfDivision(div: number): string | null {
  for (const [code, from, to] of SECTIONS) if (div >= from && div <= to) return code;
  return null;
}

function levelOf(code: string): NafLevel {
  if (/^\d{2}$/.test(code)) return 'DIVISION';
  if (/^\d{2}\.\d$/.test(code)) return 'GROUPE';
  if (/^\d{2}\.\d{2}$/.test(code)) return 'CLASSE';
  return 'SOUS_CLASSE';
}

function parentOf(code: string, level: NafLevel): string | null {
  switch (level) {
    case 'DIVISION':
      return sectionOfDivision(Number(code));
    case 'GROUPE':
      return code.slice(0, 2);
    case 'CLASSE':
      return code.slice(0, 4);
    case 'SOUS_CLASSE':
      return code.slice(0, 5);
    default:
      return null;
  }
}

export const NAF: NafEntry[] = [
  ...SECTIONS.map(([code, , , libelle]) => ({ code, libelle, niveau: 'SECTION' as const, parent: null })),
  ...(nafRows as { id: string; label: string }[]).map((r) => {
    const niveau = levelOf(r.id);
    return { code: r.id, libelle: r.label, niveau, parent: parentOf(r.id, niveau) };
  }),
];

export const NAF_BY_CODE = new Map(NAF.map((n) => [n.code, n]));

/** Activity sectors of the search form: NAF divisions 01..99 (SPEC §3, §9). */
export const DIVISIONS = NAF.filter((n) => n.niveau === 'DIVISION');
export const SOUS_CLASSES = NAF.filter((n) => n.niveau === 'SOUS_CLASSE');

export function nafLabel(code: string | null | undefined): string | null {
  return code ? (NAF_BY_CODE.get(code)?.libelle ?? null) : null;
}

export function divisionOf(code: string | null | undefined): { code: string; libelle: string } | null {
  if (!code) return null;
  const d = NAF_BY_CODE.get(code.slice(0, 2));
  return d ? { code: d.code, libelle: d.libelle } : null;
}
