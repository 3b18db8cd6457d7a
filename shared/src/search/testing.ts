// Test data of the search API's answers, checked by the shared schema: a company as a search
// finds it, which the search, basket and shared tests change as they need.
import { SearchHitSchema, type SearchHit } from '../api/companies';

/** A mainland company found by its name, with `over`. */
export function searchHit(over: Partial<SearchHit> = {}): SearchHit {
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
