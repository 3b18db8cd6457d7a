// What the Node servers of the apps (scripts/servers.mjs, scripts/ssr.mjs) use of @portail/shared,
// compiled to JavaScript by scripts/server-modules.mjs: the route table of a shell, the registry's
// schema and the schema of a remote's render answer.
export { RouteTable, normalisePath } from '@portail/shared/routing/routeTable';
export { remoteRegistrySchema } from '@portail/shared/routing/registry';
export { renderAnswerSchema } from '@portail/shared/remote/renderAnswer';
