import type { ContentPage } from '../../../content/model';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { SiteIdentity } from './SiteIdentity';

/** The legal notice: who publishes the site, who directs the publication, who hosts it, then the body. */
export function LegalNoticeView({ page }: { page: ContentPage }) {
  return (
    <ContentFrame page={page}>
      <SiteIdentity />
      <ContentBody html={page.html} />
    </ContentFrame>
  );
}
