import { SiteLink } from '@portail/shared';
import { OfficialDocuments } from '../../record/OfficialDocuments';
import { Section } from '../../record/RecordParts';
import { companySection } from '../sectionList';

export function DocumentsSection() {
  return (
    <Section
      {...companySection('documents')}
      footer={<SiteLink href="/espace-personnel/mes-surveillances">Surveiller cette entreprise</SiteLink>}
    >
      <OfficialDocuments />
    </Section>
  );
}
