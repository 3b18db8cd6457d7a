jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import { NETWORK_NODE_CAP, NetworkSchema, type Network } from '@portail/shared/api';
import type { Queryable } from '../../db/types';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';

/** A company of its own, outside the generated corpus. */
async function company(db: Queryable, name: string, opts: { diffusible?: boolean } = {}): Promise<number> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from entreprise');
  const numero = String(900_000_000 + n);
  const [r] = await db.query<{ id: number }>(
    `insert into entreprise (numero_identification, siren, denomination, personne_morale, statut, statut_entreprise, diffusion_partielle)
     values ($1::text, $1::text, $2, true, 'A', 'ACTIF', $3) returning id`,
    [numero, name, opts.diffusible === false],
  );
  return r!.id;
}

async function person(db: Queryable, nom: string): Promise<number> {
  const [r] = await db.query<{ id: number }>("insert into personne (nom, prenoms) values ($1, 'Alix') returning id", [nom]);
  return r!.id;
}

async function mandate(db: Queryable, e: number, p: number, role = 'GERANT', opts: { ended?: boolean; nature?: string } = {}): Promise<void> {
  await db.query(
    `insert into fonction (entreprise_id, nature, role, personne_id, date_debut, date_fin) values ($1, $2, $3, $4, '2020-01-02', $5)`,
    [e, opts.nature ?? 'DIRIGEANT', role, p, opts.ended ? '2022-01-01' : null],
  );
}

describe.each(testBackends())('network of executives on %s', (kind) => {
  // root ── ana ── x ── dan ── z, root ── ben ── y; ended, auditor and undisclosed mandates aside.
  const ids = {} as Record<'root' | 'x' | 'y' | 'z' | 'ended' | 'audited' | 'hidden' | 'ana' | 'ben' | 'dan' | 'eve' | 'hub', number>;
  const t = useTestApp(kind, { companies: 50, fixtures: false }, async ({ db }) => {
    for (const c of ['root', 'x', 'y', 'z', 'ended', 'audited'] as const) ids[c] = await company(db, `RESEAU ${c.toUpperCase()}`);
    ids.hidden = await company(db, 'RESEAU HIDDEN', { diffusible: false });
    for (const p of ['ana', 'ben', 'dan', 'eve', 'hub'] as const) ids[p] = await person(db, p.toUpperCase());
    await mandate(db, ids.root, ids.ana, 'PRESIDENT');
    await mandate(db, ids.root, ids.ben);
    await mandate(db, ids.x, ids.ana, 'DG');
    await mandate(db, ids.y, ids.ben);
    await mandate(db, ids.x, ids.dan);
    await mandate(db, ids.z, ids.dan);
    await mandate(db, ids.ended, ids.ana, 'GERANT', { ended: true });
    await mandate(db, ids.audited, ids.ben, 'CACTITh', { nature: 'COMMISSAIRE_AUX_COMPTES' });
    await mandate(db, ids.hidden, ids.ana);
    await mandate(db, ids.hidden, ids.eve);
  });

  const network = async (path: string): Promise<Network> => {
    const { status, body } = await get(t.app, path);
    expect(status).toBe(200);
    return NetworkSchema.parse(body);
  };
  const keys = (n: Network) => n.noeuds.map((x) => `${x.cle}@${x.distance}`);

  it('walks from a company to its executives, their other companies, their executives and theirs', async () => {
    const n = await network(`/api/entreprises/${ids.root}/reseau`);
    expect(n.racine).toBe(`e:${ids.root}`);
    expect(keys(n)).toEqual([
      `e:${ids.root}@0`,
      `p:${ids.ana}@1`,
      `p:${ids.ben}@1`,
      `e:${ids.x}@2`,
      `e:${ids.y}@2`,
      `p:${ids.dan}@3`,
      `e:${ids.z}@4`,
    ]);
    expect(n.autres).toBe(0);
    expect(n.noeuds[0]).toMatchObject({ type: 'entreprise', denomination: 'RESEAU ROOT', statut_entreprise: 'ACTIF' });
    expect(n.noeuds[1]).toMatchObject({ type: 'personne', nom: 'ANA', prenoms: 'Alix' });
    expect(n.liens).toContainEqual({ entreprise: `e:${ids.root}`, personne: `p:${ids.ana}`, role: 'Président', date_debut: '2020-01-02' });
    expect(n.liens).toHaveLength(6);
  });

  it('leaves out ended mandates, auditors and the mandates of partially diffusible units', async () => {
    const n = await network(`/api/entreprises/${ids.root}/reseau`);
    const listed = new Set(n.noeuds.map((x) => x.cle));
    for (const c of [ids.ended, ids.audited, ids.hidden]) expect(listed.has(`e:${c}`)).toBe(false);
    expect(listed.has(`p:${ids.eve}`)).toBe(false);
    const hidden = await network(`/api/entreprises/${ids.hidden}/reseau`);
    expect(keys(hidden)).toEqual([`e:${ids.hidden}@0`]);
  });

  it('walks from a person to their companies, the other executives and their companies', async () => {
    const n = await network(`/api/personnes_physiques/${ids.ben}/reseau`);
    expect(n.racine).toBe(`p:${ids.ben}`);
    expect(keys(n)).toEqual([`p:${ids.ben}@0`, `e:${ids.root}@1`, `e:${ids.y}@1`, `p:${ids.ana}@2`, `e:${ids.x}@3`]);
  });

  it('keeps the first 50 nodes, each linked to one listed before it, and counts the others', async () => {
    const db = t.db;
    await mandate(db, ids.x, ids.hub);
    for (let i = 0; i < 60; i++) await mandate(db, await company(db, `RESEAU HUB ${i}`), ids.hub);
    const n = await network(`/api/entreprises/${ids.root}/reseau`);
    expect(n.noeuds).toHaveLength(NETWORK_NODE_CAP);
    // Within 4 links of root: 7 nodes as before, the hub (3) and the hub's 60 companies (4).
    expect(n.autres).toBe(7 + 1 + 60 - NETWORK_NODE_CAP);
    const seen = new Set<string>([n.racine]);
    for (const x of n.noeuds.slice(1)) {
      const linked = n.liens.some((l) => (l.entreprise === x.cle && seen.has(l.personne)) || (l.personne === x.cle && seen.has(l.entreprise)));
      expect(linked).toBe(true);
      seen.add(x.cle);
    }
    for (const l of n.liens) expect(seen.has(l.entreprise) && seen.has(l.personne)).toBe(true);
  });

  it('answers 404 with a French message for an unknown company or person, 400 for a bad id', async () => {
    const unknown = await get(t.app, '/api/entreprises/999999999/reseau');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Entreprise introuvable.');
    const nobody = await get(t.app, '/api/personnes_physiques/999999999/reseau');
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('Personne introuvable.');
    expect((await get(t.app, `/api/personnes_physiques/${ids.eve}/reseau`)).status).toBe(404);
    expect((await get(t.app, '/api/entreprises/abc/reseau')).status).toBe(400);
  });
});
