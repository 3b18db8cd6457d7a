import { render, screen, within } from '@testing-library/react';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists the steps in order, each with its machine-readable date, label and detail', () => {
    render(
      <Timeline
        label="Étapes"
        steps={[
          { key: 'a', at: '2026-11-20T10:00:00.000Z', date: '20/11/2026 à 11:00', label: 'Imprimé' },
          { key: 'b', at: '2026-11-23T16:45:00.000Z', date: '23/11/2026 à 17:45', label: 'Retourné', detail: 'Motif du retour : NPAI' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Étapes' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['20/11/2026 à 11:00Imprimé', '23/11/2026 à 17:45RetournéMotif du retour : NPAI']);
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T16:45:00.000Z');
  });
});
