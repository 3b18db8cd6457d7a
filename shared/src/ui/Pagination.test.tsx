import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationRange } from './Pagination';

/** A control's name: its label, or its text without the decorative arrows (hidden from assistive technologies). */
function nameOf(el: HTMLElement): string {
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label')!;
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent!.trim();
}

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(0, 1)).toEqual([0]);
    expect(paginationRange(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('returns nothing without pages', () => {
    expect(paginationRange(0, 0)).toEqual([]);
  });

  it('puts ellipses on both sides of a middle page', () => {
    expect(paginationRange(5, 10)).toEqual([0, 'ellipsis', 4, 5, 6, 'ellipsis', 9]);
    expect(paginationRange(50, 100, 2)).toEqual([0, 'ellipsis', 48, 49, 50, 51, 52, 'ellipsis', 99]);
  });

  it('widens the window near either end to keep the same number of items', () => {
    expect(paginationRange(0, 10)).toEqual([0, 1, 2, 3, 4, 'ellipsis', 9]);
    expect(paginationRange(3, 10)).toEqual([0, 1, 2, 3, 4, 'ellipsis', 9]);
    expect(paginationRange(6, 10)).toEqual([0, 'ellipsis', 5, 6, 7, 8, 9]);
    expect(paginationRange(9, 10)).toEqual([0, 'ellipsis', 5, 6, 7, 8, 9]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(-3, 10)).toEqual(paginationRange(0, 10));
    expect(paginationRange(42, 10)).toEqual(paginationRange(9, 10));
  });
});

describe('Pagination with buttons', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={0} pageCount={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows 1-based page numbers and marks the current page', () => {
    render(<Pagination page={5} pageCount={10} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => nameOf(b));
    expect(names).toEqual(['Précédente', 'Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 10', 'Suivante']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(nav).toHaveTextContent('…');
  });

  it('reports the chosen 0-based page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={5} pageCount={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    await user.click(screen.getByRole('button', { name: 'Précédente' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onChange.mock.calls).toEqual([[9], [6], [4]]);
  });

  it('disables previous on the first page and next on the last, keeping them focusable', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Pagination page={0} pageCount={3} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Précédente' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onChange).not.toHaveBeenCalled();

    rerender(<Pagination page={2} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Suivante' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Précédente' })).not.toHaveAttribute('aria-disabled');
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={0} pageCount={3} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Précédente' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[1], [2]]);
  });
});

describe('Pagination with links', () => {
  const hrefFor = (p: number) => `/recherche?page=${p}`;

  it('renders crawlable links to every shown page', () => {
    render(<Pagination page={1} pageCount={4} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [nameOf(a), a.getAttribute('href')])).toEqual([
      ['Précédente', '/recherche?page=0'],
      ['Page 1', '/recherche?page=0'],
      ['Page 2', '/recherche?page=1'],
      ['Page 3', '/recherche?page=2'],
      ['Page 4', '/recherche?page=3'],
      ['Suivante', '/recherche?page=2'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the unavailable direction as a disabled link without href', () => {
    render(<Pagination page={0} pageCount={2} hrefFor={hrefFor} label="Pages des résultats" />);
    const nav = screen.getByRole('navigation', { name: 'Pages des résultats' });
    const previous = within(nav).getByRole('link', { name: 'Précédente' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('hands plain clicks to onChange instead of following the link', () => {
    const onChange = jest.fn();
    render(<Pagination page={0} pageCount={3} hrefFor={hrefFor} onChange={onChange} />);
    // Records whether the component prevented navigation, then stops jsdom from navigating.
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      screen.getByRole('link', { name: 'Page 3' }).click();
      screen
        .getByRole('link', { name: 'Page 2' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    } finally {
      document.removeEventListener('click', record);
    }
    expect(prevented).toEqual([true, false]);
    expect(onChange.mock.calls).toEqual([[2]]);
  });
});
