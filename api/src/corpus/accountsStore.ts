// The accounts of the years the corpus files as it moves forward (advance.ts): each follows the
// company's last stored year, read back from its boxes, in the same transaction as the filing.
import type { Queryable } from '../db/types';
import { COMPTES_ANNUELS_COLS, type Carry, type ComptesAnnuelsRow, carryOf, postesOf, regimeOf, yearOf } from './accounts';
import type { ComptesRow, ExerciceRow } from './types';
import { unnestInsert } from './writer';

export interface NewFiling {
  entreprise_id: number;
  exercice: ExerciceRow;
  comptes: ComptesRow;
}

interface CompanyRow {
  id: number;
  numero_identification: string;
  code_naf: string | null;
  devise: 'EUR' | 'XPF';
  capital_social: number | null;
}

interface LastYear {
  entreprise_id: number;
  date_cloture: string;
  regime: ComptesAnnuelsRow['regime'];
  confidentiel: boolean;
  postes: Record<string, number>;
}

/** The full accounts of newly filed years, written beside their filings (consolidated accounts aside). */
export async function writeAccountsOfFilings(q: Queryable, filings: readonly NewFiling[]): Promise<number> {
  const own = filings.filter((f) => f.comptes.type !== 'CONSOLIDES');
  if (own.length === 0) return 0;
  const ids = [...new Set(own.map((f) => f.entreprise_id))];
  const companies = new Map(
    (
      await q.query<CompanyRow>(
        'select id, numero_identification, code_naf, devise, capital_social::float8 as capital_social from entreprise where id = any($1::int[])',
        [ids],
      )
    ).map((c) => [c.id, c]),
  );
  const last = new Map(
    (
      await q.query<LastYear>(
        `select distinct on (entreprise_id) entreprise_id, date_cloture::text as date_cloture, regime, confidentiel, postes
           from comptes_annuels where entreprise_id = any($1::int[]) order by entreprise_id, date_cloture desc`,
        [ids],
      )
    ).map((r) => [r.entreprise_id, r]),
  );
  const rows: Record<string, unknown>[] = [];
  for (const f of [...own].sort((a, b) => a.exercice.date_cloture.localeCompare(b.exercice.date_cloture))) {
    const c = companies.get(f.entreprise_id);
    if (!c) continue;
    const regime = regimeOf(f.comptes.type);
    const x = f.exercice;
    const before = last.get(f.entreprise_id);
    if (before && before.date_cloture >= x.date_cloture) continue;
    if (f.comptes.confidentiel || x.chiffre_affaires === null || x.resultat === null) {
      rows.push({ entreprise_id: c.id, date_cloture: x.date_cloture, duree_mois: x.duree_mois, regime, confidentiel: true, postes: {} });
      continue;
    }
    const previous: Carry | null = before && !before.confidentiel ? carryOf(before.regime, before.postes) : null;
    const { boxes } = yearOf({ numero: c.numero_identification, naf: c.code_naf, devise: c.devise, regime, capital: c.capital_social, exercice: x, previous });
    const postes = postesOf(regime, boxes);
    rows.push({ entreprise_id: c.id, date_cloture: x.date_cloture, duree_mois: x.duree_mois, regime, confidentiel: false, postes });
    last.set(c.id, { entreprise_id: c.id, date_cloture: x.date_cloture, regime, confidentiel: false, postes });
  }
  if (rows.length) {
    // A year already stored stays as it was: an event applied twice writes nothing twice.
    const [sql, params] = unnestInsert('comptes_annuels', COMPTES_ANNUELS_COLS, rows, 'on conflict do nothing');
    await q.query(sql, params);
  }
  return rows.length;
}
