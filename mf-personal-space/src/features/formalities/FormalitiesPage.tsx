import { useSearchParams } from 'react-router';
import {
  DataTable,
  EmptyState,
  FORMALITY_TYPE_LABELS,
  Pagination,
  SiteLink,
  formatDateParis,
  formatSiren,
  useResource,
  type Formalite,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { Loaded } from '../../layout/Loaded';
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
      <Loaded resource={formalities} loadingLabel="Chargement de vos formalités…" failedTitle="Vos formalités n'ont pas pu être chargées">
        {({ total, items }) =>
          total === 0 ? (
            <EmptyState title="Vous n'avez pas encore de formalité" action={<SiteLink href={contentRoutes.formalities}>Tout savoir sur les formalités d'entreprise</SiteLink>}>
              <p>Les formalités que vous déposez auprès des greffes pour votre entreprise apparaîtront ici, avec leur état.</p>
            </EmptyState>
          ) : (
            <>
              <p role="status">
                {total} formalité{total > 1 ? 's' : ''}.
              </p>
              <div className="table-wrap">
                <DataTable caption="Mes formalités" captionHidden stacked columns={COLUMNS} rows={items} rowKey={(f) => f.reference} />
              </div>
              <Pagination
                page={page}
                pageCount={Math.ceil(total / FORMALITIES_PAGE_SIZE)}
                onChange={(p) => setParams(p > 0 ? { page: String(p) } : {})}
                label="Pages des formalités"
              />
            </>
          )
        }
      </Loaded>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { formalitiesNeeds };
