// What the API refuses at its edge, and the servers in front of it (the shells' and remotes' /api
// proxies) refuse alike, before anything reaches it.

/** The largest request body the API reads, in bytes (1 Mio); a larger one is refused (413). */
export const API_BODY_LIMIT = 1024 * 1024;

/**
 * The operators' endpoints (corpus, SIRENE imports, measures report): served on the API's own
 * addresses only, never through a public server's /api proxy.
 */
export const OPERATIONS_PREFIX = '/api/exploitation';
