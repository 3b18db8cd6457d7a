import { NavLink } from 'react-router';
import { BASE, SECTIONS } from './sections';

export function PersonalSpaceNav() {
  return (
    <nav aria-label="Espace personnel" className="personal-space__nav">
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.path}>
            {/* NavLink marks the current section with aria-current="page". */}
            <NavLink to={s.path} end={s.path === BASE}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
