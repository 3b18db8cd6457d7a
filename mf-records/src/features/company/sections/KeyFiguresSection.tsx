import { type Entreprise, useResource } from '@portail/shared';

import { Section, SectionBody } from '../../../record/RecordParts';
import { companySection } from '../sectionList';
import { KeyFiguresChart, KeyFiguresTable } from '../KeyFigures';
import { keyFiguresCall } from '../../../record/api';

export function KeyFiguresSection({ company: c }: { company: Entreprise }) {
  const figures = useResource(keyFiguresCall(c.id));
  return (
    <Section {...companySection('chiffres-cles')}>
      <SectionBody state={figures} lines={5} isEmpty={(d) => d.exercices.length === 0} empty="Aucun chiffre clé publié.">
        {(d) => (
          <div className="record-figures">
            <KeyFiguresChart data={d} />
            <KeyFiguresTable data={d} />
          </div>
        )}
      </SectionBody>
    </Section>
  );
}
