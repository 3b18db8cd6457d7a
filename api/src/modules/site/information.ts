// The site's legal identity (LCEN article 6 III, Code de la consommation L616-1), as the legal
// notices print it: the publisher, the director of publication, the host, the contact address
// and the consumer mediator, from the environment.
//
// The publisher is the operator who sells: its name, head-office address, SIREN and RCS number
// are the seller's (SELLER_*, orders/seller.ts), written once. The embedded default has no
// operator: the publisher is the demonstration's and what only a real operator has is null;
// production refuses to start without it (siteInformationProblem).
import { SITES, type SiteInformation, type SiteProduct } from '@portail/shared/api';
import { contactConfigFromEnv } from '../contact';
import { configFromEnv as identityConfigFromEnv } from '../identity';
import { sellerFromEnv } from '../orders';

/** What the environment says, for every site of the portal. */
export type SiteIdentity = Omit<SiteInformation, 'produit' | 'territoire' | 'nom_site'>;

/** The variables of each part, which production requires (with SELLER_DENOMINATION, SELLER_ADDRESS, SELLER_SIREN and SELLER_RCS). */
export const PUBLISHER_VARIABLES = ['SITE_PUBLISHER_LEGAL_FORM', 'SITE_PUBLISHER_CAPITAL', 'SITE_PUBLISHER_PHONE', 'SITE_PUBLISHER_EMAIL'] as const;
export const DIRECTOR_VARIABLES = ['SITE_PUBLICATION_DIRECTOR', 'SITE_PUBLICATION_DIRECTOR_ROLE'] as const;
export const HOST_VARIABLES = ['SITE_HOST_NAME', 'SITE_HOST_ADDRESS', 'SITE_HOST_PHONE'] as const;
const SELLER_VARIABLES = ['SELLER_DENOMINATION', 'SELLER_ADDRESS', 'SELLER_SIREN', 'SELLER_RCS'] as const;

const value = (env: NodeJS.ProcessEnv, name: string): string | null => env[name]?.trim() || null;
/** Address lines separated by `|`, as SELLER_ADDRESS. */
const lines = (text: string) =>
  text
    .split('|')
    .map((l) => l.trim())
    .filter(Boolean);

export function siteIdentityFromEnv(env: NodeJS.ProcessEnv = process.env): SiteIdentity {
  const seller = sellerFromEnv(env);
  const contact = contactConfigFromEnv(identityConfigFromEnv(env).mailFrom, env).teamAddress;
  const director = value(env, 'SITE_PUBLICATION_DIRECTOR');
  const host = value(env, 'SITE_HOST_NAME');
  // The mediator is named with the address of its site, or not at all.
  const mediator = value(env, 'SITE_MEDIATOR_NAME');
  const mediatorSite = value(env, 'SITE_MEDIATOR_URL');
  return {
    demonstration: seller.demonstration,
    editeur: {
      raison_sociale: seller.denomination,
      forme_juridique: value(env, 'SITE_PUBLISHER_LEGAL_FORM'),
      capital: value(env, 'SITE_PUBLISHER_CAPITAL'),
      siege: seller.adresse,
      siren: seller.siren,
      rcs: seller.rcs,
      telephone: value(env, 'SITE_PUBLISHER_PHONE'),
      courriel: value(env, 'SITE_PUBLISHER_EMAIL') ?? contact,
    },
    directeur_publication: director ? { nom: director, qualite: value(env, 'SITE_PUBLICATION_DIRECTOR_ROLE') } : null,
    hebergeur: host ? { nom: host, adresse: lines(env.SITE_HOST_ADDRESS ?? ''), telephone: value(env, 'SITE_HOST_PHONE') } : null,
    contact: { courriel: contact },
    mediateur: mediator && mediatorSite ? { nom: mediator, site: mediatorSite } : null,
  };
}

/** One site's answer. */
export function siteInformation(identity: SiteIdentity, produit: SiteProduct): SiteInformation {
  const site = SITES[produit];
  return { produit, territoire: site.territoire, nom_site: site.nom, ...identity };
}

/** Why the legal notices could not be published in production, or null. */
export function siteInformationProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (!production) return null;
  const missing = [...SELLER_VARIABLES, ...PUBLISHER_VARIABLES, ...DIRECTOR_VARIABLES, ...HOST_VARIABLES].filter((name) => !value(env, name));
  if (missing.length === 0) return null;
  return `${missing.join(', ')} : obligatoires en production, les mentions légales doivent nommer l'éditeur, le directeur de la publication et l'hébergeur du site (loi n° 2004-575 du 21 juin 2004, article 6).`;
}
