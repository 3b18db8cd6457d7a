// The contract between the shell and the remote that owns the page for its first API calls.
import type { SiteState } from '../stores/stores';

/** Where the page is: what a remote's first calls depend on. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * What the shell knows of the site when the page starts, before it has filled the site store: the
 * variant, its product and its search boost (the NC shell favours New Caledonia). A page's loader
 * reads the site from here, on the server and in the browser alike.
 */
export type PreloadSite = Pick<SiteState, 'variant' | 'product' | 'searchBoost'>;

/**
 * Exported as `preload` by a remote's `./app` module. The shell calls it as soon as the module
 * has loaded, before the page mounts, for anonymous visitors: it starts the page's first API
 * calls (the loaders of its page routes, `definePages`), which the page's data hooks then take. It
 * must not render nor throw.
 */
export type PagePreload = (location: PageLocation, site: PreloadSite) => void;

/**
 * Exported as `preloadCode` by a remote's `./app` module whose pages download their code on demand
 * (`lazyPage`): starts downloading the code of the page at `location`, and nothing else. The shell
 * calls it where it does not call `preload` (a page the server rendered, whose answers came with
 * it; a signed-in visitor), so that the page's code is there when the remote mounts.
 */
export type PageCodePreload = (location: PageLocation) => Promise<void>;
