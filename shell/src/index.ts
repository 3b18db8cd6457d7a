import './critical.css';
import variant from '@variant';
import { beginFederation } from './features/federation/early';
import { clearStaleLocalStorage } from './features/navigation/storageVersion';

// Stale local storage goes before any code, the shell's or a remote's, reads it.
clearStaleLocalStorage(__BUILD_VERSION__);

// The registry and the remote that owns this page start loading now, beside the shell's own code.
beginFederation(variant.registryUrl, { product: variant.product }, { searchBoost: variant.searchBoost });

// The shell's own code starts in a task of its own: the browser may paint and handle input
// between the federation start above and the evaluation of React and the shell.
setTimeout(() => void import('./bootstrap'), 0);
