import { render, screen } from '@testing-library/react';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('draws one bar per value of each series, grouped per category', () => {
    render(
      <BarChart
        label="Effectif par exercice"
        categories={['2022', '2023']}
        series={[
          { key: 'a', label: 'Effectif', values: [12, 14] },
          { key: 'b', label: 'Objectif', values: [10, null], tone: 3 },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Effectif par exercice' });
    expect(img.querySelectorAll('rect.chart__bar')).toHaveLength(3);
    expect(img.querySelectorAll('rect.chart__tone-3')).toHaveLength(1);
    expect(img.querySelector('path.chart__line')).toBeNull();
  });
});
