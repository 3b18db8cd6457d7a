// The registry pages' data needs, apart from the pages: the remote's `./app` holds them (its
// `preload` starts the page's calls), each page's code downloads on demand.
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { REGISTRY_CODE } from '../../record/identifiers';
import { municipalitiesCall, registryCall } from '../../record/api';

/** A registry fiche's needs: the registry of `code`, then the first page of the communes it covers. */
const registryNeeds = (code: (args: PageLoadArgs) => string | undefined) =>
  dataNeeds(
    (args) => {
      const given = code(args);
      return { code: given, registry: given !== undefined && REGISTRY_CODE.test(given) ? registryCall(given.toUpperCase()) : null };
    },
    ({ registry }) => [registry ? municipalitiesCall(registry.code, 0) : null],
  );

export const registryDetailsNeeds = registryNeeds(({ params }) => params.code ?? '');

/** The registry code that ends a catch-all slug ("ajaccio-2a01"). */
export function trailingRegistryCode(splat: string): string | undefined {
  return /(?:^|[-/])(\d[\dAB]\d{2})\/?$/i.exec(splat)?.[1];
}

/** /fiche-greffe/* : a slug ending with the 4-character code ("paris-7501") is sent to the canonical fiche. */
export const registryBySlugNeeds = registryNeeds(({ params }) => trailingRegistryCode(params['*'] ?? ''));
