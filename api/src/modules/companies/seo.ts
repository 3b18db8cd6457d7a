// Lists for search-engine landing pages: by department (in New Caledonia by province and commune),
// sector (NAF division) and NAF code.
import type { SeoCountList, SeoEntreprises } from '@portail/shared/api';
import type { Queryable } from '../../db/types';
import { COVERED_DEPARTEMENTS, DEPARTEMENT_BY_CODE } from '../../data/geo';
import { NAF_BY_CODE } from '../../data/naf';
import { NC_DEPARTEMENT } from '@portail/shared/api';
import { NC_PROVINCES_WITH_COMMUNES, areaCondition } from '../reference';

/** Counts change only when data is loaded; a short cache keeps landing pages cheap on big corpora. */
const TTL_MS = 60_000;
const cache = new WeakMap<Queryable, Map<string, { at: number; value: SeoCountList }>>();

async function cached(db: Queryable, key: string, compute: () => Promise<SeoCountList>): Promise<SeoCountList> {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  const hit = m.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await compute();
  m.set(key, { at: Date.now(), value });
  return value;
}

export function departements(db: Queryable): Promise<SeoCountList> {
  return cached(db, 'dep', async () => {
    const rows = await db.query<{ departement: string; n: number }>(
      'select departement, count(*)::int as n from entreprise where active and departement is not null group by departement',
    );
    const counts = new Map(rows.map((r) => [r.departement, r.n]));
    return {
      items: COVERED_DEPARTEMENTS.filter((d) => counts.has(d.code)).map((d) => ({ code: d.code, libelle: d.nom, nombre_entreprises: counts.get(d.code)! })),
    };
  });
}

/** Where a list is (a department, a province of New Caledonia or one of its communes), as SQL; null when unknown. */
function area(code: string, add: (v: unknown) => string): string | null {
  return areaCondition(code, add, (d) => DEPARTEMENT_BY_CODE.has(d));
}

/** Binds values as $1, $2… in `params`. */
function binder(params: unknown[]) {
  return (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
}

/** The communes of New Caledonia with their active companies, known by postcode (its lists are by province and commune). */
export function communesNc(db: Queryable): Promise<SeoCountList> {
  return cached(db, 'communes-nc', async () => {
    const rows = await db.query<{ cp: string; n: number }>(
      'select siege_code_postal as cp, count(*)::int as n from entreprise where active and departement = $1 group by 1',
      [NC_DEPARTEMENT],
    );
    const counts = new Map(rows.map((r) => [r.cp, r.n]));
    return {
      items: NC_PROVINCES_WITH_COMMUNES.flatMap((p) => p.communes)
        .filter((c) => counts.has(c.code_postal))
        .map((c) => ({ code: c.code_postal, libelle: c.nom, nombre_entreprises: counts.get(c.code_postal)! })),
    };
  });
}

export function secteurs(db: Queryable, departement: string): Promise<SeoCountList | null> {
  const params: unknown[] = [];
  const where = area(departement, binder(params));
  if (!where) return Promise.resolve(null);
  return cached(db, `sec:${departement}`, async () => {
    const rows = await db.query<{ d: string; n: number }>(
      `select left(code_naf, 2) as d, count(*)::int as n from entreprise e
        where active and ${where} and code_naf is not null group by 1 order by 1`,
      params,
    );
    return { items: rows.map((r) => ({ code: r.d, libelle: NAF_BY_CODE.get(r.d)?.libelle ?? r.d, nombre_entreprises: r.n })) };
  });
}

export function codesNaf(db: Queryable, departement: string, secteur: string): Promise<SeoCountList | null> {
  const params: unknown[] = [];
  const where = area(departement, binder(params));
  if (!where || !NAF_BY_CODE.has(secteur)) return Promise.resolve(null);
  return cached(db, `naf:${departement}:${secteur}`, async () => {
    const rows = await db.query<{ c: string; n: number }>(
      `select code_naf as c, count(*)::int as n from entreprise e
        where active and ${where} and code_naf like ${binder(params)(`${secteur}.%`)} group by 1 order by 1`,
      params,
    );
    return { items: rows.map((r) => ({ code: r.c, libelle: NAF_BY_CODE.get(r.c)?.libelle ?? r.c, nombre_entreprises: r.n })) };
  });
}

export async function entreprises(
  db: Queryable,
  q: { numero_departement?: string; secteur_activite?: string; code_naf?: string; capital_social?: number; limit: number; offset: number },
): Promise<SeoEntreprises> {
  const where = ['e.active', '(not e.diffusion_partielle or e.personne_morale)'];
  const params: unknown[] = [];
  const add = binder(params);
  if (q.numero_departement) {
    const w = area(q.numero_departement, add);
    if (!w) return { total: 0, limit: q.limit, offset: q.offset, items: [] };
    where.push(w);
  }
  if (q.code_naf) where.push(`e.code_naf = ${add(q.code_naf)}`);
  else if (q.secteur_activite) where.push(`e.code_naf like ${add(`${q.secteur_activite}.%`)}`);
  if (q.capital_social !== undefined) where.push(`e.capital_social >= ${add(q.capital_social)}`);
  const w = where.join(' and ');
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`select count(*)::int as total from entreprise e where ${w}`, params);
  const rows = await db.query<SeoEntreprises['items'][number]>(
    `select e.id, e.numero_identification, e.denomination, e.code_naf, e.capital_social, e.siege_code_postal as code_postal,
            e.siege_commune as commune
       from entreprise e where ${w}
      order by e.capital_social desc nulls last, e.taille desc, e.id
      limit ${add(q.limit)} offset ${add(q.offset)}`,
    params,
  );
  return { total, limit: q.limit, offset: q.offset, items: rows };
}
