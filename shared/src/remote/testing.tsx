// Test helpers for server-rendered remotes: a page as the shell's server sends it, and the
// single-spa lifecycles the shell runs on it.
import { act } from '@testing-library/react';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';
import { renderSite, serverDataElementId, type ServerRenderSite } from './serverData';
import { siteStore } from '../stores/stores';

/**
 * Puts a server render's result in the document as the shell's server composes it: the remote's
 * container with the markup, marked for the current URL, and its answers as the page carries
 * them (through JSON). Given the site the page was rendered for, fills the site store with it, as
 * the shell of that site does in the browser. Returns the container.
 */
export function placeServerPage(remote: string, result: { html: string; data: unknown }, site?: ServerRenderSite): HTMLElement {
  if (site) {
    const { variant, product, siteName, searchBoost } = renderSite(site);
    siteStore.setState({ variant, product, siteName, searchBoost });
  }
  const container = document.createElement('div');
  container.dataset.remote = remote;
  container.setAttribute(SERVER_RENDERED_ATTRIBUTE, `${window.location.pathname}${window.location.search}`);
  container.innerHTML = result.html;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = serverDataElementId(remote);
  data.textContent = JSON.stringify(result.data);
  document.body.append(container, data);
  return container;
}

/** Runs a single-spa lifecycle on `domElement`: React renders inside act, and it resolves once committed. */
export async function runLifecycle(lifecycle: unknown, domElement: HTMLElement, name = domElement.dataset.remote ?? 'mf-test'): Promise<void> {
  let done!: Promise<unknown>;
  await act(async () => {
    done = (lifecycle as (p: object) => Promise<unknown>)({ name, singleSpa: {}, mountParcel: () => undefined, domElement });
  });
  await done;
}
