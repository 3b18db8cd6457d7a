// The executive pages' data needs, apart from the pages: the remote's `./app` holds them (its
// `preload` starts the page's calls), each page's code downloads on demand.
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { slugWords } from '../../record/identifiers';
import { functionFilterFrom, isIdSegment, personCall, personFunctionsCall } from '../../record/api';
import { pageFromQuery } from '../../record/hooks';

/** An executive record's needs: the person of `id`, then the page of their functions the address asks for. */
const executiveNeeds = (id: (args: PageLoadArgs) => string | undefined, fallbackName: (args: PageLoadArgs) => string) =>
  dataNeeds(
    (args) => {
      const given = id(args);
      const { searchParams } = args.url;
      return {
        id: given,
        fallbackName: fallbackName(args),
        page: pageFromQuery(searchParams),
        filter: functionFilterFrom(searchParams),
        person: given !== undefined && isIdSegment(given) ? personCall(given) : null,
      };
    },
    ({ person }, { page, filter }) => [person ? personFunctionsCall(person.id, page, filter) : null],
  );

export const executivePageNeeds = executiveNeeds(
  ({ params }) => params.id ?? '',
  ({ params }) => slugWords(params.slug ?? ''),
);

/** The id that ends an executive's catch-all slug ("dupont-jean-42"). */
export function trailingPersonId(splat: string): string | undefined {
  return /(?:^|[-/])(\d+)\/?$/.exec(splat)?.[1];
}

export const executiveBySlugNeeds = executiveNeeds(
  ({ params }) => trailingPersonId(params['*'] ?? ''),
  () => 'Dirigeant',
);
