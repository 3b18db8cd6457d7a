import type { ChiffresCles } from '@portail/shared';
import { dateOrDash } from '../record/labels';
import { money } from './amounts';

type Exercice = ChiffresCles['exercices'][number];

const CHART = { width: 560, height: 220, top: 16, bottom: 40, left: 8, right: 8 } as const;

export interface Bar {
  year: number;
  x: number;
  width: number;
  /** Top of the bar and its height, in SVG units. */
  y: number;
  height: number;
  negative: boolean;
  key: 'chiffre_affaires' | 'resultat';
}

/**
 * Bars of the chart: for each public year, turnover and result side by side, on one scale whose
 * zero line moves up when a result is negative.
 */
export function chartBars(exercices: readonly Exercice[]): { bars: Bar[]; zeroY: number } {
  const shown = exercices.filter((e) => !e.confidentiel).slice().sort((a, b) => a.annee - b.annee);
  const values = shown.flatMap((e) => [e.chiffre_affaires ?? 0, e.resultat ?? 0]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plot = CHART.height - CHART.top - CHART.bottom;
  const zeroY = CHART.top + (max / span) * plot;
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(shown.length, 1);
  const barWidth = Math.min(28, slot / 3);
  const bars: Bar[] = [];
  shown.forEach((e, i) => {
    (['chiffre_affaires', 'resultat'] as const).forEach((key, k) => {
      const v = e[key];
      if (v === null) return;
      const h = (Math.abs(v) / span) * plot;
      bars.push({
        year: e.annee,
        key,
        x: CHART.left + i * slot + slot / 2 - barWidth + k * barWidth,
        width: barWidth,
        y: v >= 0 ? zeroY - h : zeroY,
        height: h,
        negative: v < 0,
      });
    });
  });
  return { bars, zeroY };
}

/** A simple bar chart; the table next to it carries the same figures for assistive technologies. */
export function KeyFiguresChart({ exercices }: { exercices: readonly Exercice[] }) {
  const { bars, zeroY } = chartBars(exercices);
  if (bars.length === 0) return null;
  const years = [...new Set(bars.map((b) => b.year))];
  return (
    <figure className="record-chart-figure">
      <svg
        className="record-chart"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        aria-hidden="true"
        focusable="false"
        data-testid="key-figures-chart"
      >
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={zeroY} y2={zeroY} stroke="#4a5262" />
        {bars.map((b) => (
          <rect
            key={`${b.year}-${b.key}`}
            x={b.x}
            y={b.y}
            width={b.width}
            height={Math.max(b.height, 1)}
            fill={b.key === 'chiffre_affaires' ? '#16325c' : b.negative ? '#b3261e' : '#0a6b3d'}
          />
        ))}
        {years.map((year) => {
          const first = bars.find((b) => b.year === year)!;
          return (
            <text key={year} x={first.x + first.width} y={CHART.height - 16} textAnchor="middle" fontSize="13" fill="#1b1f27">
              {year}
            </text>
          );
        })}
      </svg>
      <figcaption>
        Chiffre d'affaires (bleu) et résultat (vert, rouge s'il est négatif) par exercice ; le détail figure dans le
        tableau.
      </figcaption>
    </figure>
  );
}

export function KeyFiguresTable({ data }: { data: ChiffresCles }) {
  const rows = data.exercices.slice().sort((a, b) => b.annee - a.annee);
  return (
    <div className="record-table-wrap">
      <table>
        <caption>Chiffres clés par exercice</caption>
        <thead>
          <tr>
            <th scope="col">Exercice</th>
            <th scope="col">Date de clôture</th>
            <th scope="col">Durée</th>
            <th scope="col">Chiffre d'affaires</th>
            <th scope="col">Résultat</th>
            <th scope="col">Effectif</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.annee}>
              <th scope="row">{e.annee}</th>
              <td>{dateOrDash(e.date_cloture)}</td>
              <td>{e.duree_mois} mois</td>
              {e.confidentiel ? (
                <td colSpan={3}>Comptes confidentiels</td>
              ) : (
                <>
                  <td>{money(e.chiffre_affaires, data.devise) || '—'}</td>
                  <td>{money(e.resultat, data.devise) || '—'}</td>
                  <td>{e.effectif ?? '—'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
