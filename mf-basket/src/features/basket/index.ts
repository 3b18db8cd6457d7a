// What the other features of this app use of this one: they import it from here, not from its files.
export { Totals } from './Totals';
export { announce, fetchBasket, postToBasket } from './api';
export { useBasket } from './useBasket';
