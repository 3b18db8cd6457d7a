import { useMemo } from 'react';
import { useResource } from '@portail/shared';
import { legalForms } from '../../api/searchApi';

/** The legal forms of the filter, from the API's reference list (loaded once per page, on the server too). */
export function useLegalForms(): { options: { code: string; libelle: string }[]; labels: ReadonlyMap<string, string> } {
  const state = useResource('reference:formes_juridiques', (signal) => legalForms(signal));
  const options = state.status === 'ready' ? state.data : EMPTY;
  const labels = useMemo(() => new Map(options.map((o) => [o.code, o.libelle])), [options]);
  return { options, labels };
}

const EMPTY: { code: string; libelle: string }[] = [];
