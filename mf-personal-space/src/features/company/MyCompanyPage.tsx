import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function MyCompanyPage() {
  return (
    <PersonalSpacePage title="Mon entreprise" description="Le compte client de votre entreprise.">
      <p>
        Le compte client de votre entreprise regroupe sa dénomination sociale, son numéro SIREN, son numéro de TVA
        intracommunautaire et votre numéro client. Les libellés de courrier et de facturation indiquent à quel nom
        sont adressés vos envois et vos factures.
      </p>
    </PersonalSpacePage>
  );
}
