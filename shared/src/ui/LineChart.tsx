import { ComboChart, type SingleKindChartProps } from './ComboChart';

export type LineChartProps = SingleKindChartProps;

/**
 * Lines through the categories (negative points below the zero line), one or more series, a
 * missing value breaking the line; a `ComboChart` of line series only.
 */
export function LineChart({ series, ...rest }: LineChartProps) {
  return <ComboChart {...rest} series={series.map((s) => ({ ...s, kind: 'line' as const }))} />;
}
