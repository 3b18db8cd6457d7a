// The remote's pages, every one a visitor's own: rendered in the browser. The server renders the
// not-found page for any other path it is asked for.
import { definePages, pagesOf, type ManifestPage } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';
import { HomePage } from './features/home/HomePage';
import { NotFound } from './NotFound';
import { myInformationNeeds } from './features/profile/needs';
import { myCompanyNeeds } from './features/company/needs';
import { paymentMeansNeeds, walletNeeds } from './features/payment/needs';
import { formalitiesNeeds, formalityOrderNeeds } from './features/formalities/needs';
import { monitoringNeeds, revelationNoticeNeeds, revelationsNeeds } from './features/monitoring/needs';
import { subscriptionNeeds, subscriptionResumeNeeds } from './features/subscription/needs';
import { homeNeeds } from './features/home/needs';
import { unsubscribeNeeds } from './features/account/needs';
import { debtStatusNeeds, insolvencyProceedingNeeds, orderHistoryNeeds, orderNeeds } from './features/orders/needs';
import { periodicKbisDetailNeeds, periodicKbisListNeeds } from './features/periodic-kbis/needs';
import { invoicesNeeds } from './features/invoices/needs';
import { lazyPage } from './lazyPage';

// The home page comes with the remote; every other page downloads when it is first opened.
const MyInformationPage = lazyPage(() => import('./features/profile/MyInformationPage'), (m) => m.MyInformationPage);
const MyCompanyPage = lazyPage(() => import('./features/company/MyCompanyPage'), (m) => m.MyCompanyPage);
const PaymentMeansPage = lazyPage(() => import('./features/payment/PaymentMeansPage'), (m) => m.PaymentMeansPage);
const WalletPage = lazyPage(() => import('./features/payment/WalletPage'), (m) => m.WalletPage);
const FormalitiesPage = lazyPage(() => import('./features/formalities/FormalitiesPage'), (m) => m.FormalitiesPage);
const FormalityOrderPage = lazyPage(() => import('./features/formalities/FormalityOrderPage'), (m) => m.FormalityOrderPage);
const MonitoringPage = lazyPage(() => import('./features/monitoring/MonitoringPage'), (m) => m.MonitoringPage);
const RevelationsPage = lazyPage(() => import('./features/monitoring/RevelationsPage'), (m) => m.RevelationsPage);
const RevelationNoticePage = lazyPage(() => import('./features/monitoring/RevelationNoticePage'), (m) => m.RevelationNoticePage);
const SubscriptionPage = lazyPage(() => import('./features/subscription/SubscriptionPage'), (m) => m.SubscriptionPage);
const SubscriptionResumePage = lazyPage(() => import('./features/subscription/SubscriptionResumePage'), (m) => m.SubscriptionResumePage);
const OrderHistoryPage = lazyPage(() => import('./features/orders/OrderHistoryPage'), (m) => m.OrderHistoryPage);
const OrderPage = lazyPage(() => import('./features/orders/OrderPage'), (m) => m.OrderPage);
const DebtStatusPage = lazyPage(() => import('./features/orders/DebtStatusPage'), (m) => m.DebtStatusPage);
const InsolvencyProceedingPage = lazyPage(() => import('./features/orders/InsolvencyProceedingPage'), (m) => m.InsolvencyProceedingPage);
const PeriodicKbisListPage = lazyPage(() => import('./features/periodic-kbis/PeriodicKbisListPage'), (m) => m.PeriodicKbisListPage);
const PeriodicKbisDetailPage = lazyPage(() => import('./features/periodic-kbis/PeriodicKbisDetailPage'), (m) => m.PeriodicKbisDetailPage);
const InvoicesPage = lazyPage(() => import('./features/invoices/InvoicesPage'), (m) => m.InvoicesPage);
const UnsubscribePage = lazyPage(() => import('./features/account/UnsubscribePage'), (m) => m.UnsubscribePage);
const DeleteAccountPage = lazyPage(() => import('./features/account/DeleteAccountPage'), (m) => m.DeleteAccountPage);

type Pages = { [K in keyof typeof routes]: ManifestPage };

/** Every page here is a visitor's own: the browser renders it. */
function visitorsOwn(pages: Pages): Pages {
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, { ...page, render: 'browser' }])) as Pages;
}

export const PERSONAL_SPACE_PAGES = definePages(
  pagesOf(
    routes,
    visitorsOwn({
      home: { Component: HomePage, needs: homeNeeds },
      myInformation: { Component: MyInformationPage, needs: myInformationNeeds },
      paymentMeans: { Component: PaymentMeansPage, needs: paymentMeansNeeds },
      myCompany: { Component: MyCompanyPage, needs: myCompanyNeeds },
      formalities: { Component: FormalitiesPage, needs: formalitiesNeeds },
      formalityOrder: { Component: FormalityOrderPage, needs: formalityOrderNeeds },
      monitoring: { Component: MonitoringPage, needs: monitoringNeeds },
      revelations: { Component: RevelationsPage, needs: revelationsNeeds },
      revelationNotice: { Component: RevelationNoticePage, needs: revelationNoticeNeeds },
      wallet: { Component: WalletPage, needs: walletNeeds },
      subscription: { Component: SubscriptionPage, needs: subscriptionNeeds },
      subscriptionResume: { Component: SubscriptionResumePage, needs: subscriptionResumeNeeds },
      orderHistory: { Component: OrderHistoryPage, needs: orderHistoryNeeds },
      order: { Component: OrderPage, needs: orderNeeds },
      debtStatus: { Component: DebtStatusPage, needs: debtStatusNeeds },
      debtors: { element: <DebtStatusPage debtors />, needs: debtStatusNeeds },
      insolvencyProceeding: { Component: InsolvencyProceedingPage, needs: insolvencyProceedingNeeds },
      periodicKbisList: { Component: PeriodicKbisListPage, needs: periodicKbisListNeeds },
      periodicKbisDetail: { Component: PeriodicKbisDetailPage, needs: periodicKbisDetailNeeds },
      invoices: { Component: InvoicesPage, needs: invoicesNeeds },
      unsubscribe: { Component: UnsubscribePage, needs: unsubscribeNeeds },
      deleteAccount: { Component: DeleteAccountPage },
    }),
    NotFound,
  ),
);
