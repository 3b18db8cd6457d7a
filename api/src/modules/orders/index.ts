// Orders, their invoices and the documents they print. What the other modules use of it, the one way in.
export { grouped } from './creditorReference';
export { renderReceiptPdf } from './documents/receiptPdf';
export type { ReceiptData, InvoiceData } from './documents/types';
export { invoiceNumberOfReference, invoicePaymentReference } from './invoiceReference';
export { remindOverdueInvoices } from './invoiceReminders';
export {
  invoicePdf,
  issueMonthlyInvoices,
  dueDateOf,
  overdue,
  parisToday,
  issueOrderInvoice,
  customerOf,
  dueDate,
  insertInvoice,
  nextNumber,
} from './invoices';
export { INVOICE_ATTACHMENT, orderConfirmationMail } from './mail';
export { orderOnSite, ownOrderOnSite } from './onSite';
export {
  lineEntity,
  orderProduced,
  type OrderLineRow,
  findOrderFor,
  isoTimestamp,
  SETTLEABLE_STATUSES,
  orderedAgain,
  closeUnpaidOrder,
  lockOrder,
  orderHeader,
  orderLines,
  settleOrder,
  staleUnpaidOrders,
  toOrderSummary,
  type OrderRow,
  orderDelivered,
} from './orders';
export { ordersRoutes } from './routes';
export { documentJobKey, PRODUCE_DOCUMENT } from './schedule';
export { sellerFromEnv, sellerProblem } from './seller';
export { issueSubscriptionInvoices, suspendOverdueSubscriptions, liftSuspension, issueSubscriptionInvoice } from './subscriptionInvoices';
