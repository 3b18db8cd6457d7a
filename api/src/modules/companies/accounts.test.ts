jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import { ComptesAnnuelsListSchema, ComptesAnnuelsSchema, chiffresDesComptes, ratiosDesComptes } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';

describe.each(testBackends())('annual accounts on %s', (kind) => {
  const t = useTestApp(kind, { companies: 300 });

  const companyWith = async (where: string) => {
    const [r] = await t.db.query<{ id: number; annee: number; date_cloture: string }>(
      `select entreprise_id as id, extract(year from date_cloture)::int as annee, date_cloture::text as date_cloture
         from comptes_annuels where ${where} order by entreprise_id, date_cloture desc limit 1`,
    );
    return r!;
  };

  it('lists the financial years, newest first, with the key figures and ratios of their accounts', async () => {
    const c = await companyWith("not confidentiel and regime = 'COMPLET'");
    const { status, body } = await get(t.app, `/api/entreprises/${c.id}/comptes`);
    expect(status).toBe(200);
    const list = ComptesAnnuelsListSchema.parse(body);
    const dates = list.exercices.map((x) => x.date_cloture);
    expect(dates).toEqual([...dates].sort().reverse());
    const year = list.exercices.find((x) => x.date_cloture === c.date_cloture)!;
    expect(year).toMatchObject({ annee: c.annee, regime: 'COMPLET', confidentiel: false });
    const [row] = await t.db.query<{ postes: Record<string, number>; ca: number; resultat: number }>(
      `select a.postes, x.chiffre_affaires::float8 as ca, x.resultat::float8 as resultat
         from comptes_annuels a join exercice x using (entreprise_id, date_cloture) where a.entreprise_id = $1 and a.date_cloture = $2`,
      [c.id, c.date_cloture],
    );
    expect(year.chiffres).toEqual(chiffresDesComptes('COMPLET', row!.postes));
    expect(year.ratios).toEqual(ratiosDesComptes('COMPLET', row!.postes));
    expect(year.chiffres).toMatchObject({ chiffre_affaires: row!.ca, resultat_net: row!.resultat });
  });

  it('serves a year’s full accounts: every statement, assets equal to liabilities', async () => {
    for (const regime of ['COMPLET', 'SIMPLIFIE'] as const) {
      const c = await companyWith(`not confidentiel and regime = '${regime}'`);
      const { status, body } = await get(t.app, `/api/entreprises/${c.id}/comptes/${c.annee}`);
      expect(status).toBe(200);
      const a = ComptesAnnuelsSchema.parse(body);
      expect(a).toMatchObject({ entreprise_id: c.id, annee: c.annee, date_cloture: c.date_cloture, regime, confidentiel: false, message: null });
      expect(a.etats.map((e) => e.id)).toEqual(['ACTIF', 'PASSIF', 'RESULTAT']);
      const last = (id: string) => a.etats.find((e) => e.id === id)!.lignes.at(-1)!;
      expect(last('ACTIF').montant).toBe(last('PASSIF').montant);
      expect(last('ACTIF').montant).toBe(last('ACTIF').brut! - last('ACTIF').amortissements!);
      expect(last('RESULTAT').montant).toBe(a.chiffres!.resultat_net);
      expect(a.etats[0]!.titre).toBe(regime === 'COMPLET' ? 'Bilan – actif' : 'Bilan simplifié – actif');
    }
  });

  it('says that confidential accounts are confidential, without a figure', async () => {
    const c = await companyWith('confidentiel');
    const a = ComptesAnnuelsSchema.parse((await get(t.app, `/api/entreprises/${c.id}/comptes/${c.annee}`)).body);
    expect(a).toMatchObject({ confidentiel: true, etats: [], chiffres: null, ratios: null });
    expect(a.message).toMatch(/déclaration de confidentialité/);
    const list = ComptesAnnuelsListSchema.parse((await get(t.app, `/api/entreprises/${c.id}/comptes`)).body);
    for (const x of list.exercices.filter((e) => e.confidentiel)) expect(x).toMatchObject({ chiffres: null, ratios: null, effectif: null });
    expect(list.exercices.some((e) => e.confidentiel)).toBe(true);
  });

  it('answers 404 and 400 in French', async () => {
    const c = await companyWith('true');
    expect(await get(t.app, '/api/entreprises/999999/comptes')).toMatchObject({ status: 404, body: { message: 'Entreprise introuvable.' } });
    expect(await get(t.app, `/api/entreprises/999999/comptes/${c.annee}`)).toMatchObject({ status: 404, body: { message: 'Entreprise introuvable.' } });
    const none = await get(t.app, `/api/entreprises/${c.id}/comptes/1950`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Aucun compte annuel de l’exercice 1950 n’est disponible pour cette entreprise.');
    for (const bad of ['deux-mille', '12', '2024.5']) {
      const r = await get(t.app, `/api/entreprises/${c.id}/comptes/${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/annee/);
    }
    expect((await get(t.app, '/api/entreprises/abc/comptes')).status).toBe(400);
  });
});
