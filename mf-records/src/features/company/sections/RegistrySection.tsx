import { Link } from '@portail/shared/routing/RouterLink';
import { type Entreprise, useResource } from '@portail/shared';

import { Section, SectionBody } from '../../../record/RecordParts';
import { REGISTER_LABELS, dateOrDash } from '../../../record/labels';
import { registryPath } from '../../../record/paths';
import { companySection } from '../sectionList';
import { registrationsCall } from '../../../record/api';

export function RegistrySection({ company: c }: { company: Entreprise }) {
  const regs = useResource(registrationsCall(c.id));
  return (
    <Section {...companySection('greffe')}>
      {c.greffe ? (
        <p>
          Greffe : <Link to={registryPath(c.greffe)}>{c.greffe.nom}</Link>
        </p>
      ) : (
        <p>Aucun greffe : l'unité n'est pas immatriculée au registre.</p>
      )}
      <SectionBody state={regs} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucune immatriculation.">
        {(d) => (
          <ul className="record-list">
            {d.items.map((r) => (
              <li key={r.id}>
                {REGISTER_LABELS[r.registre] ?? r.registre} ({r.type === 'PRINCIPALE' ? 'principale' : 'secondaire'}) :{' '}
                {r.mention}, immatriculée le {dateOrDash(r.date_immatriculation)}
                {r.date_radiation ? `, radiée le ${dateOrDash(r.date_radiation)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </Section>
  );
}
