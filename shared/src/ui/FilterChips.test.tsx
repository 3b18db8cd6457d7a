import { fireEvent, render, screen } from '@testing-library/react';
import { FilterChips } from './FilterChips';

const chips = [
  { id: 'department', label: 'Département', value: '75 – Paris', removeHref: '/r?phrase=x&status=ACTIVE' },
  { id: 'status', label: 'État', value: 'Active', removeHref: '/r?phrase=x&department=75' },
];

describe('FilterChips', () => {
  it('names each chip after the filter it removes and links to the list without it', () => {
    render(<FilterChips chips={chips} clearAll={{ href: '/r?phrase=x' }} />);
    expect(screen.getByRole('list', { name: 'Filtres actifs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retirer le filtre Département : 75 – Paris' })).toHaveAttribute('href', '/r?phrase=x&status=ACTIVE');
    expect(screen.getByRole('link', { name: 'Retirer tous les filtres' })).toHaveAttribute('href', '/r?phrase=x');
  });

  it('calls onRemove on a plain click and lets modified clicks follow the link', () => {
    const onRemove = jest.fn();
    render(<FilterChips chips={chips} onRemove={onRemove} />);
    const chip = screen.getByRole('link', { name: 'Retirer le filtre État : Active' });
    expect(fireEvent.click(chip)).toBe(false);
    expect(onRemove).toHaveBeenCalledWith(chips[1]);
    expect(fireEvent.click(chip, { ctrlKey: true })).toBe(true);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Retirer tous les filtres' })).toBeNull();
  });

  it('renders nothing without active filters', () => {
    const { container } = render(<FilterChips chips={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
