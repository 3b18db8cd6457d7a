// What each kind of sitemap lists, in a stable order, read page by page (keyset on the id for the
// database's records): the URLs are built by the shared record-path helpers, the pages the site has
// come from the shell's route registry and the content app's index of its pages (its build output).
import type { SitemapKind } from '@portail/shared/api/requests';
import { companyPath, establishmentPath, executivePath, registryPath } from '@portail/shared/routing/recordPaths';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { expandPattern, fillPattern } from '@portail/shared/routing/routeTable';
import { NC_PROVINCES } from '@portail/shared/api';
import { isOnTerritory, siteAddress } from '@portail/shared/content/pages';
import type { ContentIndex } from '@portail/shared/content/contentIndex';
import type { Queryable } from '../../db/types';
import { greffesOfTerritory } from '../registries';
import { communesNc, departements } from '../companies';
import { contentIndex } from './contentIndex';

export interface Site {
  /** "https://www.example.fr" */
  origin: string;
  territoire: 'FR' | 'NC';
  /** Product slug of the site's /contact-{product} and /mentions-legales-{product} pages. */
  produit: string;
}

export interface SitemapEntry {
  /** Ordering key: the record's id, or the position in a fixed list (from 1). */
  key: number;
  path: string;
  /** YYYY-MM-DD, when the data says when the record last changed. */
  lastmod: string | null;
}

export interface SitemapSource {
  count(db: Queryable, site: Site): Promise<number>;
  /** The key of the `n`-th entry (from 1), or 0 for n = 0: a file starts after it. */
  keyAt(db: Queryable, site: Site, n: number): Promise<number>;
  /** Up to `limit` entries whose key is greater than `after`, in key order. */
  page(db: Queryable, site: Site, after: number, limit: number): Promise<SitemapEntry[]>;
}

/** A sitemap source over one table, paged by its id. `from` and `where` use $1 for the territory. */
function tableSource<R extends { id: number; lastmod: string | null }>(o: {
  from: string;
  where: string;
  columns: string;
  path: (row: R) => string;
}): SitemapSource {
  return {
    async count(db, site) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${o.from} where ${o.where}`, [site.territoire]);
      return row?.n ?? 0;
    },
    async keyAt(db, site, n) {
      if (n <= 0) return 0;
      const [row] = await db.query<{ id: number }>(`select id from ${o.from} where ${o.where} order by id offset $2 limit 1`, [site.territoire, n - 1]);
      return row?.id ?? Number.MAX_SAFE_INTEGER;
    },
    async page(db, site, after, limit) {
      const rows = await db.query<R>(`select ${o.columns} from ${o.from} where ${o.where} and id > $2 order by id limit $3`, [site.territoire, after, limit]);
      return rows.map((r) => ({ key: r.id, path: o.path(r), lastmod: r.lastmod }));
    },
  };
}

type ListEntry = { path: string; lastmod?: string | null };

/** A sitemap source over a short list (known without the database, or from a cached count). */
function listSource(list: (db: Queryable, site: Site) => ListEntry[] | Promise<ListEntry[]>): SitemapSource {
  return {
    count: async (db, site) => (await list(db, site)).length,
    keyAt: async (_db, _site, n) => Math.max(0, n),
    page: async (db, site, after, limit) =>
      (await list(db, site))
        .slice(after, after + limit)
        .map((e, i) => ({ key: after + i + 1, path: e.path, lastmod: e.lastmod ?? null })),
  };
}

const LASTMOD = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Companies whose name is public (a sole trader with partial diffusion is not listed). */
const companies = tableSource<{ id: number; numero_identification: string; denomination: string | null; lastmod: string | null }>({
  from: 'entreprise',
  where: 'territoire = $1 and (not diffusion_partielle or personne_morale)',
  columns: `id, numero_identification, denomination, ${LASTMOD('maj')} as lastmod`,
  path: companyPath,
});

/** Establishments with public details, under their company's name. */
const establishments = tableSource<{ id: number; numero: string; siret: string | null; nic: string | null; denomination: string | null; lastmod: string | null }>({
  from: `(select t.id, t.siret, t.nic, coalesce(t.siret, concat(e.ridet, t.rang)) as numero, e.denomination, e.maj, e.territoire
            from etablissement t join entreprise e on e.id = t.entreprise_id
           where not t.diffusion_partielle and (not e.diffusion_partielle or e.personne_morale)) x`,
  where: 'territoire = $1',
  columns: `id, siret, nic, numero, denomination, ${LASTMOD('maj')} as lastmod`,
  path: (r) => establishmentPath(r, r.denomination),
});

/** People with a function in a company of the territory whose details are public (the rule of their page). */
const executives = tableSource<{ id: number; nom: string; prenoms: string | null; lastmod: string | null }>({
  from: 'personne p',
  where: `exists (select 1 from fonction f join entreprise e on e.id = f.entreprise_id
                   where f.personne_id = p.id and not e.diffusion_partielle and e.territoire = $1)`,
  columns: 'id, nom, prenoms, null::text as lastmod',
  path: executivePath,
});

/** The registries of the territory: the tribunal mixte of Nouméa for New Caledonia, the others for France. */
const registries = listSource((_db, site) => greffesOfTerritory(site.territoire).map((g) => ({ path: registryPath(g) })));

/** The public entry pages of the other apps. */
const APP_PAGES = [
  REMOTE_ROUTES['mf-search'].advancedSearch,
  REMOTE_ROUTES['mf-search'].departments,
  REMOTE_ROUTES['mf-search'].registrySearch,
  REMOTE_ROUTES['mf-basket'].prices,
  REMOTE_ROUTES['mf-records'].verificationForm,
];

/**
 * The site's pages: the content app's code pages and contact form, every editorial page of the
 * territory, the apps' entry pages. Without the content index (see contentIndex.ts), the content
 * app's pages are left out.
 */
export function sitePages(site: Pick<Site, 'produit' | 'territoire'>, index: ContentIndex | null = contentIndex()): { path: string; lastmod: string | null }[] {
  const content = (index?.pages ?? [])
    .filter((p) => isOnTerritory(p, site.territoire))
    .map((p) => ({ path: siteAddress(p.path, site.produit), lastmod: p.modified ?? p.date ?? null }));
  const fixed = [...(index ? [...index.codePages, expandPattern(REMOTE_ROUTES['mf-content'].contact, { product: site.produit })] : []), ...APP_PAGES].map((p) => ({ path: p, lastmod: null }));
  return [...fixed, ...content];
}

const areaPath = (code: string) => fillPattern(REMOTE_ROUTES['mf-search'].department, { idDepartement: code });

/**
 * The landing pages of the territory's places, as its list pages link to them: in France the
 * departments with active companies; in New Caledonia its three provinces, then the communes with
 * active companies (known by postcode).
 */
export async function areaPages(db: Queryable, site: Pick<Site, 'territoire'>): Promise<{ path: string }[]> {
  if (site.territoire === 'NC') {
    const communes = await communesNc(db);
    return [...NC_PROVINCES.map((p) => p.code), ...communes.items.map((c) => c.code)].map((code) => ({ path: areaPath(code) }));
  }
  return (await departements(db)).items.map((d) => ({ path: areaPath(d.code) }));
}

const pages = listSource(async (db, site) => [...sitePages(site), ...(await areaPages(db, site))]);

export const SOURCES: Record<SitemapKind, SitemapSource> = {
  entreprises: companies,
  etablissements: establishments,
  dirigeants: executives,
  greffes: registries,
  pages,
};
