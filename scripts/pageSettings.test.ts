/** @jest-environment node */
import { REVELATIONS_REFRESH_META, hasPageSettings, injectPageSettings, pageSettingsFromEnv } from './pageSettings.ts';
import { REVELATIONS_REFRESH_META as BROWSER_REVELATIONS_REFRESH_META } from '../shell/src/features/auth/revelationsRefresh';

const PAGE = '<!doctype html><html lang="fr"><head><title>Registre</title></head><body></body></html>';

describe('settings the shell writes into its pages', () => {
  it('reads REVELATIONS_REFRESH_MS when it is a positive number of milliseconds', () => {
    expect(pageSettingsFromEnv({ REVELATIONS_REFRESH_MS: '2000' })).toEqual({ revelationsRefreshMs: 2_000 });
    expect(pageSettingsFromEnv({ REVELATIONS_REFRESH_MS: ' 500 ' })).toEqual({ revelationsRefreshMs: 500 });
    for (const value of [undefined, '', '0', '-1', '1.5', 'souvent']) expect(pageSettingsFromEnv({ REVELATIONS_REFRESH_MS: value })).toEqual({});
  });

  it('writes the period into the head, under the name the browser reads', () => {
    const html = injectPageSettings(PAGE, { revelationsRefreshMs: 2_000 })!;
    expect(html).toContain(`<meta name="${BROWSER_REVELATIONS_REFRESH_META}" content="2000" /></head>`);
    expect(REVELATIONS_REFRESH_META).toBe(BROWSER_REVELATIONS_REFRESH_META);
  });

  it('leaves the page as it is without settings', () => {
    expect(hasPageSettings({})).toBe(false);
    expect(injectPageSettings(PAGE, {})).toBe(PAGE);
    expect(injectPageSettings(null, { revelationsRefreshMs: 2_000 })).toBeNull();
  });
});
