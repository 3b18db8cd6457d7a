// Settings the shell's server writes into each page, from its environment, for the browser code
// to read at start-up. Without any, pages are sent as they are built.
//
// REVELATIONS_REFRESH_MS: how often a signed-in subscriber's unread revelations are counted
// again (a positive integer of milliseconds; the product's period, 600000, otherwise). End-to-end
// tests set it to see the counter change without waiting ten minutes.

/** The meta element's name; the browser reads it in shell/src/features/auth/revelationsRefresh.ts. */
export const REVELATIONS_REFRESH_META = 'portail:revelations-refresh-ms';

/** What the shell's server writes into each page. */
export interface PageSettings {
  revelationsRefreshMs?: number;
}

export function pageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PageSettings {
  const value = String(env.REVELATIONS_REFRESH_MS ?? '').trim();
  if (!/^\d+$/.test(value)) return {};
  const ms = Number(value);
  return Number.isSafeInteger(ms) && ms > 0 ? { revelationsRefreshMs: ms } : {};
}

export function hasPageSettings(settings: PageSettings): boolean {
  return settings.revelationsRefreshMs !== undefined;
}

/** The page with its settings in the head; null stays null. */
export function injectPageSettings<T extends string | null>(html: T, settings: PageSettings): T {
  if (html === null || !hasPageSettings(settings)) return html;
  const meta = `<meta name="${REVELATIONS_REFRESH_META}" content="${settings.revelationsRefreshMs}" />`;
  return html.replace('</head>', `${meta}</head>`) as T;
}
