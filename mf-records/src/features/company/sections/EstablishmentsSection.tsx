import { useState } from 'react';
import { Link } from '@portail/shared/routing/RouterLink';
import { Pagination, type Entreprise, useResource } from '@portail/shared';
import { COMPANY_ESTABLISHMENTS_PAGE_SIZE, companyEstablishmentsCall } from '../../../record/api';
import { EstablishmentsTable } from '../../../record/EstablishmentsTable';
import { Section, SectionBody } from '../../../record/RecordParts';
import { establishmentListPath } from '../../../record/paths';
import { companyName } from '../../../record/labels';
import { companySection } from '../sectionList';

export function EstablishmentsSection({ company: c }: { company: Entreprise }) {
  const [page, setPage] = useState(0);
  const list = useResource(companyEstablishmentsCall(c.id, page));
  return (
    <Section
      {...companySection('etablissements')}
      footer={<Link to={establishmentListPath(c)}>Voir les établissements de l'entreprise</Link>}
    >
      <p>
        {c.nombre_etablissements} établissement{c.nombre_etablissements > 1 ? 's' : ''}, dont {c.nombre_etablissements_actifs} ouvert
        {c.nombre_etablissements_actifs > 1 ? 's' : ''}.
      </p>
      <SectionBody state={list} lines={COMPANY_ESTABLISHMENTS_PAGE_SIZE + 1} isEmpty={(d) => d.items.length === 0} empty="Aucun établissement.">
        {(d) => (
          <>
            <EstablishmentsTable items={d.items} companyName={c.denomination} caption={`Établissements de ${companyName(c)}`} />
            <Pagination
              page={page}
              pageCount={Math.ceil(d.total / COMPANY_ESTABLISHMENTS_PAGE_SIZE)}
              onChange={setPage}
              label="Pages des établissements"
            />
          </>
        )}
      </SectionBody>
    </Section>
  );
}
