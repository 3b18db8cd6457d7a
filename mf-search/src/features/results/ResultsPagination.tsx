import { Pagination } from '@portail/shared';
import { RESULTS_PATH } from '../advanced-search';
import { withParams } from './query';

interface Props {
  label: string;
  /** The address parameter that holds the page (none for the first). */
  param: 'page' | 'dirigeantPage';
  page: number;
  total: number;
  pageSize: number;
  params: URLSearchParams;
  setParams: (p: URLSearchParams) => void;
}

/** The pages of a result list: each a link to the same search at that page. */
export function ResultsPagination({ label, param, page, total, pageSize, params, setParams }: Props) {
  const at = (p: number) => withParams(params, { [param]: p === 0 ? null : p });
  return <Pagination label={label} page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={(p) => `${RESULTS_PATH}?${at(p)}`} onChange={(p) => setParams(at(p))} />;
}
