// The JavaScript budget of the pages (bench/budgets.json): the target, and the ceiling the
// end-to-end suite holds each measured route to.
import budgets from '../budgets.json';
import { SHELL_ONLY_ROUTE } from './initialAssets';

export interface Budget {
  /** The budget, gzip KiB: a page with its remote, or the shell alone. */
  target: number;
  /** The most the route may weigh today, gzip KiB. */
  ceiling: number;
}

const CEILINGS: Record<string, number | undefined> = budgets.ceilings;

/** The budget of a measured route. */
export function budgetOf(route: string): Budget {
  const ceiling = CEILINGS[route];
  if (ceiling === undefined) throw new Error(`Pas de plafond pour ${route} dans bench/budgets.json`);
  return { target: route === SHELL_ONLY_ROUTE ? budgets.target.shell : budgets.target.route, ceiling };
}
