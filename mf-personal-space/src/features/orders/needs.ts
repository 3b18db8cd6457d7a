// The data needs of the orders pages, declared once: their loaders (pages.tsx) and the pages read
// them. A visitor without a session makes no call: the page waits for the session.
import { isCalendarDate } from '@portail/shared';
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { orderCall, ordersCall, proceduresCall, type HistoryFilter } from './api';

/** The history's filter, as the address gives it. */
export function historyFilterFrom(params: URLSearchParams): HistoryFilter {
  const date = (name: string) => {
    const v = params.get(name);
    return v && isCalendarDate(v) ? v : null;
  };
  const page = Number(params.get('page') ?? 0);
  return { date_debut: date('date_debut'), date_fin: date('date_fin'), page: Number.isInteger(page) && page >= 0 ? page : 0 };
}

export const orderHistoryNeeds = dataNeeds(({ url, signedIn }) => {
  const filter = historyFilterFrom(url.searchParams);
  return { filter, orders: signedIn ? ordersCall(filter) : null };
});

/** An order by `?reference_commande&date_commande`. */
export const orderNeeds = dataNeeds(({ url, signedIn }) => {
  const reference = url.searchParams.get('reference_commande')?.trim() ?? '';
  const date = url.searchParams.get('date_commande');
  return { reference, date, order: signedIn && reference ? orderCall(reference, date) : null };
});

/** A line of an order, by the path's order and article and `?date_commande`: the order. */
function readOrderLine({ params, url, signedIn }: PageLoadArgs) {
  const numCommande = params.numCommande ?? '';
  const date = url.searchParams.get('date_commande');
  return { numCommande, idArticle: params.idArticle ?? '', date, order: signedIn ? orderCall(numCommande, date) : null };
}

export const debtStatusNeeds = dataNeeds(readOrderLine);

/** The insolvency proceedings of a line's company: the order, then the proceedings of the line's registered company. */
export const insolvencyProceedingNeeds = dataNeeds(readOrderLine, ({ order }, { idArticle }) => {
  const line = order?.lignes.find((l) => String(l.id) === idArticle && l.entite.id_entreprise !== null);
  return [line ? proceduresCall(line.entite.id_entreprise!) : null];
});
