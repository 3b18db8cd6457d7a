// What the other features of this app use of this one: they import it from here, not from its files.
export { INVOICES_PAGE_SIZE, fetchInvoices, fetchPayment, fetchReceipts, fetchWallet } from './api';
export { usePaymentOutcome } from './usePaymentOutcome';
