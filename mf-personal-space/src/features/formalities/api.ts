// The formalities of the selected customer account: a page of them, and one with its steps.
import { FormaliteDetailSchema, FormalitePageSchema, apiCall } from '@portail/shared';

export const FORMALITIES_PAGE_SIZE = 20;

/** Page `page` (0-based) of the formalities. */
export const formalitiesCall = (page: number) => apiCall(FormalitePageSchema, 'formalites', { limit: FORMALITIES_PAGE_SIZE, offset: page * FORMALITIES_PAGE_SIZE });

export const formalityCall = (reference: string) => apiCall(FormaliteDetailSchema, `formalites/${encodeURIComponent(reference)}`);
