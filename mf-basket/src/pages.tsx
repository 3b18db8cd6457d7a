// The remote's pages. The prices are public and the same for every visitor: rendered on the
// server, their grid loaded first. The basket, the checkout and the payment's return are a
// visitor's own, and the debt-status statement order is a form: they render in the browser; any
// other path is the not-found page (404).
import { definePages, pagesOf } from '@portail/shared/remote/pageRoutes';
import routes from '@portail/shared/routing/routes/mf-basket.json';
import { BasketPage } from './features/basket/BasketPage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { DebtStatementPage } from './features/debt-statement/DebtStatementPage';
import { PaymentReturnPage } from './features/payment/PaymentReturnPage';
import { PricesPage } from './features/prices/PricesPage';
import { siteGridNeeds } from './features/prices/gridNeeds';
import { NotFound } from './NotFound';

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
