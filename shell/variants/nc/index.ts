import { VARIANTS } from '@portail/shared/site/variants';
import type { VariantConfig } from '../types';
import { PARTNERS, SOCIAL, menuOf } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  ...VARIANTS.nc,
  logo: { src: logo, width: 160, height: 40 },
  registryUrl: '/registry.json',
  menu: menuOf('NC'),
  helpLink: { label: 'Aide', href: '/aides-et-tutoriels' },
  social: SOCIAL,
  partners: PARTNERS.NC,
  external: {
    registryWebForwarding: 'https://www.guichet-entreprises.fr/',
    scamWarning: { label: 'Courriers trompeurs et faux registres', href: '/actualites/courriers-trompeurs-faux-registres' },
  },
};

export default variant;
