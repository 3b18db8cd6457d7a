import { PageFrame } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { HomeSearch } from './HomeSearch';
import { HomeFigures } from './HomeFigures';
import { TaskCard } from './TaskCard';
import { HOME_TASKS } from './tasks';
import { HOME_WORDING } from './wording';
import { homeNeeds } from './needs';

export function HomePage() {
  const { territory, statistics } = usePageNeeds(homeNeeds);
  const wording = HOME_WORDING[territory];
  return (
    <div className="home-page">
      <PageFrame title={wording.title} heading={wording.heading} description={wording.description}>
        <div className="home-hero">
          <p className="home-hero__lead">{wording.lead}</p>
          <HomeSearch />
        </div>
        <section className="home-tasks" aria-labelledby="home-tasks-title">
          <h2 id="home-tasks-title" className="home-tasks__title">
            Que souhaitez-vous faire ?
          </h2>
          <ul className="home-tasks__list">
            {HOME_TASKS[territory].map((task) => (
              <TaskCard key={task.id} task={task} />
            ))}
          </ul>
        </section>
        <HomeFigures territory={territory} call={statistics} />
      </PageFrame>
    </div>
  );
}
