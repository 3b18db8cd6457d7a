import { ComboChart, type SingleKindChartProps } from './ComboChart';

export type BarChartProps = SingleKindChartProps;

/**
 * Bars per category (negative values below the zero line), one or more series grouped per
 * category; a `ComboChart` of bar series only.
 */
export function BarChart({ series, ...rest }: BarChartProps) {
  return <ComboChart {...rest} series={series.map((s) => ({ ...s, kind: 'bar' as const }))} />;
}
