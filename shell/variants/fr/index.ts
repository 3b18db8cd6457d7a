import type { VariantConfig } from '../types';
import { MENU, PARTNERS, SOCIAL } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  id: 'fr',
  siteName: 'Registre des entreprises',
  product: 'registre',
  tagline: 'France métropolitaine et outre-mer',
  logo: { src: logo, width: 180, height: 40 },
  searchBoost: null,
  registryUrl: '/registry.json',
  currency: 'EUR',
  menu: MENU,
  helpLink: { label: 'Aide', href: '/aides-et-tutoriels' },
  social: SOCIAL,
  partners: PARTNERS,
  external: {
    registryWebForwarding: 'https://www.guichet-entreprises.fr/',
    scamWarning: 'https://www.economie.gouv.fr/dgccrf',
  },
};

export default variant;
