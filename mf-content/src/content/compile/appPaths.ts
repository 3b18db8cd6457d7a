// The site paths an editorial page may link to besides the other editorial pages: every route of
// the shell and of the other apps (from the route registry), and the content app's own pages.
import { routeOwnership } from '@portail/shared/routing/routes';
import { RouteTable, type RemoteName } from '@portail/shared/routing/routeTable';
import { CODE_PAGES } from '../../codePages';

export function appPathMatcher(): (path: string) => boolean {
  const others = (Object.entries(routeOwnership()) as [RemoteName, string[]][]).filter(([name]) => name !== 'mf-content');
  const table = RouteTable.fromRegistry([
    ...others.map(([name, patterns]) => ({ name, routes: patterns })),
    { name: 'mf-content', routes: [...CODE_PAGES] },
  ]);
  return (p) => table.ownerOf(p) !== null;
}
