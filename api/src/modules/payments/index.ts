// Payments by card and wallet, receipts, refunds. What the other modules use of it, the one way in.
export { paymentConfigFromEnv, type PaymentConfig, paymentProblem } from './config';
export { listDuplicates } from './duplicates';
export { invoicePaymentRoutes } from './invoicePaymentRoutes';
export { recordTransfer } from './invoicePayments';
export { orderLifecycleRoutes } from './lifecycleRoutes';
export { confirmFreeOrder, orderPaymentsView, paymentJobHandlers, expireStalePayments, type PaymentsContext } from './payments';
export { findReceiptFor, listReceipts, receiptPdf } from './receipts';
export { paymentNotificationRoutes, paymentsRoutes } from './routes';
export { subscriptionPaymentRoutes } from './subscriptionPaymentRoutes';
