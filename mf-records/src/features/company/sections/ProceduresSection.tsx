import { type Entreprise, useResource } from '@portail/shared';

import { Section, SectionBody } from '../../../record/RecordParts';
import { dateOrDash } from '../../../record/labels';
import { companySection } from '../sectionList';
import { proceduresCall } from '../../../record/api';

export function ProceduresSection({ company: c }: { company: Entreprise }) {
  const procedures = useResource(proceduresCall(c.id));
  return (
    <Section {...companySection('procedures')}>
      <SectionBody state={procedures} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucune procédure collective.">
        {(d) => (
          <ul className="record-list">
            {d.items.map((p) => (
              <li key={p.id}>
                <strong>{p.libelle}</strong> : jugement du {dateOrDash(p.date_jugement)},{' '}
                {p.statut === 'EN_COURS' ? 'en cours' : `clôturée le ${dateOrDash(p.date_cloture)}`}
                {p.mandataire ? `, mandataire ${p.mandataire}` : ''}
                {p.evenements.length > 0 && (
                  <ul>
                    {p.evenements.map((ev, i) => (
                      <li key={i}>
                        {dateOrDash(ev.date)} : {ev.libelle}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </Section>
  );
}
