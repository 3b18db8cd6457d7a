jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The content host's calls: the site's legal identity from the environment, the specimen of the
// financial-performance figures, and the configuration production refuses.
import { SITES, SITE_PRODUCTS, SPECIMEN_LABEL, SiteInformationSchema, SpecimenPerformanceSchema } from '@portail/shared/api';
import fr from '../../../../shell/variants/fr';
import nc from '../../../../shell/variants/nc';
import { useTestApp } from '../../testing/app';
import { testBackends } from '../../testing/databases';
import { siteIdentityFromEnv, siteInformationProblem } from './information';
import { SPECIMEN_YEARS, withRatios } from './specimen';
import { PUBLIC_CACHE, cacheControl } from '../../http/caching';

jest.setTimeout(60_000);

/** An operator's whole configuration, as production needs it. */
const OPERATOR: NodeJS.ProcessEnv = {
  SELLER_DENOMINATION: 'Registre Services',
  SELLER_ADDRESS: '12 rue de la Paix | 75002 Paris',
  SELLER_SIREN: '552100554',
  SELLER_RCS: 'RCS Paris 552 100 554',
  SITE_PUBLISHER_LEGAL_FORM: 'Société anonyme',
  SITE_PUBLISHER_CAPITAL: '150 000 €',
  SITE_PUBLISHER_PHONE: '01 23 45 67 89',
  SITE_PUBLISHER_EMAIL: 'editeur@registre.test',
  SITE_PUBLICATION_DIRECTOR: 'Claire Martin',
  SITE_PUBLICATION_DIRECTOR_ROLE: 'Présidente',
  SITE_HOST_NAME: 'Hébergeur Exemple',
  SITE_HOST_ADDRESS: '1 avenue du Centre | 59000 Lille',
  SITE_HOST_PHONE: '03 20 00 00 00',
  SITE_MEDIATOR_NAME: 'Médiateur de la consommation',
  SITE_MEDIATOR_URL: 'https://mediateur.registre.test',
  CONTACT_EMAIL: 'contact@registre.test',
};

describe.each(testBackends())('content host (%s)', (kind) => {
  const t = useTestApp(kind, { companies: 0, fixtures: false });

  it.each(SITE_PRODUCTS)("answers the legal identity of the site %s, cacheable for five minutes", async (produit) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site-information?produit=${produit}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.site));
    const info = SiteInformationSchema.parse(res.json());
    expect(info).toMatchObject({ produit, nom_site: SITES[produit].nom, territoire: SITES[produit].territoire });
  });

  it('refuses an unknown or missing product with a French message', async () => {
    for (const url of ['/api/site-information?produit=inconnu', '/api/site-information']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Le paramètre produit doit valoir registre ou nouvelle-caledonie.');
    }
  });

  it('answers the specimen, labelled, with three years and their ratios', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/specimens-performance-financieres' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl(PUBLIC_CACHE.site));
    const specimen = SpecimenPerformanceSchema.parse(res.json());
    expect(specimen.libelle).toBe(SPECIMEN_LABEL);
    expect(specimen.exercices.map((e) => [e.annee, e.marge_nette_pct, e.evolution_ca_pct])).toEqual([
      [2022, 4.5, null],
      [2023, 5.4, 11.3],
      [2024, 3.5, -4.7],
    ]);
  });
});

describe('site identity', () => {
  it('is the demonstration without an operator: the demonstration publisher, nothing only an operator has', () => {
    const identity = siteIdentityFromEnv({});
    expect(identity).toMatchObject({
      demonstration: true,
      editeur: { raison_sociale: 'Registre des entreprises (démonstration)', forme_juridique: null, capital: null, siren: null, rcs: null, telephone: null },
      directeur_publication: null,
      hebergeur: null,
      mediateur: null,
    });
    // The contact form's team address, which the publisher's address defaults to.
    expect(identity.contact.courriel).toBe('contact@registre-entreprises.example');
    expect(identity.editeur.courriel).toBe('contact@registre-entreprises.example');
  });

  it("is the operator's when configured", () => {
    expect(siteIdentityFromEnv(OPERATOR)).toEqual({
      demonstration: false,
      editeur: {
        raison_sociale: 'Registre Services',
        forme_juridique: 'Société anonyme',
        capital: '150 000 €',
        siege: ['12 rue de la Paix', '75002 Paris'],
        siren: '552100554',
        rcs: 'RCS Paris 552 100 554',
        telephone: '01 23 45 67 89',
        courriel: 'editeur@registre.test',
      },
      directeur_publication: { nom: 'Claire Martin', qualite: 'Présidente' },
      hebergeur: { nom: 'Hébergeur Exemple', adresse: ['1 avenue du Centre', '59000 Lille'], telephone: '03 20 00 00 00' },
      contact: { courriel: 'contact@registre.test' },
      mediateur: { nom: 'Médiateur de la consommation', site: 'https://mediateur.registre.test' },
    });
  });

  it('names the sites as the shells do', () => {
    for (const variant of [fr, nc]) {
      expect(SITES[variant.product as keyof typeof SITES]?.nom).toBe(variant.siteName);
    }
  });
});

describe('production configuration', () => {
  it('refuses to start without the publisher, the director of publication or the host', () => {
    expect(siteInformationProblem(OPERATOR, true)).toBeNull();
    expect(siteInformationProblem({}, false)).toBeNull();
    expect(siteInformationProblem({}, true)).toMatch(/SELLER_DENOMINATION.*SITE_PUBLICATION_DIRECTOR.*SITE_HOST_NAME.*obligatoires en production/);
    for (const name of ['SITE_PUBLISHER_PHONE', 'SITE_PUBLICATION_DIRECTOR', 'SITE_HOST_ADDRESS', 'SELLER_RCS']) {
      expect(siteInformationProblem({ ...OPERATOR, [name]: ' ' }, true)).toBe(
        `${name} : obligatoires en production, les mentions légales doivent nommer l'éditeur, le directeur de la publication et l'hébergeur du site (loi n° 2004-575 du 21 juin 2004, article 6).`,
      );
    }
  });
});

describe('specimen ratios', () => {
  it('computes the net margin and the change of turnover, one decimal', () => {
    const year = { date_cloture: '2024-12-31', duree_mois: 12, effectif: 1 };
    expect(
      withRatios([
        { ...year, annee: 2022, chiffre_affaires: 100_000, resultat_net: -2_345 },
        { ...year, annee: 2023, chiffre_affaires: 0, resultat_net: 500 },
        { ...year, annee: 2024, chiffre_affaires: 300_000, resultat_net: 45_000 },
        { ...year, annee: 2025, chiffre_affaires: 200_000, resultat_net: 1 },
      ]).map((e) => [e.marge_nette_pct, e.evolution_ca_pct]),
    ).toEqual([
      [-2.3, null],
      [null, -100],
      [15, null],
      [0, -33.3],
    ]);
  });

  it('is the specimen of three years', () => {
    expect(SPECIMEN_YEARS).toHaveLength(3);
  });
});
