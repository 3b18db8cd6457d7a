// What the other features of this app use of this one: they import it from here, not from its files.
export { DownloadButton } from './DownloadButton';
export { PostalAddress } from './PostalAddress';
export { downloadInvoice, downloadReceipt, ordersCall } from './api';
export { ORDERS_CRUMB, orderPath } from './paths';
export { OrderStatus } from './statuses';
export { TerritoryScope } from './TerritoryScope';
