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

/** Every page here is a visitor's own: the browser renders it. */
const own = (page: ManifestPage): ManifestPage => ({ ...page, render: 'browser' });

export const PERSONAL_SPACE_PAGES = definePages(
  pagesOf(
    routes,
    {
      home: own({ Component: HomePage }),
      myInformation: own({ Component: MyInformationPage }),
      paymentMeans: own({ Component: PaymentMeansPage }),
      myCompany: own({ Component: MyCompanyPage }),
      formalities: own({ Component: FormalitiesPage }),
      formalityOrder: own({ Component: FormalityOrderPage }),
      monitoring: own({ Component: MonitoringPage }),
      revelations: own({ Component: RevelationsPage }),
      revelationNotice: own({ Component: RevelationNoticePage }),
      wallet: own({ Component: WalletPage }),
      subscription: own({ Component: SubscriptionPage }),
      subscriptionResume: own({ Component: SubscriptionResumePage }),
      orderHistory: own({ Component: OrderHistoryPage }),
      order: own({ Component: OrderPage }),
      debtStatus: own({ Component: DebtStatusPage }),
      debtors: own({ element: <DebtStatusPage debtors /> }),
      insolvencyProceeding: own({ Component: InsolvencyProceedingPage }),
      periodicKbisList: own({ Component: PeriodicKbisListPage }),
      periodicKbisDetail: own({ Component: PeriodicKbisDetailPage }),
      invoices: own({ Component: InvoicesPage }),
      unsubscribe: own({ Component: UnsubscribePage }),
      deleteAccount: own({ Component: DeleteAccountPage }),
    },
    NotFound,
  ),
);
