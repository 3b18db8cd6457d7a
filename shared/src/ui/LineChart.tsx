import type { ReactNode } from 'react';
import { ComboChart } from './ComboChart';
import type { ChartTone } from './chartGeometry';

export interface LineChartProps {
  /** Accessible name of the chart image. */
  label: string;
  categories: readonly string[];
  /** One or more line series; a missing value breaks the line. */
  series: readonly { key: string; label: string; values: readonly (number | null)[]; tone?: ChartTone }[];
  formatTick?: (value: number) => string;
  caption?: ReactNode;
  className?: string;
}

/** Lines through the categories (negative points below the zero line); a `ComboChart` of line series only. */
export function LineChart({ series, ...rest }: LineChartProps) {
  return <ComboChart {...rest} series={series.map((s) => ({ ...s, kind: 'line' as const }))} />;
}
