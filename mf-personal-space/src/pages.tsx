// The remote's pages, every one a visitor's own: rendered in the browser. The server renders the
// not-found page for any other path under /espace-personnel.
import { definePages } from '@portail/shared/remote/pageRoutes';
import { HomePage } from './features/home/HomePage';
import { MyInformationPage } from './features/profile/MyInformationPage';
import { MyCompanyPage } from './features/company/MyCompanyPage';
import { PaymentMeansPage } from './features/payment/PaymentMeansPage';
import { WalletPage } from './features/payment/WalletPage';
import { FormalitiesPage } from './features/formalities/FormalitiesPage';
import { FormalityOrderPage } from './features/formalities/FormalityOrderPage';
import { MonitoringPage } from './features/monitoring/MonitoringPage';
import { RevelationsPage } from './features/monitoring/RevelationsPage';
import { RevelationNoticePage } from './features/monitoring/RevelationNoticePage';
import { SubscriptionPage } from './features/subscription/SubscriptionPage';
import { SubscriptionResumePage } from './features/subscription/SubscriptionResumePage';
import { OrderHistoryPage } from './features/orders/OrderHistoryPage';
import { OrderPage } from './features/orders/OrderPage';
import { DebtStatusPage } from './features/orders/DebtStatusPage';
import { InsolvencyProceedingPage } from './features/orders/InsolvencyProceedingPage';
import { PeriodicKbisListPage } from './features/periodic-kbis/PeriodicKbisListPage';
import { PeriodicKbisDetailPage } from './features/periodic-kbis/PeriodicKbisDetailPage';
import { InvoicesPage } from './features/invoices/InvoicesPage';
import { UnsubscribePage } from './features/account/UnsubscribePage';
import { DeleteAccountPage } from './features/account/DeleteAccountPage';
import { NotFound } from './NotFound';

const ORDER = 'mes-commandes/mon-historique/commande';

export const PERSONAL_SPACE_PAGES = definePages([
  {
    path: '/espace-personnel',
    render: 'browser',
    children: [
      { index: true, Component: HomePage },
      { path: 'mes-informations', Component: MyInformationPage },
      { path: 'moyens-de-paiement', Component: PaymentMeansPage },
      { path: 'mon-entreprise', Component: MyCompanyPage },
      { path: 'mes-formalites', Component: FormalitiesPage },
      { path: 'mes-formalites/commande', Component: FormalityOrderPage },
      { path: 'mes-surveillances', Component: MonitoringPage },
      { path: 'mes-surveillances/mes-revelations', Component: RevelationsPage },
      { path: 'mes-surveillances/mes-revelations/:id', Component: RevelationNoticePage },
      { path: 'portefeuille-electronique-details', Component: WalletPage },
      { path: 'mon-abonnement', Component: SubscriptionPage },
      { path: 'mon-abonnement/reprise/:uuid', Component: SubscriptionResumePage },
      { path: 'mes-commandes/mon-historique', Component: OrderHistoryPage },
      { path: ORDER, Component: OrderPage },
      { path: `${ORDER}/:numCommande/etat-endettement/:idArticle`, Component: DebtStatusPage },
      { path: `${ORDER}/:numCommande/etat-endettement/:idArticle/debiteurs`, element: <DebtStatusPage debtors /> },
      { path: `${ORDER}/:numCommande/procedure-collective/:idArticle`, Component: InsolvencyProceedingPage },
      { path: 'mes-commandes/mes-kbis-periodiques', Component: PeriodicKbisListPage },
      { path: 'mes-commandes/mes-kbis-periodiques/:id', Component: PeriodicKbisDetailPage },
      { path: 'mes-factures', Component: InvoicesPage },
      { path: 'demande-desabonnement', Component: UnsubscribePage },
      { path: 'suppression-de-mon-compte', Component: DeleteAccountPage },
    ],
  },
  { path: '*', Component: NotFound },
]);
