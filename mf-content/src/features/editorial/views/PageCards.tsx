import { SiteLink, formatDateFr } from '@portail/shared';
import type { PageSummary } from '../../../content/model';

/** Child pages as a list of cards: title (a link), date for news, description. */
export function PageCards({ pages, headingLevel = 2 }: { pages: PageSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="cards content-cards">
      {pages.map((p) => (
        <li key={p.path} className="card">
          <Heading className="card__title">
            <SiteLink href={p.path}>{p.title}</SiteLink>
          </Heading>
          {p.date && (
            <p className="content-meta">
              <time dateTime={p.date}>{formatDateFr(p.date)}</time>
            </p>
          )}
          <p>{p.description}</p>
        </li>
      ))}
    </ul>
  );
}
