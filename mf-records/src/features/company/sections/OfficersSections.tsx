import type { Entreprise } from '@portail/shared';
import { useResource } from '@portail/shared';

import { FunctionsTable } from '../../../record/FunctionsTable';
import { Section, SectionBody } from '../../../record/RecordParts';
import { companyName } from '../../../record/labels';
import { companySection } from '../sectionList';
import { officersCall, ownersCall } from '../../../record/api';

/** Executives, auditors and beneficial owners: three sections over two calls. */
export function OfficersSections({ company: c }: { company: Entreprise }) {
  const officers = useResource(officersCall(c.id));
  const owners = useResource(ownersCall(c.id));
  const name = companyName(c);
  return (
    <>
      <Section {...companySection('dirigeants')}>
        <SectionBody state={officers} isEmpty={(d) => !d.items.some((f) => f.nature === 'DIRIGEANT')} empty="Aucun dirigeant déclaré.">
          {(d) => <FunctionsTable items={d.items.filter((f) => f.nature === 'DIRIGEANT')} caption={`Dirigeants de ${name}`} />}
        </SectionBody>
      </Section>
      <Section {...companySection('commissaires')}>
        <SectionBody
          state={officers}
          lines={2}
          isEmpty={(d) => !d.items.some((f) => f.nature === 'COMMISSAIRE_AUX_COMPTES')}
          empty="Aucun commissaire aux comptes déclaré."
        >
          {(d) => (
            <FunctionsTable items={d.items.filter((f) => f.nature === 'COMMISSAIRE_AUX_COMPTES')} caption={`Commissaires aux comptes de ${name}`} />
          )}
        </SectionBody>
      </Section>
      <Section {...companySection('beneficiaires')}>
        <SectionBody state={owners} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucun bénéficiaire effectif communiqué.">
          {(d) => <FunctionsTable items={d.items} caption={`Bénéficiaires effectifs de ${name}`} owners />}
        </SectionBody>
      </Section>
    </>
  );
}
