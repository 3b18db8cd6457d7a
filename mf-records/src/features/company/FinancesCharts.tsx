// The charts of the « Finances » section, a chunk of their own (KeyFiguresSection loads it as the
// section comes near the window). Each is an image named for assistive technologies: the table
// that follows it carries its figures.
import { BarChart, ComboChart, type ComptesAnnuelsList, type ExerciceComptes } from '@portail/shared';
import { compactMoney } from './amounts';
import { chartYears } from './KeyFigures';

const units = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);

export type FinancesChartKind = 'activite' | 'structure';

/** Turnover as bars, gross operating surplus and net result as lines; or equity, debt and cash as bars. */
export default function FinancesChart({ kind, data, years }: { kind: FinancesChartKind; data: ComptesAnnuelsList; years: readonly ExerciceComptes[] }) {
  const shown = chartYears(years);
  if (shown.length === 0) return null;
  const categories = shown.map((e) => String(e.annee));
  const span = `de ${shown[0]!.annee} à ${shown[shown.length - 1]!.annee}`;
  const values = (key: keyof NonNullable<ExerciceComptes['chiffres']>) => shown.map((e) => units(e.chiffres?.[key]));
  const formatTick = (v: number) => compactMoney(v, data.devise);
  if (kind === 'activite') {
    return (
      <ComboChart
        label={`Graphique du chiffre d'affaires, de l'EBE et du résultat net par exercice, ${span}`}
        categories={categories}
        series={[
          { key: 'chiffre_affaires', label: "Chiffre d'affaires", kind: 'bar', values: values('chiffre_affaires'), tone: 1 },
          { key: 'ebe', label: 'EBE', kind: 'line', values: values('ebe'), tone: 3 },
          { key: 'resultat_net', label: 'Résultat net', kind: 'line', values: values('resultat_net'), tone: 2 },
        ]}
        formatTick={formatTick}
        caption="Un résultat négatif (perte) est marqué en rouge, sous la ligne du zéro. Les montants figurent dans le tableau qui suit."
      />
    );
  }
  return (
    <BarChart
      label={`Graphique des fonds propres, de l'endettement financier et de la trésorerie nette par exercice, ${span}`}
      categories={categories}
      series={[
        { key: 'fonds_propres', label: 'Fonds propres', values: values('fonds_propres'), tone: 1 },
        { key: 'endettement', label: 'Endettement financier', values: values('endettement'), tone: 4 },
        { key: 'tresorerie', label: 'Trésorerie nette', values: values('tresorerie'), tone: 2 },
      ]}
      formatTick={formatTick}
      caption="Les montants figurent dans le tableau qui suit."
    />
  );
}
