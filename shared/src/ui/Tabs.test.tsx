import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem[] = [
  { id: 'entreprises', label: 'Entreprises', content: <p>Résultats entreprises</p> },
  { id: 'dirigeants', label: 'Dirigeants', content: <p>Résultats dirigeants</p> },
  { id: 'archives', label: 'Archives', content: <p>Archives</p>, disabled: true },
  { id: 'etablissements', label: 'Établissements', content: <p>Résultats établissements</p> },
];

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('wires tablist, tabs and panels', () => {
    render(<Tabs tabs={TABS} label="Type de recherche" />);
    expect(screen.getByRole('tablist', { name: 'Type de recherche' })).toBeInTheDocument();
    const first = tab('Entreprises');
    expect(first).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Entreprises' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Résultats entreprises');
    expect(tab('Dirigeants')).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText('Résultats dirigeants')).not.toBeInTheDocument();
  });

  it('keeps only the selected tab in the Tab order, then the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Recherche" defaultSelectedId="dirigeants" />);
    expect(tab('Entreprises')).toHaveAttribute('tabindex', '-1');
    expect(tab('Dirigeants')).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(tab('Dirigeants')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Dirigeants' })).toHaveFocus();
  });

  it('moves and selects with arrows, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Recherche" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Dirigeants')).toHaveFocus();
    expect(tab('Dirigeants')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Dirigeants' })).toHaveTextContent('Résultats dirigeants');

    await user.keyboard('{ArrowRight}');
    expect(tab('Établissements')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Entreprises')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Établissements')).toHaveFocus();
    expect(tab('Établissements')).toHaveAttribute('tabindex', '0');
    expect(tab('Entreprises')).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the first and last enabled tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Recherche" defaultSelectedId="dirigeants" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Établissements')).toHaveFocus();
    expect(tab('Établissements')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Entreprises')).toHaveFocus();
    expect(tab('Entreprises')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not select a disabled tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Recherche" />);
    expect(tab('Archives')).toHaveAttribute('aria-disabled', 'true');
    await user.click(tab('Archives'));
    expect(tab('Entreprises')).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    function Controlled() {
      const [selected, setSelected] = useState('dirigeants');
      return (
        <Tabs
          tabs={TABS}
          label="Recherche"
          selectedId={selected}
          onChange={(id) => {
            onChange(id);
            setSelected(id);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(tab('Dirigeants')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Dirigeants'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(tab('Entreprises'));
    expect(onChange).toHaveBeenCalledWith('entreprises');
    expect(tab('Entreprises')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps hidden panels mounted when asked', () => {
    render(<Tabs tabs={TABS} label="Recherche" keepMounted />);
    expect(screen.getByText('Résultats dirigeants')).not.toBeVisible();
    expect(screen.getByText('Résultats entreprises')).toBeVisible();
  });
});
