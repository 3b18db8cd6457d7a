import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ComboChart } from './ComboChart';
import { chartGeometry, niceDomain, niceStep } from './chartGeometry';

const categories = ['2021', '2022', '2023'];
const series = [
  { key: 'ca', label: "Chiffre d'affaires", kind: 'bar' as const, values: [1000, 1500, null] },
  { key: 'res', label: 'Résultat', kind: 'line' as const, values: [200, -500, 100] },
];

describe('chart geometry', () => {
  it('picks round steps and a domain that always holds zero', () => {
    expect(niceStep(1000)).toBe(500);
    expect(niceStep(7)).toBe(2);
    expect(niceDomain([120, 480])).toEqual({ min: 0, max: 600, step: 200 });
    expect(niceDomain([-500, 1500])).toEqual({ min: -500, max: 1500, step: 500 });
    expect(niceDomain([])).toEqual({ min: 0, max: 1, step: 1 });
  });

  it('draws positive bars up from the zero line and negative values below it', () => {
    const g = chartGeometry(categories, series);
    expect(g.bars).toHaveLength(2);
    const [b2021, b2022] = g.bars;
    expect(b2021!.y + b2021!.height).toBeCloseTo(g.zeroY);
    expect(b2022!.height).toBeCloseTo(b2021!.height * 1.5);
    const line = g.lines[0]!;
    expect(line.points.map((p) => p.negative)).toEqual([false, true, false]);
    expect(line.points[1]!.y).toBeGreaterThan(g.zeroY);
    expect(line.path).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    expect(g.ticks.map((t) => t.value)).toEqual([-500, 0, 500, 1000, 1500]);
  });

  it('starts the plot far enough right for the longest y-axis label', () => {
    const short = chartGeometry(categories, series);
    const long = chartGeometry(categories, series, (v) => `${v} M XPF`);
    expect(long.plotLeft).toBeGreaterThan(short.plotLeft);
    // "-500 M XPF": ten characters of 14 px text left of the axis, before its 8 px gap.
    expect(long.plotLeft - 8).toBeGreaterThanOrEqual(10 * 0.6 * 14);
    expect(long.width - long.plotRight).toBe(short.width - short.plotRight);
  });

  it('breaks a line where a value is missing', () => {
    const g = chartGeometry(categories, [{ key: 'l', label: 'L', kind: 'line', values: [1, null, 3] }]);
    expect(g.lines[0]!.path.match(/M/g)).toHaveLength(2);
    expect(g.lines[0]!.path).not.toMatch(/L/);
  });
});

describe('ComboChart', () => {
  it('is an image named by its label, described by its caption, with a legend and the category labels', () => {
    render(
      <ComboChart
        label="Chiffre d'affaires et résultat par exercice"
        categories={categories}
        series={series}
        formatTick={(v) => `${v} €`}
        caption="Le détail figure dans le tableau."
      />,
    );
    const img = screen.getByRole('img', { name: "Chiffre d'affaires et résultat par exercice" });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAccessibleDescription('Le détail figure dans le tableau.');
    expect(img.querySelectorAll('rect.chart__bar')).toHaveLength(2);
    expect(img.querySelectorAll('circle.chart__point--negative')).toHaveLength(1);
    expect(img.querySelector('path.chart__line')).toBeInTheDocument();
    expect(Array.from(img.querySelectorAll('text.chart__label')).map((t) => t.textContent)).toEqual(categories);
    expect(Array.from(img.querySelectorAll('text.chart__tick')).map((t) => t.textContent)).toContain('-500 €');
    expect(screen.getByText('Résultat').closest('ul')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks negative bars and never writes a style attribute', () => {
    const html = renderToString(
      <ComboChart label="Résultat" categories={['2022', '2023']} series={[{ key: 'r', label: 'Résultat', kind: 'bar', values: [-5, 10] }]} />,
    );
    expect(html).not.toContain('style=');
    expect(html.match(/chart__bar--negative/g)).toHaveLength(1);
  });
});
