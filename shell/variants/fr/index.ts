import { VARIANTS } from '@portail/shared/site/variants';
import type { VariantConfig } from '../types';
import { HELP_LINK, PARTNERS, SOCIAL, menuOf } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  ...VARIANTS.fr,
  logo: { src: logo, width: 180, height: 40 },
  registryUrl: '/registry.json',
  menu: menuOf('FR'),
  helpLink: HELP_LINK,
  social: SOCIAL,
  partners: PARTNERS.FR,
  external: {
    registryWebForwarding: 'https://www.guichet-entreprises.fr/',
    scamWarning: { label: 'Annuaire des arnaques au Kbis', href: 'https://www.economie.gouv.fr/dgccrf' },
  },
};

export default variant;
