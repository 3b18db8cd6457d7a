import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkGraph, networkRows, type NetworkGraphNode } from './NetworkGraph';

const NODES: NetworkGraphNode[] = [
  { key: 'e:1', kind: 'company', label: 'ACME', detail: 'SIREN 123 456 789', href: '/e/1', parent: null },
  { key: 'p:1', kind: 'person', label: 'DUPONT Jean', detail: 'Président', href: '/p/1', parent: 'e:1' },
  { key: 'p:2', kind: 'person', label: 'MARTIN Léa', detail: 'Gérant', href: '/p/2', parent: 'e:1' },
  // Reached from p:1, listed after p:2: drawn under p:1.
  { key: 'e:2', kind: 'company', label: 'BETA', href: '/e/2', parent: 'p:1', otherLinks: 1 },
];

describe('NetworkGraph', () => {
  it('orders the rows depth first, each child under its parent, indented by depth', () => {
    const rows = networkRows(NODES);
    expect(rows.map((r) => [r.node.key, r.depth])).toEqual([
      ['e:1', 0],
      ['p:1', 1],
      ['e:2', 2],
      ['p:2', 1],
    ]);
    expect(rows[2]!.from).toEqual({ x: rows[1]!.x, y: rows[1]!.y });
    expect(rows[0]!.from).toBeNull();
  });

  it('makes every node a link named in full, reached by Tab in reading order, and counts the others', async () => {
    render(<NetworkGraph label="Réseau de ACME" nodes={NODES} more={12} />);
    const graph = screen.getByRole('group', { name: 'Réseau de ACME' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/e/1', '/p/1', '/e/2', '/p/2']);
    expect(links[1]).toHaveAccessibleName('DUPONT Jean Président (personne)');
    // What it shows reads as its name begins (name, space, detail).
    expect(links[1]).toHaveTextContent(/^DUPONT Jean Président$/);
    expect(links[2]).toHaveAccessibleName('BETA +1 (entreprise, lié à 1 autre élément du réseau)');
    expect(graph).toHaveTextContent('et 12 autres');
    const user = userEvent.setup();
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('says nothing of others when every node is listed', () => {
    render(<NetworkGraph label="Réseau" nodes={NODES.slice(0, 1)} />);
    expect(screen.getByRole('group', { name: 'Réseau' })).not.toHaveTextContent('autre');
  });
});
