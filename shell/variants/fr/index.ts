import { VARIANTS } from '@portail/shared/site/variants';
import type { VariantConfig } from '../types';
import { sitewide } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  ...VARIANTS.fr,
  ...sitewide('FR', { label: 'Annuaire des arnaques au Kbis', href: 'https://www.economie.gouv.fr/dgccrf' }),
  logo: { src: logo, width: 180, height: 40 },
};

export default variant;
