import { useId } from 'react';
import { classNames } from '@portail/shared';
import type { RecordSectionRef } from './RecordParts';

export interface TableOfContentsProps {
  sections: readonly RecordSectionRef[];
  /** The section in view, marked `aria-current="true"`. */
  activeId: string | null;
  /**
   * "panel": a titled list for the side column (wide screens); "compact": a disclosure at the top
   * of the content (small screens). The page renders both; the stylesheet shows one per width.
   */
  variant: 'panel' | 'compact';
}

const TITLE = 'Sur cette page';

function Links({ sections, activeId }: Pick<TableOfContentsProps, 'sections' | 'activeId'>) {
  return (
    <ol className="record-toc__list">
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`} className="record-toc__link" aria-current={activeId === s.id ? 'true' : undefined}>
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** "Sur cette page": links to the sections of a record, the one in view highlighted. */
export function TableOfContents({ sections, activeId, variant }: TableOfContentsProps) {
  const titleId = useId();
  if (variant === 'compact') {
    return (
      <details className={classNames('record-toc', 'record-toc--compact')}>
        <summary className="record-toc__summary">{TITLE}</summary>
        <nav aria-label={TITLE}>
          <Links sections={sections} activeId={activeId} />
        </nav>
      </details>
    );
  }
  return (
    <nav className={classNames('record-toc', 'record-toc--panel')} aria-labelledby={titleId}>
      <h2 id={titleId} className="record-toc__title">
        {TITLE}
      </h2>
      <Links sections={sections} activeId={activeId} />
    </nav>
  );
}
