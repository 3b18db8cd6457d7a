import { ComboChart, DataTable, type ChiffresCles, type DataTableColumn } from '@portail/shared';
import { dateOrDash } from '../../record/labels';
import { compactMoney, money } from './amounts';

type FiscalYear = ChiffresCles['exercices'][number];

/** The public years, oldest first: the chart's x axis. */
export function chartYears(fiscalYears: readonly FiscalYear[]): FiscalYear[] {
  return fiscalYears.filter((e) => !e.confidentiel).sort((a, b) => a.annee - b.annee);
}

/**
 * Turnover as bars and result as a line, per public year, on one scale (a loss goes below the
 * zero line). An image with a name: the table beside it carries the figures.
 */
export function KeyFiguresChart({ data }: { data: ChiffresCles }) {
  const years = chartYears(data.exercices);
  if (years.length === 0) return null;
  const units = (cents: number | null) => (cents === null ? null : cents / 100);
  return (
    <ComboChart
      label={`Graphique du chiffre d'affaires et du résultat par exercice, de ${years[0]!.annee} à ${years[years.length - 1]!.annee}`}
      categories={years.map((e) => String(e.annee))}
      series={[
        { key: 'chiffre_affaires', label: "Chiffre d'affaires", kind: 'bar', values: years.map((e) => units(e.chiffre_affaires)), tone: 1 },
        { key: 'resultat', label: 'Résultat', kind: 'line', values: years.map((e) => units(e.resultat)), tone: 2 },
      ]}
      formatTick={(v) => compactMoney(v, data.devise)}
      caption="Un résultat négatif (perte) est marqué en rouge, sous la ligne du zéro. Les montants figurent dans le tableau."
    />
  );
}

export function KeyFiguresTable({ data }: { data: ChiffresCles }) {
  const confidential = (e: FiscalYear, value: string) => (e.confidentiel ? 'Confidentiel' : value);
  const columns: DataTableColumn<FiscalYear>[] = [
    { key: 'annee', header: 'Exercice', cell: (e) => e.annee, sortValue: (e) => e.annee, rowHeader: true, firstDirection: 'descending' },
    { key: 'cloture', header: 'Date de clôture', cell: (e) => dateOrDash(e.date_cloture) },
    { key: 'duree', header: 'Durée', cell: (e) => `${e.duree_mois} mois` },
    {
      key: 'ca',
      header: "Chiffre d'affaires",
      cell: (e) => (e.confidentiel ? 'Comptes confidentiels' : money(e.chiffre_affaires, data.devise) || '—'),
      sortValue: (e) => e.chiffre_affaires,
      numeric: true,
      firstDirection: 'descending',
    },
    {
      key: 'resultat',
      header: 'Résultat',
      cell: (e) => confidential(e, money(e.resultat, data.devise) || '—'),
      sortValue: (e) => e.resultat,
      numeric: true,
      firstDirection: 'descending',
    },
    { key: 'effectif', header: 'Effectif', cell: (e) => confidential(e, e.effectif === null ? '—' : String(e.effectif)), numeric: true },
  ];
  return (
    <DataTable
      caption="Chiffres clés par exercice"
      columns={columns}
      rows={data.exercices}
      rowKey={(e) => e.annee}
      initialSort={{ key: 'annee', direction: 'descending' }}
    />
  );
}
