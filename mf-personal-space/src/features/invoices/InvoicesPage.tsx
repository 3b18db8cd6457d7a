import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useSearchParams } from 'react-router';
import { Badge, EmptyState, INTITULES_MOYEN_PAIEMENT, LoadFailed, Loading, Pagination, StackedTable, authStore, formatAmount, formatDateFr, formatMonthYear, useResource } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { downloadInvoice, downloadReceipt, DownloadButton, TerritoryScope, orderPath } from '../orders';
import { INVOICES_PAGE_SIZE, fetchInvoices, fetchReceipts } from '../payment';

const monthOf = (iso: string) => formatMonthYear(Number(iso.slice(5, 7)), Number(iso.slice(0, 4)));

interface PagedProps {
  page: number;
  onPage: (p: number) => void;
}

/** One page of a paged list of the account: loading, failure with a retry, nothing yet, or its table and the pages. */
function PagedList<T>({
  page,
  onPage,
  resource,
  load,
  loading,
  failed,
  empty,
  pagesLabel,
  children,
}: PagedProps & {
  /** The resource's key, with the page number ("factures"). */
  resource: string;
  load: (page: number, signal: AbortSignal) => Promise<{ total: number; items: T[] }>;
  loading: string;
  failed: string;
  empty: ReactNode;
  pagesLabel: string;
  /** The table of the page's items. */
  children: (items: T[]) => ReactNode;
}) {
  const connected = useStore(authStore, (s) => s.connected);
  const list = useResource(connected ? `${resource}:${page}` : null, (signal) => load(page, signal));
  if (list.status === 'loading') return <Loading label={loading} />;
  if (list.status === 'error' || list.status === 'not-found') return <LoadFailed title={failed} onRetry={list.retry} headingLevel={2} />;
  if (list.data.total === 0) return empty;
  return (
    <>
      {children(list.data.items)}
      <Pagination page={page} pageCount={Math.ceil(list.data.total / INVOICES_PAGE_SIZE)} onChange={onPage} label={pagesLabel} />
    </>
  );
}

function Invoices(props: PagedProps) {
  return (
    <PagedList
      {...props}
      resource="factures"
      load={fetchInvoices}
      loading="Chargement de vos factures…"
      failed="Vos factures n'ont pas pu être chargées"
      empty={
        <EmptyState title="Aucune facture" headingLevel={3}>
          <p>Chaque commande payée et chaque mois d'abonnement donnent une facture, à retrouver ici.</p>
        </EmptyState>
      }
      pagesLabel="Pages des factures"
    >
      {(items) => (
        <StackedTable caption="Mes factures" headers={['Facture', 'Date', 'Commandes', 'Montant TTC', 'Règlement', 'PDF']}>
          {items.map((f) => (
            <tr key={f.id}>
              <th scope="row">
                {f.numero}
                {f.mois && <span className="order-line__detail">Facture mensuelle de {monthOf(f.mois)}</span>}
                {f.abonnement && (
                  <span className="order-line__detail">
                    Abonnement {f.abonnement.libelle_offre}, du {formatDateFr(f.abonnement.debut)} au {formatDateFr(f.abonnement.fin)}
                  </span>
                )}
              </th>
              <td data-label="Date">{formatDateFr(f.date_emission)}</td>
              <td data-label="Commandes">
                {f.references_commandes.length === 0 && '—'}
                {f.references_commandes.map((r, i) => (
                  <span key={r}>
                    {i > 0 && ', '}
                    <Link to={orderPath(r)}>{r}</Link>
                  </span>
                ))}
              </td>
              <td data-label="Montant TTC">{formatAmount(f.montants.montant_ttc, { thousandsSeparator: true, currency: f.devise })}</td>
              <td data-label="Règlement">
                {f.statut === 'PAYEE' ? <Badge tone="success">Payée</Badge> : <Badge tone="warning">À payer</Badge>} {INTITULES_MOYEN_PAIEMENT[f.moyen_paiement]}
              </td>
              <td data-label="PDF">
                <DownloadButton download={() => downloadInvoice(f)} label={`Télécharger la facture ${f.numero}`}>
                  Télécharger
                </DownloadButton>
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}

function Receipts(props: PagedProps) {
  return (
    <PagedList
      {...props}
      resource="encaissements"
      load={fetchReceipts}
      loading="Chargement de vos paiements…"
      failed="Vos paiements n'ont pas pu être chargés"
      empty={<EmptyState title="Aucun paiement reçu" headingLevel={3} />}
      pagesLabel="Pages des paiements"
    >
      {(items) => (
        <StackedTable caption="Mes paiements" headers={['Paiement', 'Date', 'Montant', 'Carte', 'Justificatif']}>
          {items.map((e) => (
            <tr key={e.id}>
              <th scope="row">{e.objet === 'RECHARGE' ? 'Rechargement du portefeuille' : `Commande ${e.reference_commande ?? ''}`}</th>
              <td data-label="Date">{formatDateFr(e.date)}</td>
              <td data-label="Montant">{formatAmount(e.montant, { thousandsSeparator: true, currency: e.devise })}</td>
              <td data-label="Carte">{e.carte ?? '—'}</td>
              <td data-label="Justificatif">
                <DownloadButton download={() => downloadReceipt(e)} label={`Télécharger le justificatif ${e.numero}`}>
                  Télécharger
                </DownloadButton>
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}

/** /espace-personnel/mes-factures: invoices (orders, months, subscription periods) and payments received with their receipts. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const num = (name: string) => Math.max(0, Number(params.get(name) ?? 0) || 0);
  const set = (name: string) => (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 0) next.set(name, String(p));
    else next.delete(name);
    setParams(next);
  };
  return (
    <PersonalSpacePage title="Mes factures" description="Vos factures et les justificatifs de vos paiements.">
      <TerritoryScope subject="vos factures et paiements reçus" />
      <section aria-labelledby="factures">
        <h2 id="factures">Factures</h2>
        <Invoices page={num('page')} onPage={set('page')} />
      </section>
      <section aria-labelledby="paiements">
        <h2 id="paiements">Paiements reçus</h2>
        <Receipts page={num('paiements')} onPage={set('paiements')} />
      </section>
    </PersonalSpacePage>
  );
}
