// The apps of the portal and where each is built: its package folder and its build output. Read by
// the build (build-state.mjs), the local site (start.mjs) and the production servers (serve-app.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes, each a package folder of its own. */
export const REMOTES = ['mf-search', 'mf-records', 'mf-basket', 'mf-personal-space', 'mf-content'];

/**
 * The package folder (`dir`) and build folder (`out`) of `app`: a remote (`mf-search`) or the shell
 * of a variant (`shell-fr`), whose build takes the variant (`env`).
 * @param {string} app
 * @returns {{ dir: string, out: string, env?: { variant: string } }}
 */
export function appLayout(app) {
  if (app.startsWith('shell-')) {
    const variant = app.slice('shell-'.length);
    return { dir: 'shell', out: `shell/dist/${variant}`, env: { variant } };
  }
  return { dir: app, out: `${app}/dist` };
}
