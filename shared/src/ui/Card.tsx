import { useId, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface CardProps {
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  /** Actions or links under the content. */
  footer?: ReactNode;
  className?: string;
  /** Element of the card. Default "section"; a titled section or article is named by its heading. */
  as?: 'section' | 'article' | 'div';
}

function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** A bordered block of content with an optional title and footer. */
export function Card({ title, headingLevel = 2, children, footer, className, as: Element = 'section' }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasTitle = isShown(title);
  return (
    <Element className={classNames('card', className)} aria-labelledby={hasTitle && Element !== 'div' ? titleId : undefined}>
      {hasTitle && (
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
      )}
      <div className="card__body">{children}</div>
      {isShown(footer) && <div className="card__footer">{footer}</div>}
    </Element>
  );
}
