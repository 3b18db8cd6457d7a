import { PageFrame } from '@portail/shared';
import { HomeSearch } from './HomeSearch';
import { HomeFigures } from './HomeFigures';
import { TaskCard } from './TaskCard';
import { HOME_TASKS } from './tasks';

export function HomePage() {
  return (
    <div className="home-page">
      <PageFrame
        title="Informations légales sur les entreprises et documents officiels"
        heading="Trouvez les informations légales d'une entreprise et commandez ses documents officiels"
        description="Informations légales sur les entreprises françaises et commande de documents officiels : extrait Kbis, comptes annuels, actes, état d'endettement."
      >
        <div className="home-hero">
          <p className="home-hero__lead">
            Extrait Kbis, comptes annuels, actes et statuts, état d'endettement : les informations et documents délivrés par les greffes des
            tribunaux de commerce.
          </p>
          <HomeSearch />
        </div>
        <section className="home-tasks" aria-labelledby="home-tasks-title">
          <h2 id="home-tasks-title" className="home-tasks__title">
            Que souhaitez-vous faire ?
          </h2>
          <ul className="home-tasks__list">
            {HOME_TASKS.map((task) => (
              <TaskCard key={task.id} task={task} />
            ))}
          </ul>
        </section>
        <HomeFigures />
      </PageFrame>
    </div>
  );
}
