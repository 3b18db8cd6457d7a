import { ShortcutContent } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { BASE, SECTIONS } from '../../layout/sections';

/** Every other section of the personal space, as a card with what it holds. */
export function ShortcutCards() {
  return (
    <section aria-labelledby="dashboard-shortcuts" className="dashboard__shortcuts">
      <h2 id="dashboard-shortcuts">Accès rapides</h2>
      <ul className="shortcut-grid">
        {SECTIONS.filter((s) => s.path !== BASE).map((s) => (
          <li key={s.path}>
            <Link to={s.path} className="shortcut">
              <ShortcutContent icon={s.icon} label={s.label} summary={s.summary} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
