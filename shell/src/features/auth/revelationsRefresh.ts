import { UNREAD_REVELATIONS_REFRESH_MS } from '@portail/shared';

// How often the unread revelations are counted again. The product's period is
// UNREAD_REVELATIONS_REFRESH_MS; the shell's server may write another one into the page (from
// its REVELATIONS_REFRESH_MS environment value, for end-to-end tests), read once at start-up.

/** Name of the meta element the shell's server writes (scripts/pageSettings.ts). */
export const REVELATIONS_REFRESH_META = 'portail:revelations-refresh-ms';

/** The period the page was served with, else the product's; anything but a positive integer is ignored. */
export function revelationsRefreshMs(doc: Pick<Document, 'querySelector'>): number {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${REVELATIONS_REFRESH_META}"]`)?.content.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(ms) && ms > 0 ? ms : UNREAD_REVELATIONS_REFRESH_MS;
}
