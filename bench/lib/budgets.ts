// The JavaScript budget of the pages (bench/budgets.json): the target, and the ceiling the
// end-to-end suite holds every route to.
import budgets from '../budgets.json';
import { SHELL_ONLY_ROUTE } from './initialAssets';

export interface Budget {
  target: number;
  ceiling: number;
}

/** The budget of `route`, in gzip KiB: the shell's alone for the page with no remote. */
export function budgetOf(route: string): Budget {
  const kind = route === SHELL_ONLY_ROUTE ? 'shell' : 'route';
  return { target: budgets.target[kind], ceiling: budgets.ceiling[kind] };
}
