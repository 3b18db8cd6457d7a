import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export interface SideNavItem {
  href: string;
  label: string;
  icon?: IconName;
  /** A count or a short status shown after the label ("3"). */
  meta?: ReactNode;
}

export interface SideNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: SideNavItem[];
  /** Whether an item is the current page (marked with aria-current="page"). */
  isCurrent: (item: SideNavItem) => boolean;
  /** Renders a link; defaults to a plain anchor. Pass the router's link to navigate without a reload. */
  renderLink?: (item: SideNavItem, current: boolean, content: ReactNode) => ReactNode;
}

/**
 * A vertical list of links to the sections of an area (personal space, a record's parts). On
 * small screens it becomes a wrapped row of chips so that nothing scrolls sideways.
 */
export function SideNav({ label, items, isCurrent, renderLink }: SideNavProps) {
  return (
    <nav aria-label={label} className="side-nav">
      <ul className="inline-list side-nav__list">
        {items.map((item) => {
          const current = isCurrent(item);
          const content = (
            <>
              {item.icon && <Icon name={item.icon} size={18} />}
              <span className="side-nav__label">{item.label}</span>
              {item.meta !== undefined && item.meta !== null && <span className="side-nav__meta">{item.meta}</span>}
            </>
          );
          return (
            <li key={item.href}>
              {renderLink ? (
                renderLink(item, current, content)
              ) : (
                <a href={item.href} className="side-nav__link" aria-current={current ? 'page' : undefined}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
