import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { PageFrame, PageLayout, authStore, type Crumb } from '@portail/shared';
import { LoginNotice } from './LoginNotice';
import { PersonalSpaceNav } from './PersonalSpaceNav';
import { BASE } from './sections';

export interface PersonalSpacePageProps {
  title: string;
  heading?: string;
  /** Crumbs between "Espace personnel" and this page. */
  trail?: Crumb[];
  /** Last crumb; defaults to the title. */
  crumb?: string;
  description?: string;
  home?: boolean;
  children?: ReactNode;
}

/** The frame of every personal-space page: breadcrumb, heading, side navigation, and the sign-in gate. */
export function PersonalSpacePage({ title, heading, trail = [], crumb, description, home = false, children }: PersonalSpacePageProps) {
  const connected = useStore(authStore, (s) => s.connected);
  const breadcrumb: Crumb[] = home
    ? [{ label: 'Espace personnel' }]
    : [{ label: 'Espace personnel', href: BASE }, ...trail, { label: crumb ?? title }];
  return (
    <PageFrame title={title} heading={heading} breadcrumb={breadcrumb} description={description}>
      <PageLayout aside={<PersonalSpaceNav />} asidePosition="start" className="personal-space">
        {connected ? children : <LoginNotice />}
      </PageLayout>
    </PageFrame>
  );
}
