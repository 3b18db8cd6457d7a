// SPEC §2 "Legacy links": /-/Lien/mmbId/{mmbdId}/... links of the former site.
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

export type LegacyTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

export function legacyRedirect(pathname: string, registryWebForwarding: string): LegacyTarget {
  const m = /^\/-\/Lien\/mmbId\/([^/]+)\/(.+)$/.exec(pathname);
  if (!m) return null;
  const rest = m[2]!;
  if (rest.endsWith('mes-formalites.html')) return { kind: 'internal', path: personalSpaceRoutes.formalities };
  if (rest.endsWith('infg-ft-formalites-imr-web/forward.xhtml')) return { kind: 'external', url: registryWebForwarding };
  return null;
}
