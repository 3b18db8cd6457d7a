// Test data of the search API's answers, checked by the shared schemas.
import { PersonHitSchema, SearchHitSchema, type PersonHit, type SearchHit } from '@portail/shared';

export function hit(over: Partial<SearchHit> = {}): SearchHit {
  return SearchHitSchema.parse({
    type_entite: 'ENTREPRISE',
    id_entreprise: 41,
    id_etablissement: null,
    numero_identification: '552100554',
    siret: null,
    denomination: 'Boulangerie Dupont',
    sigle: null,
    enseigne: null,
    forme_juridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
    activite: { code_naf: '10.71C', libelle: 'Boulangerie et boulangerie-pâtisserie', secteur: { code: '10', libelle: 'Industries alimentaires' } },
    adresse: { code_postal: '75011', commune: 'Paris', departement: '75', ligne: '12 rue Oberkampf 75011 Paris' },
    etat: 'ACTIVE',
    statut: 'A',
    statut_entreprise: 'ACTIF',
    date_creation: '2001-02-03',
    territoire: 'FR',
    siege: true,
    matchedOn: ['name'],
    matched_text: null,
    ...over,
  });
}

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
