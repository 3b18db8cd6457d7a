// The network of executives: the « Réseau » section of the company and executive records.
export { NetworkSection } from './NetworkSection';
