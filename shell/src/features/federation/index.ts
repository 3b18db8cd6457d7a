// What the shell's other features use of the federation: when the remotes are registered.
export { federationReady } from './startFederation';
