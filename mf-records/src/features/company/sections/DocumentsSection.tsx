import { MONITORING_PANEL_ID } from '../../monitoring';
import { OfficialDocuments } from '../../../record/OfficialDocuments';
import { Section } from '../../../record/RecordParts';
import { companySection } from '../sectionList';

export function DocumentsSection() {
  return (
    <Section
      {...companySection('documents')}
      footer={<a href={`#${MONITORING_PANEL_ID}`}>Surveiller cette entreprise</a>}
    >
      <OfficialDocuments />
    </Section>
  );
}
