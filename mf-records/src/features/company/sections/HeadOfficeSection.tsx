import { Link } from '@portail/shared/routing/RouterLink';
import type { Entreprise } from '@portail/shared';
import { Section } from '../../../record/RecordParts';
import { establishmentNumberOf, identifierText } from '../../../record/identifiers';
import { establishmentPath } from '../../../record/paths';
import { companySection } from '../sectionList';

export function HeadOfficeSection({ company: c }: { company: Entreprise }) {
  return (
    <Section {...companySection('siege')}>
      {c.siege ? (
        <>
          <address className="record-address">{c.siege.adresse.ligne || 'Adresse non diffusée'}</address>
          <p className="record-muted">{identifierText(establishmentNumberOf(c.siege))}</p>
          <p>
            <Link to={establishmentPath(c.siege, c.denomination)}>Voir la fiche de l'établissement siège</Link>
          </p>
        </>
      ) : (
        <p className="record-empty">Aucun siège connu.</p>
      )}
    </Section>
  );
}
