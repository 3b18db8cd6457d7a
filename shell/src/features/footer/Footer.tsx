import { useStore } from 'zustand';
import { ACCOUNT_CREATION_PATH, AREA_WORDING, authStore, expandPattern } from '@portail/shared';
import type { VariantConfig } from '../../../variants/types';
import { handleLinkClick } from '../../navigation/location';
import { consentStore } from '../consent';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

function FooterLink({ href, children }: { href: string; children: string }) {
  const external = /^https?:/.test(href);
  return (
    <li>
      {external ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
          <span className="visually-hidden"> (nouvelle fenêtre)</span>
        </a>
      ) : (
        <a href={href} onClick={handleLinkClick}>
          {children}
        </a>
      )}
    </li>
  );
}

export function Footer({ variant }: { variant: VariantConfig }) {
  const connected = useStore(authStore, (s) => s.connected);
  return (
    <footer className="site-footer">
      <div className="container site-footer__groups">
        <section aria-labelledby="footer-informations">
          <h2 id="footer-informations">Informations</h2>
          <ul>
            {!connected && <FooterLink href={ACCOUNT_CREATION_PATH}>Créer un compte</FooterLink>}
            <FooterLink href={contentRoutes.about}>Qui sommes-nous ?</FooterLink>
            <FooterLink href={contentRoutes.news}>Actualités</FooterLink>
            <FooterLink href={basketRoutes.prices}>Tarifs</FooterLink>
            <FooterLink href={contentRoutes.help}>Aides et tutoriels</FooterLink>
            <FooterLink href={contentRoutes.faq}>FAQ</FooterLink>
            <FooterLink href={expandPattern(contentRoutes.contact, { product: variant.product })}>Contact</FooterLink>
          </ul>
        </section>
        <section aria-labelledby="footer-rechercher">
          <h2 id="footer-rechercher">Rechercher</h2>
          <ul>
            <FooterLink href={searchRoutes.advancedSearch}>Rechercher une entreprise ou un dirigeant</FooterLink>
            <FooterLink href={searchRoutes.registrySearch}>Rechercher un greffe</FooterLink>
            <FooterLink href={searchRoutes.departments}>{AREA_WORDING[variant.territory].browse}</FooterLink>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Informations légales</h2>
          <ul>
            <FooterLink href={contentRoutes.siteMap}>Plan du site</FooterLink>
            <FooterLink href={contentRoutes.privacy}>Politique de confidentialité</FooterLink>
            <li>
              <button type="button" className="btn btn--link" aria-haspopup="dialog" onClick={() => consentStore().openPreferences()}>
                Préférences cookies
              </button>
            </li>
            <FooterLink href={contentRoutes.terms}>Conditions générales d'utilisation et de vente</FooterLink>
            <FooterLink href={expandPattern(contentRoutes.legalNotice, { product: variant.product })}>Mentions légales</FooterLink>
            <FooterLink href={variant.external.scamWarning.href}>{variant.external.scamWarning.label}</FooterLink>
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <ul className="site-footer__social" aria-label="Réseaux sociaux">
          {variant.social.map((s) => (
            <FooterLink key={s.href} href={s.href}>
              {s.label}
            </FooterLink>
          ))}
        </ul>
        <section aria-labelledby="footer-partners" className="site-footer__partners">
          <h2 id="footer-partners">Réseau des organismes partenaires</h2>
          <ul>
            {variant.partners.map((p) => (
              <li key={p.name}>
                <a href={p.href} rel="noopener noreferrer" target="_blank" className="partner-logo">
                  {p.name}
                  <span className="visually-hidden"> (nouvelle fenêtre)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className="site-footer__copyright">© {new Date().getFullYear()} {variant.siteName}</p>
      </div>
    </footer>
  );
}
