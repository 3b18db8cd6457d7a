import { fillPattern } from '@portail/shared/routing/routeTable';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { VARIANTS } from '@portail/shared/site/variants';
import type { VariantConfig } from '../types';
import { HELP_LINK, PARTNERS, SOCIAL, menuOf } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  ...VARIANTS.nc,
  logo: { src: logo, width: 160, height: 40 },
  registryUrl: '/registry.json',
  menu: menuOf('NC'),
  helpLink: HELP_LINK,
  social: SOCIAL,
  partners: PARTNERS.NC,
  external: {
    registryWebForwarding: 'https://www.guichet-entreprises.fr/',
    scamWarning: { label: 'Courriers trompeurs et faux registres', href: fillPattern(contentRoutes.newsItem, { slug: 'courriers-trompeurs-faux-registres' }) },
  },
};

export default variant;
