import { Link } from '@portail/shared/src/routing/RouterLink';
import { useStore } from 'zustand';
import { authStore } from '@portail/shared';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { BASE, SECTIONS } from '../layout/sections';

export function HomePage() {
  const firstName = useStore(authStore, (s) => s.firstName);
  return (
    <PersonalSpacePage
      home
      title="Mon espace personnel"
      description="Votre espace personnel : commandes, factures, surveillances, formalités et abonnement."
    >
      <p>{firstName ? `Bonjour ${firstName}, retrouvez` : 'Retrouvez'} ici vos commandes, vos factures, vos surveillances et vos formalités.</p>
      <ul className="cards">
        {SECTIONS.filter((s) => s.path !== BASE).map((s) => (
          <li key={s.path} className="card">
            <h2 className="card__title">
              <Link to={s.path}>{s.label}</Link>
            </h2>
            <p>{s.summary}</p>
          </li>
        ))}
      </ul>
    </PersonalSpacePage>
  );
}
