import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  libelleReglement,
  INVOICE_STATUS_LABELS,
  LoadFailed,
  Loading,
  Pagination,
  StackedTable,
  formatAmount,
  formatDateFr,
  ofMonthYear,
  scopedCall,
  useResource,
  type ResourceCall,
  type Encaissement,
  type FactureResume,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { downloadInvoice, downloadReceipt, DownloadButton, TerritoryScope, orderPath } from '../orders';
import { INVOICES_PAGE_SIZE } from '../payment';
import { invoicesNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { InvoicePayment } from './InvoicePayment';
import { InvoicePaymentOutcome } from './InvoicePaymentOutcome';

const ofMonth = (iso: string) => ofMonthYear(Number(iso.slice(5, 7)), Number(iso.slice(0, 4)));

interface PagedProps<T> {
  page: number;
  /** The call of the list's page (none until the session is there). */
  call: ResourceCall<{ total: number; items: T[] }> | null;
  onPage: (p: number) => void;
  /** Bumped when a payment changed the lists: they are asked again. */
  version: number;
}

/** Where an invoice's settlement stands: « Payée », « En retard » past its due date, else « À payer ». */
function InvoiceStatus({ f }: { f: FactureResume }) {
  if (f.statut === 'PAYEE') return <Badge tone="success">{INVOICE_STATUS_LABELS.PAYEE}</Badge>;
  if (f.en_retard) return <Badge tone="error">{INVOICE_STATUS_LABELS.EN_RETARD}</Badge>;
  return <Badge tone="warning">{INVOICE_STATUS_LABELS.A_PAYER}</Badge>;
}

/** What a payment received paid, as the list names it. */
function receiptSubject(e: Encaissement): string {
  if (e.objet === 'RECHARGE') return 'Rechargement du portefeuille';
  if (e.objet === 'FACTURE') return `Facture ${e.facture?.numero ?? ''}`;
  return `Commande ${e.reference_commande ?? ''}`;
}

/** One page of a paged list of the account: loading, failure with a retry, nothing yet, or its table and the pages. */
function PagedList<T>({
  page,
  onPage,
  version,
  call,
  loading,
  failed,
  empty,
  pagesLabel,
  children,
}: PagedProps<T> & {
  loading: string;
  failed: string;
  empty: ReactNode;
  pagesLabel: string;
  /** The table of the page's items. */
  children: (items: T[]) => ReactNode;
}) {
  // The first version is the page's loader's answer; each later one is asked again.
  const list = useResource(call && version > 0 ? scopedCall(call, version) : call);
  if (list.status === 'loading') return <Loading label={loading} />;
  if (list.status === 'error' || list.status === 'not-found') return <LoadFailed title={failed} error={list.error} onRetry={list.retry} headingLevel={2} />;
  if (list.data.total === 0) return empty;
  return (
    <>
      {children(list.data.items)}
      <Pagination page={page} pageCount={Math.ceil(list.data.total / INVOICES_PAGE_SIZE)} onChange={onPage} label={pagesLabel} />
    </>
  );
}

function Invoices({ onPaid, ...props }: PagedProps<FactureResume> & { onPaid: (numero: string) => void }) {
  const [paying, setPaying] = useState<FactureResume | null>(null);
  return (
    <PagedList
      {...props}
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
        <>
          <StackedTable caption="Mes factures" headers={['Facture', 'Date', 'Commandes', 'Montant TTC', 'Règlement', 'PDF']}>
            {items.map((f) => (
              <tr key={f.id}>
                <th scope="row">
                  {f.numero}
                  {f.mois && <span className="order-line__detail">Facture mensuelle {ofMonth(f.mois)}</span>}
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
                  <InvoiceStatus f={f} /> {libelleReglement(f.moyen_paiement, f.montants.montant_ttc)}
                  {f.statut === 'A_PAYER' && f.echeance && <span className="order-line__detail">Échéance le {formatDateFr(f.echeance)}</span>}
                  {f.statut === 'A_PAYER' && (
                    <Button
                      variant="secondary"
                      aria-label={`Payer la facture ${f.numero}`}
                      aria-expanded={paying?.id === f.id}
                      aria-controls={`reglement-${f.id}`}
                      onClick={() => setPaying(paying?.id === f.id ? null : f)}
                    >
                      Payer
                    </Button>
                  )}
                </td>
                <td data-label="PDF">
                  <DownloadButton download={() => downloadInvoice(f)} label={`Télécharger la facture ${f.numero}`}>
                    Télécharger
                  </DownloadButton>
                </td>
              </tr>
            ))}
          </StackedTable>
          {paying && items.some((f) => f.id === paying.id && f.statut === 'A_PAYER') && (
            <InvoicePayment
              key={paying.id}
              invoice={paying}
              onPaid={() => {
                setPaying(null);
                onPaid(paying.numero);
              }}
            />
          )}
        </>
      )}
    </PagedList>
  );
}

function Receipts(props: PagedProps<Encaissement>) {
  return (
    <PagedList
      {...props}
      loading="Chargement de vos paiements…"
      failed="Vos paiements n'ont pas pu être chargés"
      empty={<EmptyState title="Aucun paiement reçu" headingLevel={3} />}
      pagesLabel="Pages des paiements"
    >
      {(items) => (
        <StackedTable caption="Mes paiements" headers={['Paiement', 'Date', 'Montant', 'Carte', 'Justificatif']}>
          {items.map((e) => (
            <tr key={e.id}>
              <th scope="row">{receiptSubject(e)}</th>
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
  const needs = usePageNeeds(invoicesNeeds);
  const set = (name: string) => (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 0) next.set(name, String(p));
    else next.delete(name);
    setParams(next);
  };
  // Back from the provider's page with the card payment's id; or an invoice paid from the wallet.
  const returned = params.get('session');
  const [version, setVersion] = useState(0);
  const [paid, setPaid] = useState<string | null>(null);
  const changed = () => setVersion((v) => v + 1);
  return (
    <PersonalSpacePage title="Mes factures" description="Vos factures et les justificatifs de vos paiements.">
      <TerritoryScope subject="vos factures et paiements reçus" />
      {returned && <InvoicePaymentOutcome id={returned} onSettled={changed} />}
      {paid && (
        <Alert headingLevel={2} tone="success" title="Facture payée" live="polite">
          <p>{`La facture ${paid} est payée avec votre portefeuille électronique. Son justificatif est dans vos paiements reçus.`}</p>
        </Alert>
      )}
      <section aria-labelledby="factures">
        <h2 id="factures">Factures</h2>
        <Invoices
          page={needs.invoicesPage}
          call={needs.invoices}
          onPage={set('page')}
          version={version}
          onPaid={(numero) => {
            setPaid(numero);
            changed();
          }}
        />
      </section>
      <section aria-labelledby="paiements">
        <h2 id="paiements">Paiements reçus</h2>
        <Receipts page={needs.receiptsPage} call={needs.receipts} onPage={set('paiements')} version={version} />
      </section>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { invoicesNeeds };
