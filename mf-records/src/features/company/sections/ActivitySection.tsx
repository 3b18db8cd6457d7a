import type { Entreprise } from '@portail/shared';
import { Facts, Section } from '../../../record/RecordParts';
import { companySection } from '../sectionList';

export function ActivitySection({ company: c }: { company: Entreprise }) {
  return (
    <Section {...companySection('activite')}>
      <Facts
        items={[
          ['Code NAF', c.activite.code_naf ?? 'Non renseigné'],
          ['Libellé', c.activite.libelle],
          ["Secteur d'activité", c.activite.secteur ? `${c.activite.secteur.code} – ${c.activite.secteur.libelle}` : null],
        ]}
      />
    </Section>
  );
}
