// The remote's pages. The prices are public and the same for every visitor: rendered on the
// server, their grid loaded first. The basket, the checkout and the payment's return are a
// visitor's own and render in the browser; any other path is the not-found page (404).
import { priceGridResource, siteGridCode } from '@portail/shared';
import { definePages } from '@portail/shared/remote/pageRoutes';
import { BasketPage } from './features/basket/BasketPage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { PaymentReturnPage } from './features/payment/PaymentReturnPage';
import { PricesPage } from './features/prices/PricesPage';
import { NotFound } from './NotFound';

export const BASKET_PAGES = definePages([
  { path: '/panier', Component: BasketPage, render: 'browser' },
  { path: '/panier/commande', Component: CheckoutPage, render: 'browser' },
  { path: '/panier/paiement', Component: PaymentReturnPage, render: 'browser' },
  { path: '/tarifs', Component: PricesPage, load: ({ site }, page) => page.get(priceGridResource(siteGridCode(site))) },
  { path: '*', Component: NotFound },
]);
