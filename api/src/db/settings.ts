/**
 * Settings applied to every database session. The fuzzy search uses pg_trgm's `<%` operator
 * (word similarity: a typed word against the best-matching part of a long name); 0.5 instead of
 * the default 0.6 lets "michlin" find "... établissements Michelin".
 */
export const SESSION_SETTINGS: [string, string][] = [['pg_trgm.word_similarity_threshold', '0.5']];
