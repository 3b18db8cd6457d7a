import type { ReactNode } from 'react';
import { PageFrame, pageOrigin, reportJsonLd, useSite } from '@portail/shared';
import type { ContentPage } from '../../content/model';
import { breadcrumbList } from './structuredData';

/** The frame of an editorial page: title, description, breadcrumb from its ancestors. */
export function ContentFrame({ page, children }: { page: ContentPage; children: ReactNode }) {
  const siteName = useSite((s) => s.siteName);
  reportJsonLd(breadcrumbList(pageOrigin(), page));
  return (
    <PageFrame
      title={page.title}
      siteName={siteName}
      description={page.description}
      breadcrumb={[...page.ancestors.map((a) => ({ label: a.label, href: a.path })), { label: page.label }]}
    >
      {children}
    </PageFrame>
  );
}
