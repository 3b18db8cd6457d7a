// The specimen of the financial-performance figures shown before buying a company's accounts: a
// fictitious company's three fiscal years and the ratios computed from them. Every figure of the
// specimen is written here, once.
import { SPECIMEN_LABEL, type SpecimenExercice, type SpecimenPerformance } from '@portail/shared/api';

/** A fiscal year as filed: amounts in cents. */
export interface FiledYear {
  annee: number;
  date_cloture: string;
  duree_mois: number;
  chiffre_affaires: number;
  resultat_net: number;
  effectif: number;
}

/** The specimen's company and its years, oldest first. Invented: no company has these figures. */
export const SPECIMEN_COMPANY = {
  denomination: 'Ateliers Spécimen (société fictive)',
  forme_juridique: 'Société par actions simplifiée',
  activite: 'Fabrication de meubles de bureau et de magasin',
} as const;

export const SPECIMEN_YEARS: readonly FiledYear[] = [
  { annee: 2022, date_cloture: '2022-12-31', duree_mois: 12, chiffre_affaires: 412_350_000, resultat_net: 18_420_000, effectif: 38 },
  { annee: 2023, date_cloture: '2023-12-31', duree_mois: 12, chiffre_affaires: 458_910_000, resultat_net: 24_760_000, effectif: 41 },
  { annee: 2024, date_cloture: '2024-12-31', duree_mois: 12, chiffre_affaires: 437_200_000, resultat_net: 15_310_000, effectif: 43 },
];

/** A percentage with one decimal (half away from zero), or null when the base is zero. */
function percent(part: number, base: number): number | null {
  if (base === 0) return null;
  const tenths = (part * 1000) / base;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

/**
 * Each year with its net margin (net result over turnover) and the change of its turnover from
 * the year before (null for the first one, or after a year without turnover), in percent.
 */
export function withRatios(years: readonly FiledYear[]): SpecimenExercice[] {
  return years.map((year, i) => {
    const previous = i > 0 ? years[i - 1]! : null;
    return {
      ...year,
      marge_nette_pct: percent(year.resultat_net, year.chiffre_affaires),
      evolution_ca_pct: previous ? percent(year.chiffre_affaires - previous.chiffre_affaires, previous.chiffre_affaires) : null,
    };
  });
}

export function specimenPerformance(): SpecimenPerformance {
  return { libelle: SPECIMEN_LABEL, entreprise: { ...SPECIMEN_COMPANY }, devise: 'EUR', exercices: withRatios(SPECIMEN_YEARS) };
}
