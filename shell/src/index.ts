import './critical.css';
import variant from '@variant';
import { beginFederation } from './features/federation/early';

// The registry and the remote that owns this page start loading now, beside the shell's own code.
beginFederation(variant.registryUrl, { product: variant.product });

import('./bootstrap');
