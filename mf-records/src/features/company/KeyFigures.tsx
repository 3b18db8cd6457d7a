// The « Finances » section's figures: over the last five financial years, the activity and result,
// the financial structure and the usual ratios, each ratio with its formula. The tables come with
// the page; the charts above them are a chunk of their own (FinancesCharts.tsx).
import { CHIFFRES, DataTable, RATIOS, type ComptesAnnuelsList, type DataTableColumn, type ExerciceComptes } from '@portail/shared';
import { Facts } from '../../record/RecordParts';
import { dateOrDash } from '../../record/labels';
import { wholeMoney } from './amounts';

/** Years a record shows, at most. */
export const FINANCES_YEARS = 5;

/** The last FINANCES_YEARS financial years, newest first. */
export function shownYears(data: ComptesAnnuelsList): ExerciceComptes[] {
  return [...data.exercices].sort((a, b) => b.date_cloture.localeCompare(a.date_cloture)).slice(0, FINANCES_YEARS);
}

/** The public years with figures, oldest first: the charts' x axis. */
export function chartYears(years: readonly ExerciceComptes[]): ExerciceComptes[] {
  return years.filter((e) => !e.confidentiel && e.chiffres !== null).sort((a, b) => a.annee - b.annee);
}

type FigureKey = (typeof CHIFFRES)[number]['key'];
const label = (key: FigureKey) => CHIFFRES.find((c) => c.key === key)!.libelle;

/** The activity figures (first table) and the financial structure (second table). */
export const ACTIVITY: readonly FigureKey[] = ['chiffre_affaires', 'valeur_ajoutee', 'ebe', 'resultat_net'];
export const STRUCTURE: readonly FigureKey[] = ['fonds_propres', 'endettement', 'bfr', 'tresorerie'];

const yearColumn: DataTableColumn<ExerciceComptes> = {
  key: 'annee',
  header: 'Exercice',
  cell: (e) => e.annee,
  sortValue: (e) => e.annee,
  rowHeader: true,
  firstDirection: 'descending',
};

function figureColumns(keys: readonly FigureKey[], devise: ComptesAnnuelsList['devise']): DataTableColumn<ExerciceComptes>[] {
  return keys.map((key, i) => ({
    key,
    header: label(key),
    cell: (e) => (e.confidentiel ? (i === 0 ? 'Comptes confidentiels' : 'Confidentiel') : wholeMoney(e.chiffres?.[key], devise) || '—'),
    sortValue: (e) => e.chiffres?.[key],
    numeric: true,
    nowrap: true,
    firstDirection: 'descending',
  }));
}

function YearsTable({ caption, columns, years }: { caption: string; columns: DataTableColumn<ExerciceComptes>[]; years: readonly ExerciceComptes[] }) {
  return <DataTable caption={caption} columns={[yearColumn, ...columns]} rows={years} rowKey={(e) => e.date_cloture} initialSort={{ key: 'annee', direction: 'descending' }} />;
}

/** The day and month every year closes on ("31/12"), when they all close on the same one. */
export function commonClosing(years: readonly ExerciceComptes[]): string | null {
  const days = new Set(years.map((e) => e.date_cloture.slice(5)));
  return years.length > 0 && days.size === 1 ? dateOrDash(years[0]!.date_cloture).slice(0, 5) : null;
}

/**
 * Turnover, value added, gross operating surplus and net result per year, with the headcount, and
 * the closing date when the years do not all close on the same day (the section says it otherwise).
 */
export function ActivityTable({ data, years }: { data: ComptesAnnuelsList; years: readonly ExerciceComptes[] }) {
  const columns: DataTableColumn<ExerciceComptes>[] = [
    ...(commonClosing(years) ? [] : [{ key: 'cloture', header: 'Date de clôture', cell: (e: ExerciceComptes) => dateOrDash(e.date_cloture), nowrap: true }]),
    ...figureColumns(ACTIVITY, data.devise),
    { key: 'effectif', header: 'Effectif', cell: (e) => (e.confidentiel ? 'Confidentiel' : e.effectif === null ? '—' : String(e.effectif)), numeric: true },
  ];
  return <YearsTable caption="Chiffres clés par exercice" columns={columns} years={years} />;
}

/** Equity, financial debt, working capital requirement and net cash per year. */
export function StructureTable({ data, years }: { data: ComptesAnnuelsList; years: readonly ExerciceComptes[] }) {
  return <YearsTable caption="Structure financière par exercice" columns={figureColumns(STRUCTURE, data.devise)} years={years} />;
}

/** A ratio as records print it: "5,2 %", "47 jours". */
export function ratioText(value: number | null | undefined, unite: '%' | 'jours'): string {
  if (value === null || value === undefined) return '—';
  if (unite === 'jours') return `${value}\u00A0jours`;
  return `${(Math.round(value * 1000) / 10).toFixed(1).replace('.', ',')}\u00A0%`;
}

/** The ratios per year, then each ratio's formula. */
export function RatiosTable({ years }: { years: readonly ExerciceComptes[] }) {
  const columns: DataTableColumn<ExerciceComptes>[] = RATIOS.map((r) => ({
    key: r.key,
    header: r.libelle,
    cell: (e) => (e.confidentiel ? 'Confidentiel' : ratioText(e.ratios?.[r.key], r.unite)),
    sortValue: (e) => e.ratios?.[r.key],
    numeric: true,
    nowrap: true,
    firstDirection: 'descending',
  }));
  return (
    <>
      <YearsTable caption="Ratios par exercice" columns={columns} years={years} />
      <h4>Calcul des ratios</h4>
      <Facts items={RATIOS.map((r) => [r.libelle, r.formule])} />
    </>
  );
}
