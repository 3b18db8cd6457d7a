// Provides the federation runtime core on a remote's standalone page, as the shell does when it
// composes the remote (its `provideExternalRuntime`).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
