import { render, screen } from '@testing-library/react';
import { SummaryList } from './SummaryList';

describe('SummaryList', () => {
  it('renders a description list with one row per item', () => {
    const { container } = render(
      <SummaryList
        className="totals"
        items={[
          { key: 'ht', term: 'Total HT', description: '10,00 €' },
          { key: 'ttc', term: 'Total TTC', description: <strong>12,00 €</strong> },
        ]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveClass('summary-list', 'totals');
    const rows = list!.querySelectorAll(':scope > div.summary-list__row');
    expect(rows).toHaveLength(2);

    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Total HT', 'Total TTC']);
    expect(definitions.map((d) => d.textContent)).toEqual(['10,00 €', '12,00 €']);
    expect(rows[1]!.querySelector('dt + dd strong')).toHaveTextContent('12,00 €');
  });

  it('renders an empty list without rows', () => {
    const { container } = render(<SummaryList items={[]} />);
    expect(container.querySelector('dl.summary-list')).toBeEmptyDOMElement();
  });
});
