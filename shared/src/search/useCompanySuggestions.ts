import { useEffect, useState } from 'react';
import type { SearchHit } from '../api/companies';
import type { SearchBoost } from '../site/variants';
import { isValidSiren, isValidSiret } from '../format/identifiers';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, suggestCompanies } from './companySearch';

export interface Suggestions {
  hits: SearchHit[];
  total: number;
}

const NONE: Suggestions = { hits: [], total: 0 };

/**
 * Companies matching what the visitor types, asked for once typing pauses; the previous request is
 * aborted when the text changes. A SIREN or SIRET gets no suggestions: it is searched directly.
 * The header widget (mf-search) and the home page (mf-content) both suggest with it.
 */
export function useCompanySuggestions(text: string, boost: SearchBoost): Suggestions {
  const [result, setResult] = useState<Suggestions>(NONE);
  const query = text.trim();
  useEffect(() => {
    const digits = query.replace(/\s+/g, '');
    if (query.length < SUGGEST_MIN_LENGTH || isValidSiren(digits) || isValidSiret(digits)) {
      setResult(NONE);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestCompanies(query, boost, controller.signal).then(
        (r) => {
          if (!controller.signal.aborted) setResult({ hits: r.items, total: r.total });
        },
        () => {
          if (!controller.signal.aborted) setResult(NONE);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, boost]);
  return result;
}
