// Read before the federated shared scope exists (the entry imports the variant): a plain module.
import { AREA_WORDING } from '@portail/shared/search/territory';
import { fillPattern } from '@portail/shared/routing/routeTable';
import type { MenuSection, VariantConfig } from './types';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

/**
 * The formalities of each site: mainland France's go through the national one-stop shop, which does
 * not cover New Caledonia, whose page says where its formalities are made instead.
 */
const FORMALITIES: Record<VariantConfig['territory'], MenuSection> = {
  FR: {
    id: 'formalites',
    label: 'Formalités',
    links: [
      { label: 'Créer une entreprise', href: fillPattern(contentRoutes.formality, { slug: 'creation-entreprise' }) },
      { label: 'Modifier une entreprise', href: fillPattern(contentRoutes.formality, { slug: 'modification-entreprise' }) },
      { label: 'Cesser une activité', href: fillPattern(contentRoutes.formality, { slug: 'cessation-activite' }) },
      { label: 'Déposer les comptes annuels', href: fillPattern(contentRoutes.formality, { slug: 'depot-des-comptes-annuels' }) },
    ],
    seeAll: { label: 'Voir toutes les formalités', href: contentRoutes.formalities },
  },
  NC: {
    id: 'formalites',
    label: 'Formalités',
    links: [
      { label: 'Où déclarer une formalité', href: `${contentRoutes.formalitiesNc}#les-centres-de-formalites-des-entreprises` },
      { label: 'Le registre du commerce de Nouméa', href: `${contentRoutes.formalitiesNc}#le-registre-du-commerce-et-des-societes-de-noumea` },
      { label: 'Le numéro RIDET', href: `${contentRoutes.formalitiesNc}#le-numero-ridet` },
    ],
    seeAll: { label: 'Voir les formalités en Nouvelle-Calédonie', href: contentRoutes.formalitiesNc },
  },
};

/** The header's help link, the same on every site. */
const HELP_LINK: VariantConfig['helpLink'] = { label: 'Aide', href: contentRoutes.help };

/** The main menu of a site: its places are browsed by department in France, by province in New Caledonia. */
export const menuOf = (territory: VariantConfig['territory']): MenuSection[] => [
  {
    id: 'documents',
    label: 'Documents officiels',
    links: [
      { label: 'Extrait Kbis', href: fillPattern(contentRoutes.kbisDocument, { slug: 'extrait-kbis' }) },
      { label: 'Comptes annuels', href: fillPattern(contentRoutes.kbisDocument, { slug: 'comptes-annuels' }) },
      { label: 'Actes et statuts', href: fillPattern(contentRoutes.kbisDocument, { slug: 'actes-et-statuts' }) },
      { label: "État d'endettement", href: fillPattern(contentRoutes.kbisDocument, { slug: 'etat-endettement' }) },
    ],
    seeAll: { label: 'Voir tous les documents officiels', href: contentRoutes.kbisDocuments },
  },
  FORMALITIES[territory],
  {
    id: 'services',
    label: 'Services',
    links: [
      { label: 'Rechercher un greffe', href: searchRoutes.registrySearch },
      { label: AREA_WORDING[territory].browse, href: searchRoutes.departments },
      { label: 'Recherche de gage sans dépossession', href: searchRoutes.pledgeSearch },
      { label: 'Consulter une affaire', href: searchRoutes.caseSearch },
    ],
    seeAll: { label: 'Voir tous les services', href: contentRoutes.services },
  },
];

/**
 * The public bodies each site's footer links to: the mainland's registers and notices; in New
 * Caledonia, the ISEE (which keeps the RIDET), the chambers whose business formality centres take
 * the formalities, and the territory's government.
 */
const PARTNERS: Record<VariantConfig['territory'], VariantConfig['partners']> = {
  FR: [
    { name: 'INSEE', href: 'https://www.insee.fr' },
    { name: 'INPI', href: 'https://www.inpi.fr' },
    { name: 'BODACC', href: 'https://www.bodacc.fr' },
    { name: 'Service-Public.fr', href: 'https://www.service-public.fr' },
    { name: 'data.gouv.fr', href: 'https://www.data.gouv.fr' },
  ],
  NC: [
    { name: 'ISEE Nouvelle-Calédonie', href: 'https://www.isee.nc' },
    { name: 'CCI Nouvelle-Calédonie', href: 'https://www.cci.nc' },
    { name: "Chambre de métiers et de l'artisanat", href: 'https://www.cma.nc' },
    { name: "Chambre d'agriculture", href: 'https://www.canc.nc' },
    { name: 'Gouvernement de la Nouvelle-Calédonie', href: 'https://gouv.nc' },
  ],
};

const SOCIAL: VariantConfig['social'] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Mastodon', href: 'https://mastodon.social/' },
];

/**
 * What every site's variant holds alike: the registry of remotes, the header's help link, the
 * social links, the forwarding of web formalities, and its territory's menu and partners; with the
 * footer's warning against fake registries, which each site words.
 */
export function sitewide(territory: VariantConfig['territory'], scamWarning: VariantConfig['external']['scamWarning']) {
  return {
    registryUrl: '/registry.json',
    menu: menuOf(territory),
    helpLink: HELP_LINK,
    social: SOCIAL,
    partners: PARTNERS[territory],
    external: { registryWebForwarding: 'https://www.guichet-entreprises.fr/', scamWarning },
  };
}
