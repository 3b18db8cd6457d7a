/**
 * Settings applied to every database session. The fuzzy search uses pg_trgm's `<%` operator
 * (word similarity: a typed word against the best-matching part of a long name); 0.5 instead of
 * the default 0.6 lets "michlin" find "... établissements Michelin".
 * PostgreSQL only (PGlite has no JIT): `jit` off, because compiling a plan's expressions costs
 * 15 to 20 ms, more than most of the portal's statements take on a national-size table once their
 * cost estimate crosses jit_above_cost.
 */
export const SESSION_SETTINGS: [string, string][] = [['pg_trgm.word_similarity_threshold', '0.5']];
export const POSTGRES_SESSION_SETTINGS: [string, string][] = [...SESSION_SETTINGS, ['jit', 'off']];
