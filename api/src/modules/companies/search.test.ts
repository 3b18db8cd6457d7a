jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The search route's filters as the results page's filter panel sends them (SPEC §7), and the
// fields its result cards show; on every engine (search/searchSuite.ts).
import { SEARCH_TEXT_MAX_LENGTH } from '@portail/shared/api';
import { get, searchCompanies } from '../../testing/app';
import { searchVariants, useSearchTestApp } from './search/searchSuite';

describe.each(searchVariants())('company search filters, $label', (v) => {
  const t = useSearchTestApp(v, { companies: 400 });

  const search = (query: Record<string, string>) => searchCompanies(t.app, query);

  /** The most common legal form among companies of a department, with its count. */
  const commonForm = async () => {
    const [r] = await t.db.query<{ departement: string; forme_juridique: string; n: number }>(
      `select departement, forme_juridique, count(*)::int as n from entreprise
        where forme_juridique is not null and departement is not null
        group by departement, forme_juridique order by n desc, departement, forme_juridique limit 1`,
    );
    return r!;
  };

  it('filters by legal form, alone and with the department and the status', async () => {
    const { departement, forme_juridique, n } = await commonForm();
    const byForm = await search({ forme_juridique, limit: '100' });
    const [all] = await t.db.query<{ n: number }>('select count(*)::int as n from entreprise where forme_juridique = $1', [forme_juridique]);
    expect(byForm.total).toBe(all!.n);
    expect(byForm.items.length).toBeGreaterThan(0);
    expect(byForm.items.every((h) => h.forme_juridique?.code === forme_juridique)).toBe(true);

    const both = await search({ forme_juridique, critere_geographique: departement, limit: '100' });
    expect(both.total).toBe(n);
    expect(both.items.every((h) => h.forme_juridique?.code === forme_juridique && h.adresse.departement === departement)).toBe(true);

    const active = await search({ forme_juridique, critere_geographique: departement, etat: 'ACTIVE', limit: '100' });
    const removed = await search({ forme_juridique, critere_geographique: departement, etat: 'RADIEE', limit: '100' });
    expect(active.total + removed.total).toBe(n);
    expect(active.items.every((h) => h.etat === 'ACTIVE')).toBe(true);
    expect(removed.items.every((h) => h.etat === 'RADIEE')).toBe(true);
  });

  it('filters a text search by legal form, and answers each hit with its city and creation date', async () => {
    const [named] = await t.db.query<{ denomination: string; forme_juridique: string }>(
      `select denomination, forme_juridique from entreprise
        where forme_juridique is not null and denomination ~ '^[A-Za-z]{5,}' and not diffusion_partielle
        order by id limit 1`,
    );
    const word = named!.denomination.split(/\s+/)[0]!;
    const hits = await search({ phrase: word, forme_juridique: named!.forme_juridique, limit: '50' });
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.items.every((h) => h.forme_juridique?.code === named!.forme_juridique)).toBe(true);
    const other = await search({ phrase: word, forme_juridique: named!.forme_juridique === '5710' ? '5499' : '5710', limit: '50' });
    expect(other.items.some((h) => h.denomination === named!.denomination && h.forme_juridique?.code === named!.forme_juridique)).toBe(false);
    const first = hits.items[0]!;
    expect(first.adresse.commune).toEqual(expect.any(String));
    expect(first.date_creation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a malformed legal form and a phrase over the limit with a French 400', async () => {
    const bad = await get(t.app, '/api/recherche/entreprises_etablissements?forme_juridique=SAS');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('forme_juridique doit être une catégorie juridique INSEE à 4 chiffres');
    const long = await get(t.app, `/api/recherche/entreprises_etablissements?phrase=${'a'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(`limité à ${SEARCH_TEXT_MAX_LENGTH} caractères`);
    const atLimit = await get(t.app, `/api/recherche/entreprises_etablissements?phrase=${'a'.repeat(SEARCH_TEXT_MAX_LENGTH)}`);
    expect(atLimit.status).toBe(200);
  });

  it('refuses a SIREN whose check digit is wrong, saying so', async () => {
    const bad = await get(t.app, '/api/recherche/entreprises_etablissements?numero_identification=552032535');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('la clé de contrôle ne correspond pas');
  });
});
