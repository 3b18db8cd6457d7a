// The remote's pages, every one a visitor's own: rendered in the browser. The server renders the
// not-found page for any other path it is asked for.
import { definePages, lazyNeeds, pagesOf, type ManifestPage } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';
import { HomePage, homePageNeeds } from './features/home/HomePage';
import { NotFound } from './NotFound';
import { lazyPage } from './lazyPage';

// The home page's frame comes with the remote (its dashboard downloads for a signed-in customer);
// every other page downloads when it is first opened, with its data needs.
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

/** The debt-statement page's needs, for both its routes. */
const debtStatusNeeds = lazyNeeds(DebtStatusPage, (m) => m.debtStatusNeeds);

type Pages = { [K in keyof typeof routes]: ManifestPage };

/** Every page here is a visitor's own: the browser renders it. */
function visitorsOwn(pages: Pages): Pages {
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, { ...page, render: 'browser' }])) as Pages;
}

export const PERSONAL_SPACE_PAGES = definePages(
  pagesOf(
    routes,
    visitorsOwn({
      home: { Component: HomePage, needs: homePageNeeds },
      myInformation: { Component: MyInformationPage, needs: lazyNeeds(MyInformationPage, (m) => m.myInformationNeeds) },
      paymentMeans: { Component: PaymentMeansPage, needs: lazyNeeds(PaymentMeansPage, (m) => m.paymentMeansNeeds) },
      myCompany: { Component: MyCompanyPage, needs: lazyNeeds(MyCompanyPage, (m) => m.myCompanyNeeds) },
      formalities: { Component: FormalitiesPage, needs: lazyNeeds(FormalitiesPage, (m) => m.formalitiesNeeds) },
      formalityOrder: { Component: FormalityOrderPage, needs: lazyNeeds(FormalityOrderPage, (m) => m.formalityOrderNeeds) },
      monitoring: { Component: MonitoringPage, needs: lazyNeeds(MonitoringPage, (m) => m.monitoringNeeds) },
      revelations: { Component: RevelationsPage, needs: lazyNeeds(RevelationsPage, (m) => m.revelationsNeeds) },
      revelationNotice: { Component: RevelationNoticePage, needs: lazyNeeds(RevelationNoticePage, (m) => m.revelationNoticeNeeds) },
      wallet: { Component: WalletPage, needs: lazyNeeds(WalletPage, (m) => m.walletNeeds) },
      subscription: { Component: SubscriptionPage, needs: lazyNeeds(SubscriptionPage, (m) => m.subscriptionNeeds) },
      subscriptionResume: { Component: SubscriptionResumePage, needs: lazyNeeds(SubscriptionResumePage, (m) => m.subscriptionResumeNeeds) },
      orderHistory: { Component: OrderHistoryPage, needs: lazyNeeds(OrderHistoryPage, (m) => m.orderHistoryNeeds) },
      order: { Component: OrderPage, needs: lazyNeeds(OrderPage, (m) => m.orderNeeds) },
      debtStatus: { Component: DebtStatusPage, needs: debtStatusNeeds },
      debtors: { element: <DebtStatusPage debtors />, needs: debtStatusNeeds },
      insolvencyProceeding: { Component: InsolvencyProceedingPage, needs: lazyNeeds(InsolvencyProceedingPage, (m) => m.insolvencyProceedingNeeds) },
      periodicKbisList: { Component: PeriodicKbisListPage, needs: lazyNeeds(PeriodicKbisListPage, (m) => m.periodicKbisListNeeds) },
      periodicKbisDetail: { Component: PeriodicKbisDetailPage, needs: lazyNeeds(PeriodicKbisDetailPage, (m) => m.periodicKbisDetailNeeds) },
      invoices: { Component: InvoicesPage, needs: lazyNeeds(InvoicesPage, (m) => m.invoicesNeeds) },
      unsubscribe: { Component: UnsubscribePage, needs: lazyNeeds(UnsubscribePage, (m) => m.unsubscribeNeeds) },
      deleteAccount: { Component: DeleteAccountPage },
    }),
    NotFound,
  ),
);
