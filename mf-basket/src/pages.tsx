// The remote's pages. The prices are public and the same for every visitor: rendered on the
// server, their grid loaded first. The basket, the checkout and the payment's return are a
// visitor's own, and the debt-status statement order is a form: they render in the browser; any
// other path is the not-found page (404).
import { definePages, pagesOf } from '@portail/shared/remote/pageRoutes';
import { lazyPage } from '@portail/shared/remote/lazyPage';
import routes from '@portail/shared/routing/routes/mf-basket.json';
import { siteGridNeeds } from './features/prices/gridNeeds';
import { NotFound } from './NotFound';
// The prices' stylesheet, in the remote's own: the server's page links it, and the server-rendered
// prices are styled before their code arrives.
import './features/prices/prices.css';

// Each page's code downloads with the remote's `./app` when it is the page at the address, when it
// is first opened otherwise: the basket does not carry the prices, nor the prices the basket.
const BasketPage = lazyPage(() => import(/* webpackChunkName: "basket-basket" */ './features/basket/BasketPage'), (m) => m.BasketPage);
const PricesPage = lazyPage(() => import(/* webpackChunkName: "basket-prices" */ './features/prices/PricesPage'), (m) => m.PricesPage);
const CheckoutPage = lazyPage(() => import(/* webpackChunkName: "basket-checkout" */ './features/checkout/CheckoutPage'), (m) => m.CheckoutPage);
const PaymentReturnPage = lazyPage(() => import(/* webpackChunkName: "basket-payment-return" */ './features/payment/PaymentReturnPage'), (m) => m.PaymentReturnPage);
const DebtStatementPage = lazyPage(() => import(/* webpackChunkName: "basket-debt-statement" */ './features/debt-statement/DebtStatementPage'), (m) => m.DebtStatementPage);

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
