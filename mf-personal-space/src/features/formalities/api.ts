// The formalities of the selected customer account: a page of them, and one with its steps.
import { FormaliteDetailSchema, FormalitePageSchema, authApi, type FormaliteDetail, type FormalitePage } from '@portail/shared';

export const FORMALITIES_PAGE_SIZE = 20;

export function fetchFormalities(page: number, signal: AbortSignal): Promise<FormalitePage> {
  return authApi().getJson(FormalitePageSchema, 'formalites', { limit: FORMALITIES_PAGE_SIZE, offset: page * FORMALITIES_PAGE_SIZE }, { signal });
}

export function fetchFormality(reference: string, signal: AbortSignal): Promise<FormaliteDetail> {
  return authApi().getJson(FormaliteDetailSchema, `formalites/${encodeURIComponent(reference)}`, undefined, { signal });
}
