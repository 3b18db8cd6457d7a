import { useLocation } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { SideNav } from '@portail/shared';
import { BASE, SECTIONS } from './sections';

/** The side navigation of the personal space; the current section is the longest path the address starts with. */
export function PersonalSpaceNav() {
  const { pathname } = useLocation();
  const current = SECTIONS.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <SideNav
      label="Espace personnel"
      items={SECTIONS.map((s) => ({ href: s.path, label: s.label, icon: s.icon }))}
      isCurrent={(item) => item.href === (current?.path ?? BASE)}
      renderLink={(item, isCurrent, content) => (
        <Link to={item.href} className="side-nav__link" aria-current={isCurrent ? 'page' : undefined}>
          {content}
        </Link>
      )}
    />
  );
}
