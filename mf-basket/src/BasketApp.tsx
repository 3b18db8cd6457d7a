import { BrowserRouter, Route, Routes } from 'react-router';
import { BasketPage } from './features/basket/BasketPage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { PaymentReturnPage } from './features/payment/PaymentReturnPage';
import { PricesPage } from './features/prices/PricesPage';
import { NotFound } from './NotFound';

/** The remote's pages; the server renders the not-found page for any other path (server.tsx). */
export const BASKET_ROUTES = (
  <>
    <Route path="/panier" element={<BasketPage />} />
    <Route path="/panier/commande" element={<CheckoutPage />} />
    <Route path="/panier/paiement" element={<PaymentReturnPage />} />
    <Route path="/tarifs" element={<PricesPage />} />
  </>
);

export function BasketRoutes() {
  return (
    <Routes>
      {BASKET_ROUTES}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function BasketApp() {
  return (
    <BrowserRouter>
      <BasketRoutes />
    </BrowserRouter>
  );
}
