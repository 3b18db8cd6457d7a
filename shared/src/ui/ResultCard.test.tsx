import { render, screen, within } from '@testing-library/react';
import { Badge } from './Badge';
import { ResultCard } from './ResultCard';

describe('ResultCard', () => {
  it('shows the title link in a heading, the status and the facts as a description list', () => {
    render(
      <ResultCard
        title={<a href="/entreprise/dupont/552100554/41">Dupont</a>}
        status={<Badge tone="success">Active</Badge>}
        facts={[
          { label: 'SIREN', value: '552 100 554' },
          { label: 'Ville', value: '75011 Paris', icon: 'map-pin' },
        ]}
      >
        <p>Dirigeant : Jean Dupont</p>
      </ResultCard>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Dupont' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/entreprise/dupont/552100554/41');
    expect(screen.getByText('Active')).toHaveClass('badge--success');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['SIREN', 'Ville']);
    // An icon stands for the label, which stays for screen readers.
    expect(screen.getByText('Ville')).toHaveClass('visually-hidden');
    expect(screen.getByText('Dirigeant : Jean Dupont')).toBeInTheDocument();
  });

  it('takes the heading level of the page outline', () => {
    render(<ResultCard title="Martin" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
