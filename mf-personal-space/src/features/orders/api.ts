// The orders service as the personal space reads it: the history, an order, its invoice.
import { CommandePageSchema, CommandeSchema, authApi, downloadFile, type Commande, type CommandePage } from '@portail/shared';

export const HISTORY_PAGE_SIZE = 10;

export interface HistoryFilter {
  date_debut: string | null;
  date_fin: string | null;
  page: number;
}

export function fetchOrders(f: HistoryFilter, signal: AbortSignal): Promise<CommandePage> {
  return authApi().getJson(
    CommandePageSchema,
    'commandes',
    { date_debut: f.date_debut, date_fin: f.date_fin, limit: HISTORY_PAGE_SIZE, offset: f.page * HISTORY_PAGE_SIZE },
    { signal },
  );
}

export function fetchOrder(reference: string, date: string | null, signal: AbortSignal): Promise<Commande> {
  return authApi().getJson(CommandeSchema, `commandes/${encodeURIComponent(reference)}`, { date_commande: date }, { signal });
}

export function downloadInvoice(invoice: { id: number; numero: string }): Promise<void> {
  return downloadFile(`factures/${invoice.id}`, `facture-${invoice.numero}.pdf`);
}

export function downloadReceipt(receipt: { id: number; numero: string }): Promise<void> {
  return downloadFile(`justificatifs/${receipt.id}`, `justificatif-${receipt.numero}.pdf`);
}
