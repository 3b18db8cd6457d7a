// The site's route ownership table, composed from the route manifests of the remotes
// (`routes/<remote>.json`) and of the shell's own pages (`routes/shell.json`): each manifest names
// an app's pages and gives each its path pattern.
// A remote builds its route objects from its own manifest (`pagesOf`), other apps link with the
// same paths, and the shells' registry (scripts/registry.ts) gives browsers the patterns.
import search from './routes/mf-search.json';
import records from './routes/mf-records.json';
import basket from './routes/mf-basket.json';
import personalSpace from './routes/mf-personal-space.json';
import content from './routes/mf-content.json';
import shell from './routes/shell.json';
import type { RemoteName } from './routeTable';

/** Each remote's route manifest: page name → path pattern. */
export const REMOTE_ROUTES = {
  'mf-search': search,
  'mf-records': records,
  'mf-basket': basket,
  'mf-personal-space': personalSpace,
  'mf-content': content,
} as const satisfies Record<RemoteName, Record<string, string>>;

/** The shell's own pages (sign-in, account, loading, not found): page name → path pattern. */
export const SHELL_PAGES = shell;

/** The patterns a remote owns, as the registry lists them. */
export function ownedPatterns(remote: RemoteName): string[] {
  return Object.values(REMOTE_ROUTES[remote]);
}

/** Every remote with the patterns it owns. */
export function routeOwnership(): Record<RemoteName, string[]> {
  return Object.fromEntries(Object.keys(REMOTE_ROUTES).map((r) => [r, ownedPatterns(r as RemoteName)])) as Record<RemoteName, string[]>;
}
