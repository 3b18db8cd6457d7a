// Geometry of the kit's SVG charts: a shared x axis of categories, one linear y scale that always
// holds zero (negative values go below the zero line), bars grouped per category and lines through
// the categories' centres. Pure functions, so that the server and the browser draw the same thing.

/** Colour of a series, as a class of the kit's stylesheet (data.css): 1 brand, 2 success, 3 accent, 4 warning. */
export type ChartTone = 1 | 2 | 3 | 4;

export interface ChartSeries {
  key: string;
  /** Name of the series in the legend ("Chiffre d'affaires"). */
  label: string;
  kind: 'bar' | 'line';
  /** One value per category, in the categories' order; null where there is none. */
  values: readonly (number | null)[];
  tone?: ChartTone;
}

export const CHART_BOX = { height: 240, top: 16, bottom: 36, left: 76, right: 12, slot: 96, minPlot: 232 } as const;
/** Width of a tick's character at the ticks' 14 px (data.css), generous for digits and capitals; the gap before the axis. */
const TICK_CHAR = 8.6;
const TICK_GAP = 12;

export interface ChartBar {
  series: string;
  category: number;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
  tone: ChartTone;
}

export interface ChartPoint {
  category: number;
  x: number;
  y: number;
  negative: boolean;
}

export interface ChartLine {
  series: string;
  tone: ChartTone;
  /** SVG path through the points; a missing value breaks the line. */
  path: string;
  points: ChartPoint[];
}

export interface ChartTick {
  value: number;
  y: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** Left and right ends of the plot area. */
  plotLeft: number;
  plotRight: number;
  zeroY: number;
  ticks: ChartTick[];
  bars: ChartBar[];
  lines: ChartLine[];
  /** Centre of each category, for its label. */
  labels: { x: number; y: number }[];
}

/** A round step (1, 2 or 5 times a power of ten) giving about `count` intervals over `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The scale's round bounds and ticks, zero always included. */
export function niceDomain(values: readonly number[]): { min: number; max: number; step: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const step = niceStep(hi - lo);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  return { min, max: max === min ? min + step : max, step };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Everything the chart draws for `categories` and `series`; the y axis's labels are `formatTick`'s
 * texts, and the plot starts far enough right for the longest of them ("100 M XPF").
 */
export function chartGeometry(categories: readonly string[], series: readonly ChartSeries[], formatTick: (value: number) => string = String): ChartGeometry {
  const B = CHART_BOX;
  const n = Math.max(categories.length, 1);
  const plotWidth = Math.max(B.minPlot, n * B.slot);
  const plotTop = B.top;
  const plotBottom = B.height - B.bottom;
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const { min, max, step } = niceDomain(values);
  const tickValues: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) tickValues.push(round(v));
  const left = Math.max(B.left, Math.ceil(Math.max(...tickValues.map((v) => formatTick(v).length)) * TICK_CHAR) + TICK_GAP);
  const width = left + plotWidth + B.right;
  const y = (v: number) => round(plotTop + ((max - v) / (max - min)) * (plotBottom - plotTop));
  const zeroY = y(0);
  const slot = plotWidth / n;
  const centre = (i: number) => round(left + slot * i + slot / 2);

  const ticks: ChartTick[] = tickValues.map((value) => ({ value, y: y(value) }));

  const barSeries = series.filter((s) => s.kind === 'bar');
  const barWidth = barSeries.length ? Math.min(40, (slot * 0.64) / barSeries.length) : 0;
  const bars: ChartBar[] = [];
  barSeries.forEach((s, k) => {
    s.values.forEach((v, i) => {
      if (v === null || !Number.isFinite(v) || i >= n) return;
      const top = v >= 0 ? y(v) : zeroY;
      const bottom = v >= 0 ? zeroY : y(v);
      bars.push({
        series: s.key,
        category: i,
        x: round(centre(i) - (barWidth * barSeries.length) / 2 + k * barWidth),
        y: top,
        width: round(barWidth),
        // A value of zero keeps a hairline, so that it reads as zero rather than missing.
        height: Math.max(round(bottom - top), 1),
        negative: v < 0,
        tone: s.tone ?? 1,
      });
    });
  });

  const lines: ChartLine[] = series
    .filter((s) => s.kind === 'line')
    .map((s) => {
      const points: ChartPoint[] = [];
      let path = '';
      let pen: 'M' | 'L' = 'M';
      s.values.forEach((v, i) => {
        if (v === null || !Number.isFinite(v) || i >= n) {
          pen = 'M';
          return;
        }
        const p = { category: i, x: centre(i), y: y(v), negative: v < 0 };
        points.push(p);
        path += `${path ? ' ' : ''}${pen}${p.x} ${p.y}`;
        pen = 'L';
      });
      return { series: s.key, tone: s.tone ?? 2, path, points };
    });

  return {
    width,
    height: B.height,
    plotLeft: left,
    plotRight: left + plotWidth,
    zeroY,
    ticks,
    bars,
    lines,
    labels: categories.map((_, i) => ({ x: centre(i), y: B.height - B.bottom / 2 + 4 })),
  };
}
