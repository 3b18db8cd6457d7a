// The remote's pages, every one a visitor's own: rendered in the browser. The server renders the
// not-found page for any other path it is asked for.
import { definePages, pagesOf, type ManifestPage } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';
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

type Pages = { [K in keyof typeof routes]: ManifestPage };

/** Every page here is a visitor's own: the browser renders it. */
function visitorsOwn(pages: Pages): Pages {
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, { ...page, render: 'browser' }])) as Pages;
}

export const PERSONAL_SPACE_PAGES = definePages(
  pagesOf(
    routes,
    visitorsOwn({
      home: { Component: HomePage },
      myInformation: { Component: MyInformationPage },
      paymentMeans: { Component: PaymentMeansPage },
      myCompany: { Component: MyCompanyPage },
      formalities: { Component: FormalitiesPage },
      formalityOrder: { Component: FormalityOrderPage },
      monitoring: { Component: MonitoringPage },
      revelations: { Component: RevelationsPage },
      revelationNotice: { Component: RevelationNoticePage },
      wallet: { Component: WalletPage },
      subscription: { Component: SubscriptionPage },
      subscriptionResume: { Component: SubscriptionResumePage },
      orderHistory: { Component: OrderHistoryPage },
      order: { Component: OrderPage },
      debtStatus: { Component: DebtStatusPage },
      debtors: { element: <DebtStatusPage debtors /> },
      insolvencyProceeding: { Component: InsolvencyProceedingPage },
      periodicKbisList: { Component: PeriodicKbisListPage },
      periodicKbisDetail: { Component: PeriodicKbisDetailPage },
      invoices: { Component: InvoicesPage },
      unsubscribe: { Component: UnsubscribePage },
      deleteAccount: { Component: DeleteAccountPage },
    }),
    NotFound,
  ),
);
