// The remote's pages. The prices are public and the same for every visitor: rendered on the
// server, their grid loaded first. The basket, the checkout and the payment's return are a
// visitor's own, and the debt-status statement order is a form: they render in the browser; any
// other path is the not-found page (404).
import { definePages, pagesOf } from '@portail/shared/remote/pageRoutes';
import { lazyPage } from '@portail/shared/remote/lazyPage';
import routes from '@portail/shared/routing/routes/mf-basket.json';
import { BasketPage } from './features/basket/BasketPage';
import { PricesPage } from './features/prices/PricesPage';
import { siteGridNeeds } from './features/prices/gridNeeds';
import { NotFound } from './NotFound';

// Pages of a later step, rendered in the browser: their code downloads when they are first opened,
// not with the basket and the prices.
const CheckoutPage = lazyPage(() => import('./features/checkout/CheckoutPage'), (m) => m.CheckoutPage);
const PaymentReturnPage = lazyPage(() => import('./features/payment/PaymentReturnPage'), (m) => m.PaymentReturnPage);
const DebtStatementPage = lazyPage(() => import('./features/debt-statement/DebtStatementPage'), (m) => m.DebtStatementPage);

export const BASKET_PAGES = definePages(
  pagesOf(
    routes,
    {
      basket: { Component: BasketPage, render: 'browser' },
      checkout: { Component: CheckoutPage, render: 'browser' },
      paymentReturn: { Component: PaymentReturnPage, render: 'browser' },
      prices: { Component: PricesPage, needs: siteGridNeeds },
      // A form the visitor fills in: rendered in the browser, the grid's call started with the page.
      debtStatement: { Component: DebtStatementPage, render: 'browser', needs: siteGridNeeds },
    },
    NotFound,
  ),
);
