// INSEE legal categories (catégories juridiques, level III) most used by companies and associations.
export const FORMES_JURIDIQUES: Record<string, string> = {
  '1000': 'Entrepreneur individuel',
  '5202': 'Société en nom collectif',
  '5306': 'Société en commandite simple',
  '5308': 'Société en commandite par actions',
  '5485': "Société d'exercice libéral à responsabilité limitée",
  '5498': 'SARL unipersonnelle',
  '5499': 'Société à responsabilité limitée (sans autre indication)',
  '5599': "SA à conseil d'administration (s.a.i.)",
  '5699': 'SA à directoire (s.a.i.)',
  '5710': 'SAS, société par actions simplifiée',
  '5720': 'Société par actions simplifiée à associé unique ou société par actions simplifiée unipersonnelle',
  '5785': "Société d'exercice libéral par action simplifiée",
  '5800': 'Société européenne',
  '6220': "Groupement d'intérêt économique (GIE)",
  '6540': 'Société civile immobilière',
  '6599': 'Autre société civile',
  '9220': 'Association déclarée',
};

export function formeJuridique(code: string | null | undefined): { code: string; libelle: string } | null {
  if (!code) return null;
  return { code, libelle: FORMES_JURIDIQUES[code] ?? `Catégorie juridique ${code}` };
}

/** Legal forms whose units are not registered at a commercial registry (statut INSEE). */
export const FORMES_NON_IMMATRICULEES = new Set(['9220']);
