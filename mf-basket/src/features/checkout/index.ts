// What the other features of this app use of this one: they import it from here, not from its files.
export { CHECKOUT_STEPS } from './CheckoutPage';
export { fetchPayment } from './api';
