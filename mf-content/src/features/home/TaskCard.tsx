import { Icon, SiteLink } from '@portail/shared';
import type { HomeTask } from './tasks';

/** A main task of the portal: icon, title (the link, which the whole card answers to) and summary. */
export function TaskCard({ task }: { task: HomeTask }) {
  return (
    <li className="task-card">
      <span className="task-card__icon">
        <Icon name={task.icon} size={28} />
      </span>
      <h3 className="task-card__title">
        <SiteLink href={task.href} className="task-card__link">
          {task.title}
        </SiteLink>
      </h3>
      <p className="task-card__summary">{task.summary}</p>
      <Icon name="chevron-right" className="task-card__arrow" />
    </li>
  );
}
