import { ACCOUNT_CREATION_PATH, AREA_WORDING, LoadFailed, Loading, PageFrame, SIGN_IN_PATH, SiteLink, expandPattern, useResource, useSite } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { siteMapNeeds } from './needs';
import { siteAddress, type PageSummary, type Territory } from '../../content/model';
import { isOnTerritory, territoryOf } from '../../content/territory';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import recordRoutes from '@portail/shared/routing/routes/mf-records.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

interface Group {
  id: string;
  title: string;
  links: { href: string; label: string }[];
}

/** The sections of the other apps (search, records, basket, account), places named as the territory's site names them. */
function appGroups(product: string, territory: Territory): Group[] {
  return [
    {
      id: 'plan-rechercher',
      title: 'Recherches et vérifications',
      links: [
        { href: contentRoutes.home, label: 'Accueil' },
        { href: searchRoutes.advancedSearch, label: 'Rechercher une entreprise ou un dirigeant' },
        { href: searchRoutes.departments, label: AREA_WORDING[territory].browse },
        { href: searchRoutes.registrySearch, label: 'Rechercher un greffe' },
        { href: searchRoutes.pledgeSearch, label: 'Recherche de gage sans dépossession' },
        { href: searchRoutes.caseSearch, label: 'Consulter une affaire' },
        { href: recordRoutes.verificationForm, label: 'Vérifier un document' },
      ],
    },
    {
      id: 'plan-commander',
      title: 'Commander',
      links: [
        { href: basketRoutes.prices, label: 'Tarifs' },
        { href: basketRoutes.debtStatement, label: "Commander un état d'endettement" },
        { href: basketRoutes.basket, label: 'Panier' },
      ],
    },
    {
      id: 'plan-compte',
      title: 'Mon compte',
      links: [
        { href: SIGN_IN_PATH, label: 'Connexion' },
        { href: ACCOUNT_CREATION_PATH, label: 'Créer un compte' },
        { href: personalSpaceRoutes.home, label: 'Espace personnel' },
        { href: expandPattern(contentRoutes.contact, { product }), label: 'Contact' },
      ],
    },
  ];
}

interface Node {
  page: PageSummary;
  children: Node[];
}

/** The editorial pages as a tree: each page under the nearest page its path starts with. */
export function pageTree(pages: PageSummary[]): Node[] {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const roots: Node[] = [];
  const nodes = new Map<string, Node>();
  for (const page of sorted) {
    const node: Node = { page, children: [] };
    nodes.set(page.path, node);
    let parent: Node | undefined;
    for (let p = page.path.slice(0, page.path.lastIndexOf('/')); p && !parent; p = p.slice(0, p.lastIndexOf('/'))) parent = nodes.get(p);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function Tree({ nodes, product }: { nodes: Node[]; product: string }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.page.path}>
          <SiteLink href={siteAddress(n.page.path, product)}>{n.page.label}</SiteLink>
          {n.children.length > 0 && <Tree nodes={n.children} product={product} />}
        </li>
      ))}
    </ul>
  );
}

/** Every page of the site: the apps' sections, then every editorial page by section. */
export function SiteMapPage() {
  const { product, variant, siteName } = useSite((s) => s);
  const territory = territoryOf(variant);
  const index = useResource(usePageNeeds(siteMapNeeds).index);
  const tree = index.status === 'ready' ? pageTree(index.data.pages.filter((p) => isOnTerritory(p, territory))) : [];
  const sections = tree.filter((n) => n.children.length > 0);
  const single = tree.filter((n) => n.children.length === 0);
  return (
    <PageFrame title="Plan du site" siteName={siteName} breadcrumb={[{ label: 'Plan du site' }]} description="Toutes les pages du site : recherche, documents officiels, formalités, actualités, aide et informations légales.">
      <div className="sitemap">
        {appGroups(product, territory).map((g) => (
          <section key={g.id} aria-labelledby={g.id}>
            <h2 id={g.id}>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <SiteLink href={l.href}>{l.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {index.status === 'loading' && <Loading label="Chargement du plan du site" />}
        {index.status === 'error' && <LoadFailed title="Le plan des pages d'information n'a pas pu être chargé" error={index.error} onRetry={index.retry} headingLevel={2} />}
        {sections.map((n) => (
          <section key={n.page.path} aria-labelledby={`plan${n.page.path.replace(/\//g, '-')}`}>
            <h2 id={`plan${n.page.path.replace(/\//g, '-')}`}>
              <SiteLink href={n.page.path}>{n.page.label}</SiteLink>
            </h2>
            <Tree nodes={n.children} product={product} />
          </section>
        ))}
        {single.length > 0 && (
          <section aria-labelledby="plan-informations">
            <h2 id="plan-informations">Pages d’information</h2>
            <Tree nodes={single} product={product} />
          </section>
        )}
      </div>
    </PageFrame>
  );
}
