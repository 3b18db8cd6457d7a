import type { ReactNode } from 'react';
import { PageFrame, type Crumb } from '@portail/shared';

export interface EditorialPageProps {
  title: string;
  heading?: string;
  breadcrumb: Crumb[];
  description?: string;
  children?: ReactNode;
}

/** A page whose text is published from the content-management system: its frame and a short introduction. */
export function EditorialPage({ title, heading, breadcrumb, description, children }: EditorialPageProps) {
  return (
    <PageFrame title={title} heading={heading} breadcrumb={breadcrumb} description={description ?? title}>
      <article className="editorial">{children}</article>
    </PageFrame>
  );
}
