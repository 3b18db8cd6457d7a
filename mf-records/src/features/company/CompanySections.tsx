import type { Entreprise } from '@portail/shared';
import { IdentitySection } from './sections/IdentitySection';
import { ActivitySection } from './sections/ActivitySection';
import { HeadOfficeSection } from './sections/HeadOfficeSection';
import { OfficersSections } from './sections/OfficersSections';
import { EstablishmentsSection } from './sections/EstablishmentsSection';
import { KeyFiguresSection } from './sections/KeyFiguresSection';
import { ProceduresSection } from './sections/ProceduresSection';
import { FilingsSection } from './sections/FilingsSection';
import { RegistrySection } from './sections/RegistrySection';
import { DocumentsSection } from './sections/DocumentsSection';
import { HistorySection } from './HistorySection';
import { NetworkSection } from '../network';
import { companyName } from '../../record/labels';
import { companySection } from './sectionList';

/** Every section of the company record, each loading its own data. */
export function CompanySections({ company }: { company: Entreprise }) {
  return (
    <>
      <IdentitySection company={company} />
      <div className="record-pair">
        <ActivitySection company={company} />
        <HeadOfficeSection company={company} />
      </div>
      <OfficersSections company={company} />
      <NetworkSection {...companySection('reseau')} root={{ kind: 'entreprise', id: company.id, name: companyName(company) }} />
      <EstablishmentsSection company={company} />
      <KeyFiguresSection company={company} />
      <ProceduresSection company={company} />
      <FilingsSection company={company} />
      <HistorySection company={company} />
      <RegistrySection company={company} />
      <DocumentsSection />
    </>
  );
}
