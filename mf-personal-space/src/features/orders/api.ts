// The orders service as the personal space reads it: the history, an order, its invoice, the
// documents produced for it and what a debt-status statement states; an unpaid order paid again
// or cancelled.
import {
  ProcedureListSchema,
  CommandePageSchema,
  CommandeResumeSchema,
  CommandeSchema,
  EtatEndettementSchema,
  PaiementSessionSchema,
  VisualisationsSchema,
  apiCall,
  authApi,
  downloadFile,
  type CommandeResume,
  type PaiementSession,
  type Visualisation,
} from '@portail/shared';

export const HISTORY_PAGE_SIZE = 10;

export interface HistoryFilter {
  date_debut: string | null;
  date_fin: string | null;
  page: number;
}

/** The page of the history `f` asks for. */
export const ordersCall = (f: HistoryFilter) =>
  apiCall(CommandePageSchema, 'commandes', { date_debut: f.date_debut, date_fin: f.date_fin, limit: HISTORY_PAGE_SIZE, offset: f.page * HISTORY_PAGE_SIZE });

/** An order of the customer's, by its reference and its date. */
export const orderCall = (reference: string, date: string | null) => apiCall(CommandeSchema, `commandes/${encodeURIComponent(reference)}`, { date_commande: date });

/** A new payment of an order awaiting payment, with the means chosen for it (a card: the provider's page in `redirection`). */
export function payOrderAgain(reference: string): Promise<PaiementSession> {
  return authApi().postJson(PaiementSessionSchema, 'paiements/sessions', { reference_commande: reference });
}

/** Cancels an order awaiting payment; its documents stay in the basket. */
export function cancelOrder(reference: string): Promise<CommandeResume> {
  return authApi().postJson(CommandeResumeSchema, `commandes/${encodeURIComponent(reference)}/annulation`);
}

export function downloadInvoice(invoice: { id: number; numero: string }): Promise<void> {
  return downloadFile(`factures/${invoice.id}`, `facture-${invoice.numero}.pdf`);
}

export function downloadReceipt(receipt: { id: number; numero: string }): Promise<void> {
  return downloadFile(`justificatifs/${receipt.id}`, `justificatif-${receipt.numero}.pdf`);
}

/** The documents produced for a paid order (`idArticle`: for one of its lines only). */
export function fetchVisualisations(reference: string, date: string | null, signal: AbortSignal, idArticle?: number): Promise<Visualisation[]> {
  return authApi().getJson(VisualisationsSchema, `commandes/${encodeURIComponent(reference)}/visualisations`, { date_commande: date, id_article: idArticle ?? null }, { signal });
}

/** The PDF of a produced document, under the name the API gives it. */
export function downloadVisualisation(document: { id: number; nom_fichier: string }): Promise<void> {
  return downloadFile(`visualisations/${document.id}`, document.nom_fichier);
}

/** Every document of an order in one zip. */
export function downloadOrderZip(reference: string): Promise<void> {
  return downloadFile(`commandes/${encodeURIComponent(reference)}/zip`, `commande-${reference}.zip`);
}

/** What a certified debt-status statement states, as issued. */
export const debtStatusCall = (visualisationId: number) => apiCall(EtatEndettementSchema, `visualisations/${visualisationId}/etat_endettement`);

/** The collective procedures of a company, as the registry publishes them (public data). */
export const proceduresCall = (companyId: number) => apiCall(ProcedureListSchema, 'procedure_collective', { id_entreprise: companyId });
