// What the Node servers of the apps (scripts/servers.ts, scripts/ssr.ts) use of @portail/shared,
// compiled to JavaScript by scripts/server-modules-loader.ts: the route table of a shell, the registry's
// schema, the schema of a remote's render answer, the checks of a render request's site and the
// consent cookie the banner's form sets, and what the API refuses that its proxies refuse alike.
export { RouteTable, normalisePath } from '@portail/shared/routing/routeTable';
export { remoteRegistrySchema } from '@portail/shared/routing/registry';
export { renderAnswerSchema } from '@portail/shared/remote/renderAnswer';
export { isSearchBoost, isVariantId } from '@portail/shared/site/variants';
export { CONSENT_FORM_FIELD, CONSENT_FORM_PATH, consentCookie } from '@portail/shared/consent/consentCookie';
export { API_BODY_LIMIT, OPERATIONS_PREFIX } from '@portail/shared/api/edge';
export { TERRITORY_HEADER } from '@portail/shared/http/territory';
