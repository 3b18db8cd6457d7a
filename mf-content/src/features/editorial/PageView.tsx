import type { ResourceCall } from '@portail/shared';
import type { ContentPage, Territory } from '../../content/model';
import { insertCalls } from './inserts/Inserts';
import { ArticleView } from './views/ArticleView';
import { FaqView } from './views/FaqView';
import { LegalNoticeView } from './views/LegalNoticeView';
import { NewsArticleView } from './views/NewsArticleView';
import { NewsListView } from './views/NewsListView';
import { SectionView } from './views/SectionView';
import { siteInformationCall } from './views/SiteIdentity';
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

/**
 * The calls `PageView` makes for `page` on the site of `product`: the site's identity in the legal
 * notice, the inserts of a page of running text.
 */
export function pageViewCalls(page: ContentPage, product: string): ResourceCall<unknown>[] {
  switch (page.template) {
    case 'rubrique':
    case 'actualites':
    case 'actualite':
    case 'video':
    case 'faq':
      return [];
    case 'mentions-legales':
      return [siteInformationCall(product)];
    default:
      return insertCalls(page.inserts);
  }
}
