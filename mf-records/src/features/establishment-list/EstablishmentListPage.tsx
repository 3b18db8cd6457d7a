import { useSearchParams } from 'react-router';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { establishmentListNeeds } from './needs';
import { Link } from '@portail/shared/routing/RouterLink';
import { ErrorScreen, PageFrame, Pagination, type Entreprise, useResource } from '@portail/shared';
import { identifierText } from '../../record/identifiers';
import { CompanySummary } from '../company';
import { NotFound } from '../../NotFound';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { ESTABLISHMENT_LIST_PAGE_SIZE, establishmentListCall, type EstablishmentState } from '../../record/api';
import { useAddressedCompany } from '../../record/hooks';
import { companyName, identifierLabel } from '../../record/labels';
import { Section, SectionBody, Skeleton, StateFilter } from '../../record/RecordParts';
import { companyPath, establishmentListPath } from '../../record/paths';
import { EstablishmentsTable } from '../../record/EstablishmentsTable';

/** The states the list can be narrowed to, after all of them. */
const STATE_OPTIONS = [
  [undefined, 'Tous'],
  ['ACTIF', 'Ouverts'],
  ['FERME', 'Fermés'],
] as const;

export function EstablishmentListPage() {
  const needs = usePageNeeds(establishmentListNeeds);
  const { identifier } = needs;
  const { company, mismatch } = useAddressedCompany(needs, establishmentListPath);

  if (needs.company === null || identifier === null || company.status === 'not-found' || mismatch) return <NotFound />;
  if (company.status === 'error') return <ErrorScreen error={company.error} onRetry={company.retry} />;
  if (company.status === 'loading') {
    const label = identifierText(identifier);
    return (
      <PageFrame title={`Établissements – ${label}`} heading={`Établissements de l'entreprise ${label}`} breadcrumb={[SEARCH_CRUMB, { label: 'Établissements' }]}>
        <Skeleton lines={12} label="Chargement des établissements…" />
      </PageFrame>
    );
  }
  return <EstablishmentList company={company.data} />;
}

function EstablishmentList({ company: c }: { company: Entreprise }) {
  const name = companyName(c);
  const [, setParams] = useSearchParams();
  const { page, state } = usePageNeeds(establishmentListNeeds);
  const list = useResource(establishmentListCall(c.id, page, state));

  const query = (nextPage: number, nextState: EstablishmentState) => {
    const q = new URLSearchParams();
    if (nextState) q.set('etat', nextState);
    if (nextPage > 0) q.set('page', String(nextPage + 1));
    return q;
  };
  const hrefFor = (target: number) => {
    const s = query(target, state).toString();
    return `${establishmentListPath(c)}${s ? `?${s}` : ''}`;
  };

  return (
    <PageFrame
      title={`Établissements de ${name} (${identifierLabel(c)})`}
      heading={`Établissements de ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: name, href: companyPath(c) }, { label: 'Établissements' }]}
      description={`Les ${c.nombre_etablissements} établissements de ${name} (${identifierLabel(c)}), dont ${c.nombre_etablissements_actifs} ouverts : siège et établissements secondaires.`}
    >
      <CompanySummary company={c} />
      <p>
        <Link to={companyPath(c)}>Retour à la fiche de l'entreprise</Link>
      </p>
      <Section id="liste" title="Liste des établissements">
        <StateFilter legend="Établissements affichés" options={STATE_OPTIONS} value={state} onChange={(value) => setParams(query(0, value))} />
        <SectionBody state={list} lines={ESTABLISHMENT_LIST_PAGE_SIZE / 2} isEmpty={(d) => d.items.length === 0} empty="Aucun établissement pour ce critère.">
          {(d) => (
            <>
              <p>
                {d.total} établissement{d.total > 1 ? 's' : ''}
              </p>
              <EstablishmentsTable items={d.items} companyName={c.denomination} caption={`Établissements de ${name}`} />
              <Pagination
                page={page}
                pageCount={Math.ceil(d.total / ESTABLISHMENT_LIST_PAGE_SIZE)}
                hrefFor={hrefFor}
                onChange={(target) => setParams(query(target, state))}
                label="Pages des établissements"
              />
            </>
          )}
        </SectionBody>
      </Section>
    </PageFrame>
  );
}
