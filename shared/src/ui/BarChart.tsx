import type { ReactNode } from 'react';
import { ComboChart } from './ComboChart';
import type { ChartTone } from './chartGeometry';

export interface BarChartProps {
  /** Accessible name of the chart image. */
  label: string;
  categories: readonly string[];
  /** One or more bar series, grouped per category. */
  series: readonly { key: string; label: string; values: readonly (number | null)[]; tone?: ChartTone }[];
  formatTick?: (value: number) => string;
  caption?: ReactNode;
  className?: string;
}

/** Bars per category (negative values below the zero line); a `ComboChart` of bar series only. */
export function BarChart({ series, ...rest }: BarChartProps) {
  return <ComboChart {...rest} series={series.map((s) => ({ ...s, kind: 'bar' as const }))} />;
}
