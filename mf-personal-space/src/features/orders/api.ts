// The orders service as the personal space reads it: the history, an order, its invoice, the
// documents produced for it and what a debt-status statement states; an unpaid order paid again
// or cancelled.
import {
  ProcedureListSchema,
  type ProcedureList,
  CommandePageSchema,
  CommandeResumeSchema,
  CommandeSchema,
  EtatEndettementSchema,
  PaiementSessionSchema,
  VisualisationsSchema,
  authApi,
  downloadFile,
  type Commande,
  type CommandePage,
  type CommandeResume,
  type EtatEndettement,
  type PaiementSession,
  type Visualisation,
} from '@portail/shared';

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
export function fetchDebtStatus(visualisationId: number, signal: AbortSignal): Promise<EtatEndettement> {
  return authApi().getJson(EtatEndettementSchema, `visualisations/${visualisationId}/etat_endettement`, undefined, { signal });
}

/** The collective procedures of a company, as the registry publishes them (public data). */
export function fetchProcedures(companyId: number, signal: AbortSignal): Promise<ProcedureList> {
  return authApi().getJson(ProcedureListSchema, 'procedure_collective', { id_entreprise: companyId }, { signal });
}
