import { BrowserRouter, Route, Routes } from 'react-router';
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
import './personal-space.css';

const ORDER = 'mes-commandes/mon-historique/commande';

/**
 * The remote's pages, every one a visitor's own: rendered in the browser. The server renders the
 * not-found page for any other path under /espace-personnel (server.tsx).
 */
export const PERSONAL_SPACE_ROUTES = (
  <Route path="/espace-personnel">
    <Route index element={<HomePage />} />
    <Route path="mes-informations" element={<MyInformationPage />} />
    <Route path="moyens-de-paiement" element={<PaymentMeansPage />} />
    <Route path="mon-entreprise" element={<MyCompanyPage />} />
    <Route path="mes-formalites" element={<FormalitiesPage />} />
    <Route path="mes-formalites/commande" element={<FormalityOrderPage />} />
    <Route path="mes-surveillances" element={<MonitoringPage />} />
    <Route path="mes-surveillances/mes-revelations" element={<RevelationsPage />} />
    <Route path="mes-surveillances/mes-revelations/:id" element={<RevelationNoticePage />} />
    <Route path="portefeuille-electronique-details" element={<WalletPage />} />
    <Route path="mon-abonnement" element={<SubscriptionPage />} />
    <Route path="mon-abonnement/reprise/:uuid" element={<SubscriptionResumePage />} />
    <Route path="mes-commandes/mon-historique" element={<OrderHistoryPage />} />
    <Route path={ORDER} element={<OrderPage />} />
    <Route path={`${ORDER}/:numCommande/etat-endettement/:idArticle`} element={<DebtStatusPage />} />
    <Route path={`${ORDER}/:numCommande/etat-endettement/:idArticle/debiteurs`} element={<DebtStatusPage debtors />} />
    <Route path={`${ORDER}/:numCommande/procedure-collective/:idArticle`} element={<InsolvencyProceedingPage />} />
    <Route path="mes-commandes/mes-kbis-periodiques" element={<PeriodicKbisListPage />} />
    <Route path="mes-commandes/mes-kbis-periodiques/:id" element={<PeriodicKbisDetailPage />} />
    <Route path="mes-factures" element={<InvoicesPage />} />
    <Route path="demande-desabonnement" element={<UnsubscribePage />} />
    <Route path="suppression-de-mon-compte" element={<DeleteAccountPage />} />
  </Route>
);

export function PersonalSpaceRoutes() {
  return (
    <Routes>
      {PERSONAL_SPACE_ROUTES}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function PersonalSpaceApp() {
  return (
    <BrowserRouter>
      <PersonalSpaceRoutes />
    </BrowserRouter>
  );
}
