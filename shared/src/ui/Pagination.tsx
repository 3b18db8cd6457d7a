import type { MouseEvent, ReactNode } from 'react';
import { classNames } from './classNames';

export type PaginationItem = number | 'ellipsis';

/**
 * Pages to show (0-based), with 'ellipsis' for gaps: always the first and last page, and `siblings`
 * pages on each side of the current one. The number of items stays the same wherever the current
 * page is (the window widens near either end), and an ellipsis always stands for two pages or more.
 *
 * paginationRange(5, 10) -> [0, 'ellipsis', 4, 5, 6, 'ellipsis', 9]
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const last = pageCount - 1;
  // First, last, current, its siblings and two slots for the ellipses.
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i);

  let start = Math.max(current - siblings, 1);
  let end = Math.min(current + siblings, last - 1);
  const span = 2 * siblings;
  if (start <= 2) {
    start = 1;
    end = span + 2;
  } else if (end >= last - 2) {
    end = last - 1;
    start = last - span - 2;
  }

  const items: PaginationItem[] = [0];
  if (start > 1) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < last - 1) items.push('ellipsis');
  items.push(last);
  return items;
}

export interface PaginationProps {
  /** Current page, 0-based (SPEC §9: default page 0). */
  page: number;
  pageCount: number;
  /** Called with the chosen page (0-based). With `hrefFor`, called on plain left clicks instead of following the link. */
  onChange?: (page: number) => void;
  /** URL of a page (0-based); renders links, so that search engines can follow them. */
  hrefFor?: (page: number) => string;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Accessible name of the navigation landmark. Default "Pagination". */
  label?: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Page navigation; renders nothing when there is a single page. Page numbers are shown 1-based. */
export function Pagination({ page, pageCount, onChange, hrefFor, siblings = 1, label = 'Pagination', className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 0), pageCount - 1);

  const control = (target: number, content: ReactNode, ariaLabel: string | undefined, kind: string, options: { current?: boolean; disabled?: boolean } = {}) => {
    const cls = classNames('pagination__link', `pagination__link--${kind}`, options.current && 'is-current');
    const ariaCurrent = options.current ? ('page' as const) : undefined;
    if (hrefFor) {
      if (options.disabled) {
        return (
          // A link with nowhere to go (first or last page): in the list, announced as unavailable.
          // eslint-disable-next-line jsx-a11y/anchor-is-valid
          <a className={cls} aria-label={ariaLabel} aria-disabled="true" role="link">
            {content}
          </a>
        );
      }
      return (
        <a
          className={cls}
          href={hrefFor(target)}
          aria-label={ariaLabel}
          aria-current={ariaCurrent}
          onClick={(event) => {
            if (!onChange || !isPlainLeftClick(event)) return;
            event.preventDefault();
            if (target !== current) onChange(target);
          }}
        >
          {content}
        </a>
      );
    }
    // aria-disabled rather than disabled: a focused button that became disabled would drop focus to the page.
    return (
      <button
        type="button"
        className={cls}
        aria-label={ariaLabel}
        aria-current={ariaCurrent}
        aria-disabled={options.disabled ? 'true' : undefined}
        onClick={() => {
          if (!options.disabled && target !== current) onChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  const items = paginationRange(current, pageCount, siblings);
  return (
    <nav aria-label={label} className={classNames('pagination', className)}>
      <ul className="pagination__list">
        <li className="pagination__item">
          {control(current - 1, <><span aria-hidden="true">‹</span> Précédente</>, undefined, 'previous', { disabled: current === 0 })}
        </li>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${i}`} className="pagination__item pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className="pagination__item">
              {control(item, item + 1, `Page ${item + 1}`, 'page', { current: item === current })}
            </li>
          ),
        )}
        <li className="pagination__item">
          {control(current + 1, <>Suivante <span aria-hidden="true">›</span></>, undefined, 'next', { disabled: current === pageCount - 1 })}
        </li>
      </ul>
    </nav>
  );
}
