// The routes a measure may name: the patterns of the shell's route registry and the shell's own
// routes, nothing else. A browser resolves a path to its pattern with the same registry
// (RouteTable); the API counts a measure only under a pattern it knows, so that no free text (a
// path with a name in it, a search) can be stored whatever a client sends.
import { SHELL_ROUTES } from '@portail/shared/routing/routeTable';
import { routeOwnership } from '@portail/shared/routing/routes';

const PRODUCT = '{product}';
/** A product slug as the shells' variants write them (`registre`, `nouvelle-caledonie`). */
const PRODUCT_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface RouteCatalogue {
  /** The registry pattern a measure's route stands for (`/contact-{product}` for `/contact-registre`), or null. */
  canonical(route: string): string | null;
}

export function routeCatalogue(patterns: readonly string[] = [...SHELL_ROUTES, ...Object.values(routeOwnership()).flat()]): RouteCatalogue {
  const exact = new Set(patterns.filter((p) => !p.includes(PRODUCT)));
  const templated = patterns
    .filter((p) => p.includes(PRODUCT))
    .map((p) => ({ pattern: p, re: new RegExp(`^${p.split(PRODUCT).map(escape).join(PRODUCT_SLUG)}$`) }));
  return {
    canonical(route) {
      if (exact.has(route)) return route;
      return templated.find((t) => t.re.test(route))?.pattern ?? null;
    },
  };
}
