// The public price grid of the site (basket service, SPEC §7) as every page that shows a price
// reads it: the prices page (mf-basket) and the order panel of the record pages (mf-records).
import { SynthesesArticlesSchema, type CodeArticle, type SyntheseArticle, type SynthesesArticles } from '../api/basket';
import { authApi } from '../auth/apiClient';
import { siteVariant, type SearchBoost } from '../site/variants';
import { keyedCall, type ResourceCall } from '../remote/resourceCall';

/** Articles asked for per call: every grid fits in one page (the API's maximum). */
export const PRICE_GRID_PAGE_SIZE = 100;

/**
 * The public grid of the site the page is shown on (mainland France in euros, New Caledonia in
 * CFP francs), from its variant or its search boost: a loader's `site`, or `useSite` in a page.
 */
export function siteGridCode(site: { variant?: string; searchBoost: SearchBoost }): string {
  return siteVariant(site).priceGrid;
}

/** API path and parameters of one page of a grid. */
export function priceGridCall(code: string, offset = 0) {
  return { path: `grilles_tarifaires/${encodeURIComponent(code)}/syntheses_articles`, params: { limit: PRICE_GRID_PAGE_SIZE, offset } };
}

/** Every article of the grid `code`, following the pages when the grid holds more than one. */
export async function fetchPriceGrid(code: string, signal?: AbortSignal): Promise<SynthesesArticles> {
  const first = priceGridCall(code);
  const grid = await authApi().getJson(SynthesesArticlesSchema, first.path, first.params, { signal });
  const items = [...grid.items];
  while (items.length < grid.total) {
    const next = priceGridCall(code, items.length);
    const page = await authApi().getJson(SynthesesArticlesSchema, next.path, next.params, { signal });
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { ...grid, items, limit: items.length, offset: 0 };
}

/**
 * The price an article starts from in a grid: its electronic delivery when the grid has one (no
 * postage), else its cheapest format. Null when the grid does not price the article.
 */
export function startingPrice(grid: Pick<SynthesesArticles, 'items'>, article: CodeArticle): SyntheseArticle | null {
  const prices = grid.items.filter((i) => i.code_article === article);
  return prices.find((p) => p.diffusion === 'ELEC') ?? prices.slice().sort((a, b) => a.prix_ttc - b.prix_ttc)[0] ?? null;
}

/** The grid `code` as a page reads it: the prices page and the record pages' order panel, and their loaders. */
export function priceGridResource(code: string): ResourceCall<SynthesesArticles> {
  // Keyed by its first page's request: the pages that follow, if any, are part of its answer.
  const first = priceGridCall(code);
  return keyedCall(first.path, first.params, (signal) => fetchPriceGrid(code, signal));
}
