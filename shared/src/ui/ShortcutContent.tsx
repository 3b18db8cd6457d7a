import { Icon, type IconName } from './Icon';

export interface ShortcutContentProps {
  icon: IconName;
  /** The page's name. */
  label: string;
  /** What the page holds. */
  summary: string;
}

/**
 * What a shortcut card says: its icon, the page's name and what it holds. It goes inside the
 * card's link (`className="shortcut"`, in a `shortcut-grid` list), a router link within an app or
 * a site link across apps.
 */
export function ShortcutContent({ icon, label, summary }: ShortcutContentProps) {
  return (
    <>
      <Icon name={icon} size={24} className="shortcut__icon" />
      <span className="shortcut__text">
        <span className="shortcut__label">{label}</span>
        <span className="shortcut__summary">{summary}</span>
      </span>
    </>
  );
}
