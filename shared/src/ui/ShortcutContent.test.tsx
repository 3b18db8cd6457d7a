import { render, screen } from '@testing-library/react';
import { ShortcutContent } from './ShortcutContent';

describe('ShortcutContent', () => {
  it("names the link by the page's name and what it holds, its icon hidden", () => {
    render(
      <a href="/plan-du-site" className="shortcut">
        <ShortcutContent icon="menu" label="Plan du site" summary="Toutes les pages du site." />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Plan du site Toutes les pages du site.' });
    expect(link.querySelector('.shortcut__label')).toHaveTextContent('Plan du site');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
