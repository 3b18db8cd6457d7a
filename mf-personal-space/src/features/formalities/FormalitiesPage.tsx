import { useSearchParams } from 'react-router';
import {
  DataTable,
  EmptyState,
  FORMALITY_TYPE_LABELS,
  LoadFailed,
  Loading,
  Pagination,
  SiteLink,
  formatDateParis,
  formatSiren,
  useResource,
  type Formalite,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { FORMALITIES_PAGE_SIZE } from './api';
import { formalitiesNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { FormalityStatus } from './labels';
import { formalityPath } from './paths';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';

const COLUMNS = [
  { key: 'reference', header: 'Formalité', cell: (f: Formalite) => <Link to={formalityPath(f)}>{f.reference}</Link>, rowHeader: true },
  { key: 'type', header: 'Type', cell: (f: Formalite) => FORMALITY_TYPE_LABELS[f.type] },
  { key: 'objet', header: 'Objet', cell: (f: Formalite) => f.objet },
  {
    key: 'entreprise',
    header: 'Entreprise',
    cell: (f: Formalite) => (f.entreprise.siren ? `${f.entreprise.denomination} (${formatSiren(f.entreprise.siren)})` : f.entreprise.denomination),
  },
  { key: 'greffe', header: 'Greffe', cell: (f: Formalite) => f.greffe.libelle },
  { key: 'maj', header: 'Mise à jour', cell: (f: Formalite) => formatDateParis(f.mise_a_jour_le) },
  { key: 'statut', header: 'État', cell: (f: Formalite) => <FormalityStatus status={f.statut} /> },
];

/** /espace-personnel/mes-formalites: the formalities the selected account filed, the latest change first. */
export function FormalitiesPage() {
  const [, setParams] = useSearchParams();
  const needs = usePageNeeds(formalitiesNeeds);
  const { page } = needs;
  const formalities = useResource(needs.formalities);
  return (
    <PersonalSpacePage title="Mes formalités" description="Le suivi de vos formalités auprès des greffes : création, modification, cessation, dépôt des comptes.">
      {formalities.status === 'loading' && <Loading label="Chargement de vos formalités…" />}
      {(formalities.status === 'error' || formalities.status === 'not-found') && (
        <LoadFailed title="Vos formalités n'ont pas pu être chargées" error={formalities.error} onRetry={formalities.retry} headingLevel={2} />
      )}
      {formalities.status === 'ready' && formalities.data.total === 0 && (
        <EmptyState title="Vous n'avez pas encore de formalité" action={<SiteLink href={contentRoutes.formalities}>Tout savoir sur les formalités d'entreprise</SiteLink>}>
          <p>Les formalités que vous déposez auprès des greffes pour votre entreprise apparaîtront ici, avec leur état.</p>
        </EmptyState>
      )}
      {formalities.status === 'ready' && formalities.data.total > 0 && (
        <>
          <p role="status">
            {formalities.data.total} formalité{formalities.data.total > 1 ? 's' : ''}.
          </p>
          <div className="table-wrap">
            <DataTable caption="Mes formalités" captionHidden stacked columns={COLUMNS} rows={formalities.data.items} rowKey={(f) => f.reference} />
          </div>
          <Pagination
            page={page}
            pageCount={Math.ceil(formalities.data.total / FORMALITIES_PAGE_SIZE)}
            onChange={(p) => setParams(p > 0 ? { page: String(p) } : {})}
            label="Pages des formalités"
          />
        </>
      )}
    </PersonalSpacePage>
  );
}
