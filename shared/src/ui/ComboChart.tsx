import type { ReactNode } from 'react';
import { useChartCaption } from './chartCaption';
import { classNames } from './classNames';
import { chartGeometry, type ChartSeries } from './chartGeometry';

export type { ChartSeries, ChartTone } from './chartGeometry';

export interface ComboChartProps {
  /** Accessible name of the chart image: what it shows, and where its figures are. */
  label: string;
  /** The x axis: one label per category ("2022", "2023"). */
  categories: readonly string[];
  /** Bar series and line series over the same categories and the same y scale. */
  series: readonly ChartSeries[];
  /** Text of a y-axis tick ("1,5 M€"); default the number. */
  formatTick?: (value: number) => string;
  /** A visible caption under the chart. */
  caption?: ReactNode;
  className?: string;
}

/** The props of a chart whose series are all of one kind (`BarChart`, `LineChart`): the series carry no `kind`. */
export type SingleKindChartProps = Omit<ComboChartProps, 'series'> & { series: readonly Omit<ChartSeries, 'kind'>[] };

/**
 * An SVG chart of bar series and line series sharing one x axis and one y scale (zero always shown,
 * negative values below it). It is an image named by `label` (`role="img"`): the figures themselves
 * belong in a data table next to it, which assistive technologies read instead. Colours come from
 * classes of the kit's stylesheet: no style attribute, for the site's Content Security Policy.
 */
export function ComboChart({ label, categories, series, formatTick = String, caption, className }: ComboChartProps) {
  const { describedBy, figcaption } = useChartCaption(caption);
  const g = chartGeometry(categories, series, formatTick);
  return (
    <figure className={classNames('chart', className)}>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        focusable="false"
        preserveAspectRatio="xMinYMid meet"
      >
        <g className="chart__grid" aria-hidden="true">
          {g.ticks.map((t) => (
            <g key={t.value}>
              <line className="chart__gridline" x1={g.plotLeft} x2={g.plotRight} y1={t.y} y2={t.y} />
              <text className="chart__tick" x={g.plotLeft - 8} y={t.y} textAnchor="end" dominantBaseline="middle">
                {formatTick(t.value)}
              </text>
            </g>
          ))}
        </g>
        <g aria-hidden="true">
          {g.bars.map((b) => (
            <rect
              key={`${b.series}-${b.category}`}
              className={classNames('chart__bar', `chart__tone-${b.tone}`, b.negative && 'chart__bar--negative')}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
              data-series={b.series}
            />
          ))}
          <line className="chart__zero" x1={g.plotLeft} x2={g.plotRight} y1={g.zeroY} y2={g.zeroY} />
          {g.lines.map((l) => (
            <g key={l.series} className={classNames('chart__series-line', `chart__tone-${l.tone}`)} data-series={l.series}>
              <path className="chart__line" d={l.path} fill="none" />
              {l.points.map((p) => (
                <circle
                  key={p.category}
                  className={classNames('chart__point', p.negative && 'chart__point--negative')}
                  cx={p.x}
                  cy={p.y}
                  r={5}
                />
              ))}
            </g>
          ))}
          {categories.map((c, i) => (
            <text key={c} className="chart__label" x={g.labels[i]!.x} y={g.labels[i]!.y} textAnchor="middle">
              {c}
            </text>
          ))}
        </g>
      </svg>
      <ul className="chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="chart__legend-item">
            <span className={classNames('chart__swatch', `chart__swatch--${s.kind}`, `chart__tone-${s.tone ?? (s.kind === 'bar' ? 1 : 2)}`)} />
            {s.label}
          </li>
        ))}
      </ul>
      {figcaption}
    </figure>
  );
}
