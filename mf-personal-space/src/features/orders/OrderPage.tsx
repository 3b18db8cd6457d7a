import { ABANDON_COMMANDE_AVIS, Alert, Card, LoadFailed, Loading, StackedTable, SummaryList, formatAmount, formatDateFr, formatSiren, grandTotalLabel, libelleReglement, preTaxRows, taxRateLabel, taxWording, territoryVariant, useResource, type Commande, type LigneCommande, REFUND_STATE_SENTENCES } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { periodicKbisListCall, periodicKbisPath } from '../periodic-kbis';
import { downloadInvoice } from './api';
import { orderNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { DownloadButton } from './DownloadButton';
import { OrderDocuments } from './OrderDocuments';
import { HISTORY_PATH, ORDERS_CRUMB, articlePath, isPeriodicKbisLine } from './paths';
import { PostalAddress } from './PostalAddress';
import { LineStatus, OrderStatus } from './statuses';
import { UnpaidOrderActions, useOrderChangeNotice } from './UnpaidOrderActions';
import { isPaid, shownLineStatus, useOrderDocuments } from './useOrderDocuments';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';

/** The page of each periodic Kbis of a paid order, by order line: the list of the account's, matched on the order. */
function usePeriodicKbisPages(order: Commande, paid: boolean): (line: LigneCommande) => string | null {
  const wanted = paid && order.lignes.some(isPeriodicKbisLine);
  const list = useResource(wanted ? periodicKbisListCall : null);
  return (line) => {
    if (list.status !== 'ready' || !isPeriodicKbisLine(line)) return null;
    const k = list.data.find((p) => p.reference_commande === order.reference && p.id_article === line.id);
    return k ? periodicKbisPath(k.id) : null;
  };
}

/** The heading of the alert that gives an order's reason (`motif`), by its status. */
const MOTIF_TITLES: Partial<Record<Commande['statut'], string>> = {
  EN_ATTENTE_PAIEMENT: "Le dernier paiement n'a pas abouti",
  REFUSEE: 'Paiement refusé',
  ANNULEE: 'Commande annulée',
  ABANDONNEE: 'Commande abandonnée',
};

function OrderDetail({ order, onChanged }: { order: Commande; onChanged: (what: 'paid' | 'cancelled', reference: string) => void }) {
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: order.devise });
  // The payment that paid the order; a card payment received once it was paid is being given back.
  const accepted = order.paiements.find((p) => p.statut === 'ACCEPTE' && !p.remboursement);
  const givenBack = order.paiements.filter((p) => p.statut === 'ACCEPTE' && p.remboursement);
  const paid = isPaid(order);
  const docs = useOrderDocuments(order.reference, order.date_commande, order.lignes, paid);
  const periodicPage = usePeriodicKbisPages(order, paid);
  return (
    <>
      <SummaryList
        items={[
          { key: 'date', term: 'Date de commande', description: formatDateFr(order.date_commande) },
          { key: 'site', term: 'Commandée sur le site', description: `${territoryVariant(order.territoire).siteName} (${order.devise})` },
          { key: 'etat', term: 'État', description: <OrderStatus status={order.statut} /> },
          { key: 'moyen', term: 'Paiement', description: `${libelleReglement(order.moyen_paiement, order.montants.montant_ttc)}${accepted?.carte ? ` (carte ${accepted.carte})` : ''}` },
          { key: 'total', term: 'Montant TTC', description: <strong>{money(order.montants.montant_ttc)}</strong> },
          { key: 'libelle', term: 'Facturée à', description: order.libelle_facturation },
        ]}
      />
      {order.motif && MOTIF_TITLES[order.statut] && (
        <Alert tone={order.statut === 'REFUSEE' ? 'error' : 'warning'} title={MOTIF_TITLES[order.statut]!} headingLevel={2}>
          <p>{order.motif}</p>
          {order.statut === 'EN_ATTENTE_PAIEMENT' ? (
            <p>La commande attend toujours son paiement : vous pouvez la payer à nouveau, ou l'annuler.</p>
          ) : (
            <p>
              Les documents sont restés dans votre panier : <Link to={basketRoutes.basket}>repasser commande</Link>.
            </p>
          )}
        </Alert>
      )}
      {order.statut === 'EN_ATTENTE_PAIEMENT' && <p>{ABANDON_COMMANDE_AVIS}</p>}
      <UnpaidOrderActions order={order} onChanged={onChanged} />
      {givenBack.map((p) => (
        <Alert key={p.id} tone="info" title="Paiement reçu en double" headingLevel={2}>
          <p>{`Un paiement par carte de ${money(p.montant)}${p.carte ? ` (carte ${p.carte})` : ''} nous est parvenu alors que la commande était déjà réglée.`}</p>
          <p>{REFUND_STATE_SENTENCES[p.remboursement!]}</p>
        </Alert>
      ))}
      {order.facture && (
        <p>
          <DownloadButton download={() => downloadInvoice(order.facture!)}>Télécharger la facture {order.facture.numero}</DownloadButton>
        </p>
      )}
      {order.statut === 'EN_ATTENTE_PAIEMENT' && <p>Vos documents seront disponibles sur cette page dès que le paiement de la commande aura été reçu.</p>}
      <OrderDocuments order={order} docs={docs} />
      <Card title="Documents commandés" headingLevel={2}>
        <StackedTable caption={`Documents de la commande ${order.reference}`} headers={['Document', 'Délivrance', 'Quantité', 'Montant TTC', 'État']}>
          {order.lignes.map((l) => {
            const path = articlePath(order.reference, order.date_commande, l) ?? periodicPage(l);
            return (
              <tr key={l.id}>
                <th scope="row">
                  <span className="order-line__title">{path ? <Link to={path}>{l.libelle}</Link> : l.libelle}</span>
                  <span className="order-line__detail">
                    {l.entite.denomination}
                    {l.entite.siren ? ` (SIREN ${formatSiren(l.entite.siren)})` : ''}
                    {l.document ? ` – ${l.document}` : ''}
                  </span>
                </th>
                <td data-label="Délivrance">{l.diffusion === 'ELEC' ? 'Électronique' : 'Courrier'}</td>
                <td data-label="Quantité">
                  {l.quantite}
                  {l.nombre_envois > 1 ? ` × ${l.nombre_envois} envois (tous les ${l.frequence_mois} mois)` : ''}
                </td>
                <td data-label="Montant TTC">{money(l.montants.montant_ttc)}</td>
                <td data-label="État">
                  <LineStatus status={shownLineStatus(l, docs)} />
                </td>
              </tr>
            );
          })}
        </StackedTable>
        <SummaryList
          className="totals"
          items={[
            // The invoice's rows: the total HT includes the postage.
            ...preTaxRows(order.montants).map((r) => ({ key: r.key, term: r.label, description: money(r.amount) })),
            // The tax of the order's territory, by its name there: VAT on the mainland, TGC in New Caledonia.
            { key: 'tva', term: order.taux_tva > 0 ? taxRateLabel(order.territoire, order.taux_tva) : taxWording(order.territoire).notChargedTerm, description: order.taux_tva > 0 ? money(order.montants.montant_tva) : taxWording(order.territoire).notChargedValue },
            { key: 'ttc', term: grandTotalLabel(order.taux_tva), description: money(order.montants.montant_ttc) },
          ]}
        />
      </Card>
      {(order.adresse_facturation || order.adresse_livraison) && (
        <div className="order-addresses">
          {order.adresse_facturation && (
            <Card title="Adresse de facturation" headingLevel={2}>
              <PostalAddress a={order.adresse_facturation} />
            </Card>
          )}
          {order.adresse_livraison && (
            <Card title="Livraison par courrier" headingLevel={2}>
              <PostalAddress a={order.adresse_livraison} />
            </Card>
          )}
        </div>
      )}
    </>
  );
}

/**
 * /espace-personnel/mes-commandes/mon-historique/commande?reference_commande&date_commande: an
 * order of the customer, as the API gives it; an order that is not theirs is not found.
 */
export function OrderPage() {
  const needs = usePageNeeds(orderNeeds);
  const { reference } = needs;
  const order = useResource(needs.order);
  const { changed, notice } = useOrderChangeNotice(order.retry);
  const title = order.status === 'ready' ? `Commande n° ${order.data.reference}` : order.status === 'not-found' || !reference ? 'Commande introuvable' : 'Détail de la commande';
  return (
    <PersonalSpacePage title={title} trail={[ORDERS_CRUMB]} description="Le détail d'une commande de documents officiels : documents, état, paiement et facture.">
      {!reference && (
        <Alert tone="error" title="Aucune commande n'est indiquée" headingLevel={2}>
          <Link to={HISTORY_PATH}>Voir mes commandes</Link>
        </Alert>
      )}
      {notice}
      {reference && order.status === 'loading' && <Loading label="Chargement de la commande…" />}
      {order.status === 'not-found' && (
        <Alert tone="error" title="Cette commande est introuvable" headingLevel={2}>
          <p>Elle n'existe pas ou n'a pas été passée par l'un de vos comptes clients.</p>
          <Link to={HISTORY_PATH}>Voir mes commandes</Link>
        </Alert>
      )}
      {order.status === 'error' && (
        <LoadFailed title="La commande n'a pas pu être chargée" error={order.error} onRetry={order.retry} headingLevel={2} />
      )}
      {order.status === 'ready' && <OrderDetail order={order.data} onChanged={changed} />}
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { orderNeeds };
