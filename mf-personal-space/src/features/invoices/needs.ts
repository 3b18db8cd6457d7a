// The data needs of the invoices page, declared once: its loader (pages.tsx) and the page read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { invoicesCall, receiptsCall } from '../payment';

export const invoicesNeeds = dataNeeds(({ url, signedIn }) => {
  const num = (name: string) => Math.max(0, Number(url.searchParams.get(name) ?? 0) || 0);
  const invoicesPage = num('page');
  const receiptsPage = num('paiements');
  return {
    invoicesPage,
    receiptsPage,
    invoices: signedIn ? invoicesCall(invoicesPage) : null,
    receipts: signedIn ? receiptsCall(receiptsPage) : null,
  };
});
