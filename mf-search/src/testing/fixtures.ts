// Test data of the search API's answers, checked by the shared schemas.
import { PersonHitSchema, type PersonHit } from '@portail/shared';
import { ok, type Call, type Reply } from '@portail/shared/testing/fetchMock';

export { searchHit as hit } from '@portail/shared/search/testing';

export function person(over: Partial<PersonHit> = {}): PersonHit {
  return PersonHitSchema.parse({
    id: 7,
    nom: 'MARTIN',
    nom_usage: null,
    prenoms: 'Claire Anne',
    mois_naissance: 2,
    annee_naissance: 1970,
    nombre_fonctions: 1,
    fonctions: [
      {
        entreprise: { id: 41, numero_identification: '552100554', denomination: 'Boulangerie Dupont', etat: 'ACTIVE', statut_entreprise: 'ACTIF' },
        role: { code: '73', libelle: 'Président' },
      },
    ],
    matchedOn: ['name'],
    ...over,
  });
}

export function paged<T>(items: T[], total = items.length, offset = 0, limit = 10) {
  return { total, limit, offset, items };
}

/** The API's reference lists, as far as the tests need them: departments, sectors, NAF codes. */
export const DEPARTMENTS = [
  { code: '2A', nom: 'Corse-du-Sud', region: '94' },
  { code: '69', nom: 'Rhône', region: '84' },
  { code: '75', nom: 'Paris', region: '11' },
  { code: '971', nom: 'Guadeloupe', region: '01' },
];
export const SECTORS = [
  { code: '10', libelle: 'Industries alimentaires', niveau: 'DIVISION', parent: 'C' },
  { code: '47', libelle: 'Commerce de détail, à l’exception des automobiles et des motocycles', niveau: 'DIVISION', parent: 'G' },
];
/** New Caledonia's provinces, as far as the tests need them. */
export const PROVINCES = [
  {
    code: 'PS',
    nom: 'Province Sud',
    communes: [
      { code: '98805', nom: 'Dumbéa', code_postal: '98835' },
      { code: '98818', nom: 'Nouméa', code_postal: '98800' },
    ],
  },
  { code: 'PN', nom: 'Province Nord', communes: [{ code: '98811', nom: 'Koné', code_postal: '98859' }] },
  { code: 'PIL', nom: 'Province des Îles Loyauté', communes: [{ code: '98814', nom: 'Lifou', code_postal: '98820' }] },
];
const NAF_CODES = [{ code: '47.11F', libelle: 'Hypermarchés', niveau: 'SOUS_CLASSE', parent: '47.11' }];

/** Answers the reference calls (undefined for any other, and for a NAF code the list does not have: 404). */
export function reference({ method, path }: Call): Reply | undefined {
  if (method !== 'GET') return undefined;
  if (path === 'reference/departements') return ok({ items: DEPARTMENTS });
  if (path === 'reference/provinces') return ok({ items: PROVINCES });
  if (path === 'reference/secteurs') return ok(paged(SECTORS, SECTORS.length, 0, SECTORS.length));
  const naf = path.startsWith('reference/naf/') ? NAF_CODES.find((n) => n.code === decodeURIComponent(path.slice('reference/naf/'.length))) : undefined;
  return naf ? ok(naf) : undefined;
}

/** `answer`, with the reference lists answered first. */
export function withReference(answer: (call: Call) => Reply | undefined): (call: Call) => Reply | undefined {
  return (call) => reference(call) ?? answer(call);
}

/** The by-department listings of the API: one sector, one NAF code, and 120 companies in pages of 50. */
export function seoListing(url: URL): Reply | undefined {
  switch (url.pathname) {
    case '/api/seo/secteurs':
      return ok({ items: [{ code: '47', libelle: 'Commerce de détail', nombre_entreprises: 5 }] });
    case '/api/seo/codes_naf':
      return ok({ items: [{ code: '47.11F', libelle: 'Hypermarchés', nombre_entreprises: 2 }] });
    case '/api/seo/entreprises':
      return ok(
        paged(
          [{ id: 5, numero_identification: '552100554', denomination: 'Hyper Paris', code_naf: '47.11F', capital_social: 100000, code_postal: '75001', commune: 'Paris' }],
          120,
          Number(url.searchParams.get('offset')),
          50,
        ),
      );
    default:
      return undefined;
  }
}
