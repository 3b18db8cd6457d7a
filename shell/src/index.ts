// Every style of the shell and the UI kit is in the page's first stylesheet: a page rendered on
// the server is painted with them, before any script runs.
import './critical.css';
import '@portail/shared/ui/styles.css';
import './shell.css';
// The consent banner's place: the server may send the banner with the page.
import './features/consent/consent.css';
// The header's sign-in and account styles: the session's code downloads later, if ever.
import './features/auth/auth.css';
import variant from '@variant';
import { beginFederation } from './features/federation/early';
import { clearStaleLocalStorage } from './navigation/storageVersion';
import { afterFirstPaint } from './navigation/afterFirstPaint';
import { isServerRenderedPage } from '@portail/shared/remote/serverRendered';

// Stale local storage goes before any code, the shell's or a remote's, reads it.
clearStaleLocalStorage(__BUILD_VERSION__);

function start() {
  // The registry and the remote that owns this page start loading now, beside the shell's own code.
  beginFederation(variant.registryUrl, { product: variant.product }, { variant: variant.id, product: variant.product, searchBoost: variant.searchBoost });
  // The shell's own code starts in a task of its own: the browser may paint and handle input
  // between the federation start above and the evaluation of React and the shell.
  setTimeout(() => void import('./bootstrap'), 0);
}

// A page the server rendered is painted first: its content is there, the scripts only make it
// interactive. Otherwise there is nothing to paint before the scripts have run.
if (isServerRenderedPage()) afterFirstPaint(start);
else start();
