// The content app's pages written as code rather than as editorial files.
import routes from '@portail/shared/routing/routes/mf-content.json';

export const CODE_PAGES = [routes.home, routes.siteMap] as const;
