import { formatDateFr } from '@portail/shared';
import type { ContentPage } from '../../../content/model';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { TableOfContents } from './TableOfContents';
import { Inserts } from '../inserts/Inserts';

/** A page of running text. */
export function ArticleView({ page }: { page: ContentPage }) {
  return (
    <ContentFrame page={page}>
      <TableOfContents headings={page.toc} />
      <ContentBody html={page.html} />
      <Inserts inserts={page.inserts} />
      {page.modified && (
        <p className="content-meta">
          Mis à jour le <time dateTime={page.modified}>{formatDateFr(page.modified)}</time>
        </p>
      )}
    </ContentFrame>
  );
}
