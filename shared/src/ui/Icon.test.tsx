import { render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technologies without a title', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
  });

  it('is an image named by its title', () => {
    render(<Icon name="check" title="Copié" size={16} />);
    expect(screen.getByRole('img', { name: 'Copié' })).toHaveAttribute('height', '16');
  });

  it('draws every icon of the set', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
