// INSEE headcount bands (tranches d'effectifs salariés), with a rank used to order search results by size.
export const TRANCHES_EFFECTIF: Record<string, { libelle: string; rang: number; min: number; max: number }> = {
  NN: { libelle: 'Unité non employeuse', rang: 0, min: 0, max: 0 },
  '00': { libelle: '0 salarié', rang: 1, min: 0, max: 0 },
  '01': { libelle: '1 ou 2 salariés', rang: 2, min: 1, max: 2 },
  '02': { libelle: '3 à 5 salariés', rang: 3, min: 3, max: 5 },
  '03': { libelle: '6 à 9 salariés', rang: 4, min: 6, max: 9 },
  '11': { libelle: '10 à 19 salariés', rang: 5, min: 10, max: 19 },
  '12': { libelle: '20 à 49 salariés', rang: 6, min: 20, max: 49 },
  '21': { libelle: '50 à 99 salariés', rang: 7, min: 50, max: 99 },
  '22': { libelle: '100 à 199 salariés', rang: 8, min: 100, max: 199 },
  '31': { libelle: '200 à 249 salariés', rang: 9, min: 200, max: 249 },
  '32': { libelle: '250 à 499 salariés', rang: 10, min: 250, max: 499 },
  '41': { libelle: '500 à 999 salariés', rang: 11, min: 500, max: 999 },
  '42': { libelle: '1 000 à 1 999 salariés', rang: 12, min: 1000, max: 1999 },
  '51': { libelle: '2 000 à 4 999 salariés', rang: 13, min: 2000, max: 4999 },
  '52': { libelle: '5 000 à 9 999 salariés', rang: 14, min: 5000, max: 9999 },
  '53': { libelle: '10 000 salariés et plus', rang: 15, min: 10000, max: 100000 },
};

export function trancheEffectif(code: string | null | undefined): { code: string; libelle: string } | null {
  if (!code) return null;
  const t = TRANCHES_EFFECTIF[code];
  return t ? { code, libelle: t.libelle } : null;
}

/** Ranking weight: headcount band first, company category as a tie-breaker. */
export function tailleRang(tranche: string | null | undefined, categorie: string | null | undefined): number {
  const r = tranche ? (TRANCHES_EFFECTIF[tranche]?.rang ?? 0) : 0;
  const c = categorie === 'GE' ? 2 : categorie === 'ETI' ? 1 : 0;
  return r * 4 + c;
}
