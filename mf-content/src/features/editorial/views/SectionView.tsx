import type { ContentPage, Territory } from '../../../content/model';
import { isOnTerritory } from '../../../content/territory';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { PageCards } from './PageCards';

/** A section's page: its introduction, then a card per page it holds. */
export function SectionView({ page, territory }: { page: ContentPage; territory: Territory }) {
  const children = page.children.filter((c) => isOnTerritory(c, territory));
  return (
    <ContentFrame page={page}>
      <ContentBody html={page.html} />
      {children.length > 0 && <PageCards pages={children} />}
    </ContentFrame>
  );
}
