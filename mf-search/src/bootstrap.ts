// Standalone entry: the remote opened on its own origin, for its team, without the shell. It mounts
// through the lifecycles the shell runs (./exposes/app), so both load the same code.
import { mountStandalone } from '@portail/shared';
import lifecycles from './exposes/app';

void mountStandalone('mf-search', lifecycles);
