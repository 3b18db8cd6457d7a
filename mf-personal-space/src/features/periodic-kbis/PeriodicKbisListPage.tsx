import { DataTable, EmptyState, SearchCompanyLink, formatDateFr, formatSiren, useResource, type DataTableColumn, type KbisPeriodique } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { Loaded } from '../../layout/Loaded';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { ORDERS_CRUMB } from '../orders';
import { periodicKbisListNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { PeriodicKbisStatus, deliveryModeLabel, durationLabel, frequencyLabel, issuedCount } from './labels';
import { periodicKbisPath } from './paths';

const COLUMNS: DataTableColumn<KbisPeriodique>[] = [
  {
    key: 'entreprise',
    header: 'Entreprise',
    rowHeader: true,
    sortValue: (k) => k.entite.denomination,
    cell: (k) => (
      <>
        <span className="order-line__title">
          <Link to={periodicKbisPath(k.id)}>{k.entite.denomination}</Link>
        </span>
        {k.entite.siren && <span className="order-line__detail">SIREN {formatSiren(k.entite.siren)}</span>}
      </>
    ),
  },
  { key: 'diffusion', header: 'Délivrance', cell: (k) => deliveryModeLabel(k.diffusion) },
  { key: 'frequence', header: 'Fréquence', cell: (k) => frequencyLabel(k.frequence_mois) },
  { key: 'duree', header: 'Durée', cell: (k) => durationLabel(k.duree_mois) },
  { key: 'envois', header: 'Envois effectués', cell: (k) => `${issuedCount(k)} / ${k.nombre_envois}`, numeric: true },
  { key: 'prochain', header: 'Prochain envoi', cell: (k) => (k.prochain_envoi ? formatDateFr(k.prochain_envoi) : '—'), sortValue: (k) => k.prochain_envoi },
  { key: 'statut', header: 'État', cell: (k) => <PeriodicKbisStatus status={k.statut} /> },
];

/** /espace-personnel/mes-commandes/mes-kbis-periodiques: the selected account's periodic Kbis, newest first. */
export function PeriodicKbisListPage() {
  const list = useResource(usePageNeeds(periodicKbisListNeeds).list);
  return (
    <PersonalSpacePage title="Mes Kbis périodiques" trail={[ORDERS_CRUMB]} description="Les extraits Kbis que vous recevez à intervalles réguliers.">
      <Loaded resource={list} loadingLabel="Chargement de vos Kbis périodiques…" failedTitle="Vos Kbis périodiques n'ont pas pu être chargés">
        {(kbis) =>
          kbis.length === 0 ? (
            <EmptyState
              title="Vous n'avez pas de Kbis périodique"
              action={<SearchCompanyLink />}
            >
              <p>
                Le Kbis périodique vous fait parvenir l'extrait Kbis d'une entreprise à intervalles réguliers, par voie électronique ou par
                courrier, selon la fréquence et la durée choisies à la commande : recherchez l'entreprise, puis choisissez la périodicité en
                commandant son extrait Kbis.
              </p>
            </EmptyState>
          ) : (
            <>
              <p>
                {kbis.length} Kbis périodique{kbis.length > 1 ? 's' : ''}. Chacun vous fait parvenir l'extrait Kbis d'une entreprise à
                intervalles réguliers.
              </p>
              <div className="table-wrap">
                <DataTable caption="Mes Kbis périodiques" captionHidden columns={COLUMNS} rows={kbis} rowKey={(k) => k.id} />
              </div>
            </>
          )
        }
      </Loaded>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { periodicKbisListNeeds };
