import { useId, type FormEvent } from 'react';
import { PageFrame } from './PageFrame';
import { Icon, type IconName } from './Icon';
import { SiteLink, navigateTo } from '../routing/SiteLink';
import { ADVANCED_SEARCH_PATH, SEARCH_RESULTS_PATH, searchResultsTarget } from '../search/companySearch';
import contentRoutes from '../routing/routes/mf-content.json';
import { searchWording } from '../search/wording';
import { useSite } from '../stores/useSite';
import { reportStatus } from '../remote/serverData';
import { ShortcutContent } from './ShortcutContent';
import { useNoIndex } from './useNoIndex';

const LINKS: { href: string; label: string; summary: string; icon: IconName }[] = [
  { href: contentRoutes.home, label: "Retour à l'accueil", summary: 'La recherche et les principaux services du registre.', icon: 'home' },
  {
    href: ADVANCED_SEARCH_PATH,
    label: 'Rechercher une entreprise ou un dirigeant',
    summary: 'Par dénomination, numéro d\'identification, activité, lieu ou dirigeant.',
    icon: 'search',
  },
  { href: contentRoutes.kbisDocuments, label: 'Documents officiels', summary: 'Extrait Kbis, comptes annuels, actes, état d’endettement.', icon: 'document' },
  { href: contentRoutes.siteMap, label: 'Plan du site', summary: 'Toutes les pages du site, rubrique par rubrique.', icon: 'menu' },
];

/** The "page not found" page, the same whichever app owns the path (SPEC §2 /404, HTTP 404). */
export function NotFound({ siteName }: { siteName?: string }) {
  const inputId = useId();
  const wording = searchWording(useSite((s) => s.searchBoost));
  // On the server the page answers 404, so that search engines drop it (the browser adds noindex).
  reportStatus(404);
  useNoIndex();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('phrase') as HTMLInputElement;
    navigateTo(searchResultsTarget(input.value));
  };
  return (
    <div className="not-found">
      <PageFrame title="Page introuvable" siteName={siteName} breadcrumb={[{ label: 'Page introuvable' }]}>
        <span className="status-screen__art not-found__art" aria-hidden="true">
          <Icon name="compass" size={56} />
        </span>
        <div className="status-screen not-found__body">
          <p className="status-screen__code">Erreur 404</p>
          <p className="status-screen__text">
            La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse saisie, ou retrouvez ce que vous cherchiez
            ci-dessous.
          </p>
          <form role="search" aria-label="Recherche depuis la page introuvable" className="not-found__search" action={SEARCH_RESULTS_PATH} method="get" onSubmit={submit}>
            <label htmlFor={inputId} className="form-field__label">
              {wording.label}
            </label>
            <div className="not-found__search-row">
              <input id={inputId} className="input" name="phrase" type="search" autoComplete="off" />
              <input type="hidden" name="recherche" value="entreprises" />
              <button type="submit" className="btn btn--primary">
                Rechercher
              </button>
            </div>
          </form>
        </div>
        <h2 className="not-found__links-title">Ou rendez-vous sur l'une de ces pages</h2>
        <ul className="shortcut-grid">
          {LINKS.map((l) => (
            <li key={l.href}>
              <SiteLink href={l.href} className="shortcut">
                <ShortcutContent icon={l.icon} label={l.label} summary={l.summary} />
              </SiteLink>
            </li>
          ))}
        </ul>
      </PageFrame>
    </div>
  );
}
