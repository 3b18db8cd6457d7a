import type { Entreprise } from '@portail/shared';
import { Facts, Section } from '../../../record/RecordParts';
import { companyNumber } from '../../../record/identifiers';
import { COMPANY_STATUS_LABELS, dateOrDash, registrationStatusLabel } from '../../../record/labels';
import { companySection } from '../sectionList';
import { money } from '../amounts';

export function IdentitySection({ company: c }: { company: Entreprise }) {
  const number = companyNumber(c);
  return (
    <Section {...companySection('identite')}>
      <Facts
        items={[
          ['Dénomination', c.denomination ?? 'Non diffusée (diffusion partielle)'],
          ['Sigle', c.sigle],
          ['Anciennes dénominations', c.denominations_precedentes.join(', ')],
          [number.kind, number.display],
          ['Forme juridique', c.forme_juridique?.libelle],
          ['Capital social', c.capital_social === null ? 'Non renseigné' : money(c.capital_social, c.devise)],
          ['Date de création', dateOrDash(c.date_creation)],
          ["Date d'immatriculation", c.date_immatriculation ? dateOrDash(c.date_immatriculation) : null],
          ["État de l'entreprise", COMPANY_STATUS_LABELS[c.statut_entreprise]],
          ['Statut au registre', registrationStatusLabel(c.statut)],
          ['Date de radiation', c.date_radiation ? dateOrDash(c.date_radiation) : null],
          ['Catégorie', c.categorie_entreprise],
          ['Effectif', c.tranche_effectif?.libelle],
        ]}
      />
    </Section>
  );
}
