import { useNavigate, useSearchParams } from 'react-router';
import { NotFound, Pagination } from '@portail/shared';
import type { ContentPage, Territory } from '../../../content/model';
import { isOnTerritory } from '../../../content/territory';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { PageCards } from './PageCards';

export const NEWS_PER_PAGE = 10;

/** "?page=2" -> 1 (0-based); null when the parameter is not a page number. */
export function newsPageIndex(param: string | null): number | null {
  if (param === null) return 0;
  return /^[1-9]\d{0,4}$/.test(param) ? Number(param) - 1 : null;
}

/** The news: the newest first, ten a page, each page at its own address. */
export function NewsListView({ page, territory }: { page: ContentPage; territory: Territory }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const news = page.children.filter((c) => isOnTerritory(c, territory));
  const pageCount = Math.max(1, Math.ceil(news.length / NEWS_PER_PAGE));
  const index = newsPageIndex(params.get('page'));
  if (index === null || index >= pageCount) return <NotFound />;
  const hrefFor = (n: number) => (n === 0 ? page.path : `${page.path}?page=${n + 1}`);
  const shown = news.slice(index * NEWS_PER_PAGE, (index + 1) * NEWS_PER_PAGE);
  return (
    <ContentFrame page={page}>
      {index === 0 && <ContentBody html={page.html} />}
      {index > 0 && <p className="content-meta">Page {index + 1} sur {pageCount}</p>}
      <PageCards pages={shown} />
      <Pagination
        page={index}
        pageCount={pageCount}
        label="Pages des actualités"
        hrefFor={hrefFor}
        onChange={(n) => {
          navigate(hrefFor(n));
          window.scrollTo({ top: 0 });
        }}
      />
    </ContentFrame>
  );
}
