// The key figures and ratios of a year's annual accounts: their values' shape, and their names,
// units and formulas as records and documents print them. Apart from the forms' layout
// (accountsLayout.ts), which only the server needs to compute them.

export interface ChiffresComptes {
  chiffre_affaires: number;
  valeur_ajoutee: number;
  ebe: number;
  resultat_net: number;
  fonds_propres: number;
  endettement: number;
  bfr: number;
  tresorerie: number;
}

export interface RatiosComptes {
  /** Shares as fractions (0.052 for 5,2 %); null when the divisor is zero or negative. */
  marge_nette: number | null;
  rentabilite_capitaux_propres: number | null;
  autonomie_financiere: number | null;
  /** Days. */
  delai_clients: number | null;
  delai_fournisseurs: number | null;
}

/** The key figures' names, in the order records show them. */
export const CHIFFRES: readonly { key: keyof ChiffresComptes; libelle: string }[] = [
  { key: 'chiffre_affaires', libelle: 'Chiffre d’affaires' },
  { key: 'valeur_ajoutee', libelle: 'Valeur ajoutée' },
  { key: 'ebe', libelle: 'Excédent brut d’exploitation (EBE)' },
  { key: 'resultat_net', libelle: 'Résultat net' },
  { key: 'fonds_propres', libelle: 'Fonds propres' },
  { key: 'endettement', libelle: 'Endettement financier' },
  { key: 'bfr', libelle: 'Besoin en fonds de roulement (BFR)' },
  { key: 'tresorerie', libelle: 'Trésorerie nette' },
];

/** The ratios' names, units and formulas, as records and documents print them. */
export const RATIOS: readonly { key: keyof RatiosComptes; libelle: string; unite: '%' | 'jours'; formule: string }[] = [
  { key: 'marge_nette', libelle: 'Marge nette', unite: '%', formule: 'Résultat net ÷ chiffre d’affaires' },
  { key: 'rentabilite_capitaux_propres', libelle: 'Rentabilité des capitaux propres', unite: '%', formule: 'Résultat net ÷ capitaux propres' },
  { key: 'autonomie_financiere', libelle: 'Autonomie financière', unite: '%', formule: 'Capitaux propres ÷ total du bilan' },
  { key: 'delai_clients', libelle: 'Délai clients', unite: 'jours', formule: 'Créances clients ÷ chiffre d’affaires hors taxes × 365' },
  { key: 'delai_fournisseurs', libelle: 'Délai fournisseurs', unite: 'jours', formule: 'Dettes fournisseurs ÷ (achats + charges externes) × 365' },
];
