import { fillPattern } from '@portail/shared/routing/routeTable';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { VARIANTS } from '@portail/shared/site/variants';
import type { VariantConfig } from '../types';
import { sitewide } from '../common';
import logo from './logo.svg';

const variant: VariantConfig = {
  ...VARIANTS.nc,
  ...sitewide('NC', { label: 'Courriers trompeurs et faux registres', href: fillPattern(contentRoutes.newsItem, { slug: 'courriers-trompeurs-faux-registres' }) }),
  logo: { src: logo, width: 160, height: 40 },
};

export default variant;
