import { fillPattern, type Crumb, type LigneCommande } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

export const HISTORY_PATH = routes.orderHistory;
export const ORDER_PATH = routes.order;

export function orderPath(reference: string, date?: string | null): string {
  const params = new URLSearchParams({ reference_commande: reference });
  if (date) params.set('date_commande', date);
  return `${ORDER_PATH}?${params}`;
}

export const ORDERS_CRUMB: Crumb = { label: 'Mes commandes', href: HISTORY_PATH };

export function orderCrumb(reference: string, date?: string | null): Crumb {
  return { label: `Commande n° ${reference}`, href: orderPath(reference, date) };
}

/** Debt-status statements have a page of their own in the order (SPEC §2). */
export const DEBT_STATUS_ARTICLES: readonly LigneCommande['code_article'][] = ['ETAT_ENDETTEMENT', 'ETAT_INSCRIPTIONS_TRESOR'];

/** …/commande/{reference}/etat-endettement/{line}[/debiteurs]?date_commande */
export function debtStatusPath(reference: string, date: string | null, lineId: number | string, debtors = false): string {
  const q = date ? `?${new URLSearchParams({ date_commande: date })}` : '';
  return `${fillPattern(debtors ? routes.debtors : routes.debtStatus, { numCommande: reference, idArticle: lineId })}${q}`;
}

/** …/commande/{reference}/procedure-collective/{line}?date_commande: the collective procedures of the line's company. */
export function insolvencyPath(reference: string, date: string | null, lineId: number | string): string {
  const q = date ? `?${new URLSearchParams({ date_commande: date })}` : '';
  return `${fillPattern(routes.insolvencyProceeding, { numCommande: reference, idArticle: lineId })}${q}`;
}

/** The page of an order line, when its kind of document has one. */
export function articlePath(reference: string, date: string, line: LigneCommande): string | null {
  return DEBT_STATUS_ARTICLES.includes(line.code_article) ? debtStatusPath(reference, date, line.id) : null;
}

/** A periodic Kbis: an extract delivered every `frequence_mois` months; it has a page of its own once paid. */
export function isPeriodicKbisLine(line: LigneCommande): boolean {
  return line.code_article === 'KBIS' && line.frequence_mois !== null;
}
