import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  ABANDON_COMMANDE_AVIS,
  Button,
  EmptyState,
  FieldGrid,
  FormField,
  LoadFailed,
  Loading,
  Pagination,
  SiteLink,
  StackedTable,
  formatAmount,
  formatDateFr,
  useResource,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { useDateRange } from '../../layout/useDateRange';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { HISTORY_PAGE_SIZE, downloadInvoice, type HistoryFilter } from './api';
import { orderHistoryNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { DownloadButton } from './DownloadButton';
import { orderPath } from './paths';
import { OrderStatus } from './statuses';
import { TerritoryScope } from './TerritoryScope';
import { UnpaidOrderActions, useOrderChangeNotice } from './UnpaidOrderActions';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

/** The filter by order date: both bounds optional, kept in the address so that it can be shared. */
function DateFilter({ filter, onApply }: { filter: HistoryFilter; onApply: (from: string | null, to: string | null) => void }) {
  const { from, setFrom, to, setTo, error, check } = useDateRange(filter.date_debut, filter.date_fin);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    onApply(from || null, to || null);
  };
  return (
    <form className="history-filter" onSubmit={submit} aria-label="Filtrer les commandes par date">
      <FieldGrid
        legend="Période de commande"
        columns="narrow"
        actions={
          <>
            <Button type="submit">Filtrer</Button>
            {(filter.date_debut || filter.date_fin) && (
              <Button
                variant="secondary"
                onClick={() => {
                  setFrom('');
                  setTo('');
                  onApply(null, null);
                }}
              >
                Effacer le filtre
              </Button>
            )}
          </>
        }
      >
        <FormField id="date_debut" type="date" label="Commandées depuis le" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={error ?? undefined} />
        <FormField id="date_fin" type="date" label="Jusqu'au" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </FieldGrid>
    </form>
  );
}

/** /espace-personnel/mes-commandes/mon-historique: the selected account's orders, newest first. */
export function OrderHistoryPage() {
  const [, setParams] = useSearchParams();
  const needs = usePageNeeds(orderHistoryNeeds);
  const { filter } = needs;
  const orders = useResource(needs.orders);
  const { changed, notice } = useOrderChangeNotice(orders.retry, 'history-done');

  const go = (next: Partial<HistoryFilter>) => {
    const f = { ...filter, ...next };
    const q = new URLSearchParams();
    if (f.date_debut) q.set('date_debut', f.date_debut);
    if (f.date_fin) q.set('date_fin', f.date_fin);
    if (f.page > 0) q.set('page', String(f.page));
    setParams(q);
  };

  return (
    <PersonalSpacePage title="Historique de mes commandes" crumb="Mes commandes" description="Vos commandes de documents officiels, leur état et leurs factures.">
      <TerritoryScope subject="vos commandes" />
      <DateFilter key={`${filter.date_debut}-${filter.date_fin}`} filter={filter} onApply={(date_debut, date_fin) => go({ date_debut, date_fin, page: 0 })} />
      {notice}
      {orders.status === 'loading' && <Loading label="Chargement de vos commandes…" />}
      {orders.status === 'error' && (
        <LoadFailed title="Vos commandes n'ont pas pu être chargées" error={orders.error} onRetry={orders.retry} headingLevel={2} />
      )}
      {orders.status === 'ready' && orders.data.total === 0 && (
        <EmptyState
          title={filter.date_debut || filter.date_fin ? 'Aucune commande sur cette période' : "Vous n'avez pas encore passé de commande"}
          action={
            <SiteLink className="btn btn--primary" href={searchRoutes.advancedSearch}>
              Commander un document officiel
            </SiteLink>
          }
        />
      )}
      {orders.status === 'ready' && orders.data.total > 0 && (
        <>
          <p role="status">
            {orders.data.total} commande{orders.data.total > 1 ? 's' : ''}
            {filter.date_debut || filter.date_fin
              ? ` passée${orders.data.total > 1 ? 's' : ''}${filter.date_debut ? ` depuis le ${formatDateFr(filter.date_debut)}` : ''}${filter.date_fin ? ` jusqu'au ${formatDateFr(filter.date_fin)}` : ''}`
              : ''}
            .
          </p>
          {orders.data.items.some((o) => o.statut === 'EN_ATTENTE_PAIEMENT') && <p>{ABANDON_COMMANDE_AVIS}</p>}
          <StackedTable caption="Mes commandes" headers={['Commande', 'Date', 'Documents', 'Montant TTC', 'État', 'Facture']}>
            {orders.data.items.map((o) => (
              <tr key={o.reference}>
                <th scope="row">
                  <Link to={orderPath(o.reference, o.date_commande)}>{o.reference}</Link>
                </th>
                <td data-label="Date">{formatDateFr(o.date_commande)}</td>
                <td data-label="Documents">
                  {o.nombre_lignes} document{o.nombre_lignes > 1 ? 's' : ''} – {o.entites.join(', ')}
                </td>
                <td data-label="Montant TTC">{formatAmount(o.montants.montant_ttc, { thousandsSeparator: true, currency: o.devise })}</td>
                <td data-label="État">
                  <OrderStatus status={o.statut} />
                  <UnpaidOrderActions order={o} onChanged={changed} />
                </td>
                <td data-label="Facture">
                  {o.facture ? (
                    <DownloadButton download={() => downloadInvoice(o.facture!)} label={`Télécharger la facture ${o.facture.numero}`}>
                      {o.facture.numero}
                    </DownloadButton>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </StackedTable>
          <Pagination page={filter.page} pageCount={Math.ceil(orders.data.total / HISTORY_PAGE_SIZE)} onChange={(page) => go({ page })} label="Pages de l'historique" />
        </>
      )}
      <p>
        <Link to={personalSpaceRoutes.invoices}>Toutes mes factures et mes justificatifs de paiement</Link>
      </p>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { orderHistoryNeeds };
