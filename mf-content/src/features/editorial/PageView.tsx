import type { ContentPage, Territory } from '../../content/model';
import { ArticleView } from './views/ArticleView';
import { FaqView } from './views/FaqView';
import { LegalNoticeView } from './views/LegalNoticeView';
import { NewsArticleView } from './views/NewsArticleView';
import { NewsListView } from './views/NewsListView';
import { SectionView } from './views/SectionView';
import { VideoView } from './views/VideoView';

/** An editorial page, laid out by its model. */
export function PageView({ page, territory }: { page: ContentPage; territory: Territory }) {
  switch (page.template) {
    case 'rubrique':
      return <SectionView page={page} territory={territory} />;
    case 'actualites':
      return <NewsListView page={page} territory={territory} />;
    case 'actualite':
      return <NewsArticleView page={page} />;
    case 'video':
      return <VideoView page={page} />;
    case 'faq':
      return <FaqView page={page} />;
    case 'mentions-legales':
      return <LegalNoticeView page={page} />;
    default:
      return <ArticleView page={page} />;
  }
}
