import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { authStore, basketStore, initials, publish, userStore } from '@portail/shared';
import type { VariantConfig } from '../../../variants/types';
import { handleLinkClick, usePathname } from '../../navigation/location';
import { HOME_SEARCH_SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast';
import { SearchSlot } from './SearchSlot';
import { requestLogout } from '../../session/logoutDialog';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

function MenuSectionItem({ section, open, onToggle, onNavigate }: {
  section: VariantConfig['menu'][number];
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const panelId = useId();
  return (
    <li className="main-menu__item">
      <button type="button" className="main-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {section.label}
      </button>
      <ul id={panelId} className="main-menu__panel" hidden={!open}>
        {section.links.map((l) => (
          <li key={l.href}>
            <a href={l.href} onClick={(e) => { handleLinkClick(e); onNavigate(); }}>
              {l.label}
            </a>
          </li>
        ))}
        <li className="main-menu__see-all">
          <a href={section.seeAll.href} onClick={(e) => { handleLinkClick(e); onNavigate(); }}>
            {section.seeAll.label}
          </a>
        </li>
      </ul>
    </li>
  );
}

export function Header({ variant }: { variant: VariantConfig }) {
  const pathname = usePathname();
  const isHome = pathname === contentRoutes.home;
  const showSearch = useScrolledPast(HOME_SEARCH_SCROLL_THRESHOLD, isHome);
  const articleCount = useStore(basketStore, (s) => s.articleCount);
  const auth = useStore(authStore);
  // The favourite groups' unread revelations are among the account's.
  const unreadCount = useStore(userStore, (s) => Math.max(s.unreadRevelations, s.unreadFavouriteRevelations));
  const unread = unreadCount > 0;
  // The dot is hidden from assistive technologies: the links' names say what it means.
  const unreadLabel = unread ? `, ${unreadCount} révélation${unreadCount > 1 ? 's non lues' : ' non lue'}` : '';
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpenSection(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenSection(null);
    };
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenSection(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const login = () => publish('auth:login-requested', { v: 1, returnTo: window.location.pathname });
  const basketLabel = articleCount > 0 ? `Panier, ${articleCount} article${articleCount > 1 ? 's' : ''}` : 'Panier vide';

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a href={contentRoutes.home} className="site-header__logo" onClick={handleLinkClick}>
          <img src={variant.logo.src} width={variant.logo.width} height={variant.logo.height} alt={`${variant.siteName} – accueil`} />
          <span className="site-header__tagline">{variant.tagline}</span>
        </a>
        <div className="site-header__search" data-testid="header-search" hidden={!showSearch}>
          {showSearch && <SearchSlot boost={variant.searchBoost} />}
        </div>
        <div className="site-header__actions">
          <a href={basketRoutes.basket} className="site-header__basket" onClick={handleLinkClick} aria-label={basketLabel}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><circle cx="9" cy="20" r="1.8" fill="currentColor"/><circle cx="18" cy="20" r="1.8" fill="currentColor"/><path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M1.5 3h3l2.4 11.5h11.6L21 6.5H6"/></svg>
            {articleCount > 0 && <span className="site-header__dot" data-testid="basket-dot" aria-hidden="true" />}
          </a>
          {auth.connected ? (
            <span className="site-header__account">
              <a
                href={personalSpaceRoutes.home}
                className="site-header__avatar"
                onClick={handleLinkClick}
                // The name holds the initials shown (WCAG 2.5.3, label in name).
                aria-label={`${initials(auth.firstName, auth.lastName)}, mon espace personnel${unreadLabel}`}
                data-testid="header-avatar"
              >
                {initials(auth.firstName, auth.lastName)}
                {unread && <span className="site-header__dot" data-testid="revelations-dot" aria-hidden="true" />}
              </a>
              <button type="button" className="btn btn--link site-header__logout" onClick={requestLogout}>
                Se déconnecter
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn--primary site-header__login" onClick={login}>
              Se connecter
            </button>
          )}
          {auth.connected ? (
            <a href={`${personalSpaceRoutes.home}?mobile=true`} className="site-header__personal-link" onClick={handleLinkClick} aria-label={`Mon espace personnel${unreadLabel}`}>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z"/></svg>
              {unread && <span className="site-header__dot" aria-hidden="true" />}
            </a>
          ) : (
            <button type="button" className="site-header__login-icon" onClick={login} aria-label="Se connecter">
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z"/></svg>
            </button>
          )}
          <button
            type="button"
            className="site-header__burger"
            aria-expanded={mobileOpen}
            aria-controls="main-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span className="visually-hidden">Menu</span>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"/></svg>
          </button>
        </div>
      </div>
      <nav ref={navRef} id="main-menu" className={`main-menu${mobileOpen ? ' main-menu--open' : ''}`} aria-label="Menu principal">
        <ul className="main-menu__list container">
          {variant.menu.map((section) => (
            <MenuSectionItem
              key={section.id}
              section={section}
              open={openSection === section.id}
              onToggle={() => setOpenSection((s) => (s === section.id ? null : section.id))}
              onNavigate={() => setOpenSection(null)}
            />
          ))}
          <li className="main-menu__item">
            <a className="main-menu__link" href={variant.helpLink.href} onClick={handleLinkClick}>
              {variant.helpLink.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
