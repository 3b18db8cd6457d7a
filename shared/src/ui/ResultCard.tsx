import type { ReactNode } from 'react';
import { classNames } from './classNames';
import { Icon, type IconName } from './Icon';

export interface ResultCardFact {
  /** Shown as the term (visually hidden when an icon stands for it). */
  label: string;
  value: ReactNode;
  /** An icon before the value; the label then stays for assistive technologies only. */
  icon?: IconName;
}

export interface ResultCardProps {
  /** The result's name, usually its link: the whole card is that link's click target. */
  title: ReactNode;
  /** Level of the title heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** A status shown beside the title, e.g. a Badge. */
  status?: ReactNode;
  /** Key facts, as a description list. */
  facts?: ResultCardFact[];
  /** Anything under the facts: why the result matched, a short list. */
  children?: ReactNode;
  className?: string;
}

/**
 * One result of a search list (company, person): its name as a heading link, a status, its key
 * facts. The link's hit area covers the card; the card holds no other interactive element above it
 * except what `children` brings, which stays clickable on its own.
 */
export function ResultCard({ title, headingLevel = 3, status, facts = [], children, className }: ResultCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classNames('result-card', className)}>
      <div className="result-card__header">
        <Heading className="result-card__title">{title}</Heading>
        {status !== undefined && status !== null && <div className="result-card__status">{status}</div>}
      </div>
      {facts.length > 0 && (
        <dl className="result-card__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="result-card__fact">
              <dt className={fact.icon ? 'visually-hidden' : 'result-card__term'}>{fact.label}</dt>
              <dd className="result-card__value">
                {fact.icon && <Icon name={fact.icon} size={16} className="result-card__icon" />}
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children !== undefined && children !== null && children !== false && <div className="result-card__more">{children}</div>}
    </article>
  );
}
