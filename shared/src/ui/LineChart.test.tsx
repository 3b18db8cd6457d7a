import { render, screen } from '@testing-library/react';
import { LineChart } from './LineChart';

describe('LineChart', () => {
  it('draws a line with a point per value and no bar', () => {
    render(<LineChart label="Résultat par exercice" categories={['2021', '2022', '2023']} series={[{ key: 'r', label: 'Résultat', values: [3, -2, 4] }]} />);
    const img = screen.getByRole('img', { name: 'Résultat par exercice' });
    expect(img.querySelectorAll('circle.chart__point')).toHaveLength(3);
    expect(img.querySelectorAll('circle.chart__point--negative')).toHaveLength(1);
    expect(img.querySelector('rect')).toBeNull();
  });
});
