import { useEffect, type ReactElement } from 'react';
import type { RouteTable } from '@portail/shared';
import type { VariantConfig } from '../../../variants/types';
import { navigate, usePathname } from '../navigation/location';
import { NotFoundPage } from './NotFoundPage';
import { LoadingPage } from './LoadingPage';
import {
  CompleterCompteClientPage,
  ConnexionPage,
  InscriptionPage,
  InscriptionValidationPage,
  PostConnexionPage,
  SelectionCompteClientPage,
} from './AuthPages';
import { legacyRedirect } from './legacy';

const PAGES: Record<string, (p: { siteName: string }) => ReactElement> = {
  '/connexion': ConnexionPage,
  '/post-connexion': PostConnexionPage,
  '/inscription': InscriptionPage,
  '/inscription-validation': InscriptionValidationPage,
  '/selection-compte-client': SelectionCompteClientPage,
  '/completer-compte-client': CompleterCompteClientPage,
  '/chargement': LoadingPage,
  '/404': NotFoundPage,
};

function LegacyRedirect({ pathname, variant }: { pathname: string; variant: VariantConfig }) {
  const target = legacyRedirect(pathname, variant.external.registryWebForwarding);
  useEffect(() => {
    if (target?.kind === 'internal') navigate(target.path, { replace: true });
    else if (target?.kind === 'external') window.location.replace(target.url);
  }, [target]);
  if (!target) return <NotFoundPage siteName={variant.siteName} />;
  return <LoadingPage siteName={variant.siteName} />;
}

/** What the shell renders in its own outlet: its pages, or the 404 page for unowned paths. */
export function ShellPages({ routes, variant }: { routes: RouteTable; variant: VariantConfig }) {
  const pathname = usePathname();
  const match = routes.resolve(pathname);
  if (match && match.owner !== 'shell') return null;
  if (match?.pattern === '/-/Lien/mmbId/*') return <LegacyRedirect pathname={pathname} variant={variant} />;
  const Page = (match && PAGES[match.pattern]) || NotFoundPage;
  return <Page siteName={variant.siteName} />;
}
