import { Suspense, useEffect, type ComponentType } from 'react';
import type { RouteTable } from '@portail/shared';
import shellRoutes from '@portail/shared/routing/routes/shell.json';
import type { VariantConfig } from '../../../variants/types';
import { navigate, usePathname } from '../../navigation/location';
import { NotFoundPage } from './NotFoundPage';
import { LoadingPage } from './LoadingPage';
import { legacyRedirect } from './legacy';
import { lazyComponent } from '../../navigation/chunkReload';

type PageComponent = ComponentType<{ siteName: string }>;
type AuthPageName = Exclude<keyof typeof import('./AuthPages'), 'default'>;

/** The sign-in and account pages load with their route: most visits never show them. */
function authPage(name: AuthPageName): PageComponent {
  return lazyComponent(
    () => import('./AuthPages'),
    (m) => m[name] as PageComponent,
  );
}

/** The page of each pattern of the shell's route manifest, legacy links aside. */
const PAGES: Record<string, PageComponent> = {
  [shellRoutes.signIn]: authPage('SignInPage'),
  [shellRoutes.postSignIn]: authPage('PostSignInPage'),
  [shellRoutes.signUp]: authPage('SignUpPage'),
  [shellRoutes.signUpValidation]: authPage('SignUpValidationPage'),
  [shellRoutes.customerAccountChoice]: authPage('CustomerAccountChoicePage'),
  [shellRoutes.completeCustomerAccount]: authPage('CompleteCustomerAccountPage'),
  [shellRoutes.loading]: LoadingPage,
  [shellRoutes.notFound]: NotFoundPage,
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
  if (match?.pattern === shellRoutes.legacyLink) return <LegacyRedirect pathname={pathname} variant={variant} />;
  const Page = (match && PAGES[match.pattern]) || NotFoundPage;
  return (
    <Suspense fallback={<LoadingPage siteName={variant.siteName} />}>
      <Page siteName={variant.siteName} />
    </Suspense>
  );
}
