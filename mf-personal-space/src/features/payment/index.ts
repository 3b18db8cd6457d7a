// What the other features of this app use of this one: they import it from here, not from its files.
export { INVOICES_PAGE_SIZE, fetchPayment, currencyOf, invoicesCall, receiptsCall, siteCurrency, walletCall } from './api';
export { usePaymentOutcome } from './usePaymentOutcome';
