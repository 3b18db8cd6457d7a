import { apiCall, callKey, keyedCall, scopedCall } from './resourceCall';
import { EntrepriseSchema } from '../api/index';

describe('callKey', () => {
  it('is the path alone when the call has no query', () => {
    expect(callKey('entreprises/12')).toBe('entreprises/12');
    expect(callKey('entreprises/12', {})).toBe('entreprises/12');
  });

  it('writes the query in name order, whatever order the call gives it in', () => {
    expect(callKey('entreprises/12/etablissements', { offset: 20, limit: 20, etat: 'ACTIF' })).toBe('entreprises/12/etablissements?etat=ACTIF&limit=20&offset=20');
    expect(callKey('entreprises/12/etablissements', { etat: 'ACTIF', limit: 20, offset: 20 })).toBe(callKey('entreprises/12/etablissements', { offset: 20, limit: 20, etat: 'ACTIF' }));
  });

  it('leaves out the empty parameters, as the request leaves them out', () => {
    expect(callKey('fonctions', { id_personne: 4, type_entreprise: undefined, filtre: null, q: '' })).toBe('fonctions?id_personne=4');
  });

  it('tells apart calls that differ by a path segment or a parameter', () => {
    const keys = [callKey('greffes/7501'), callKey('greffes/7501/communes', { offset: 0 }), callKey('greffes/7501/communes', { offset: 50 }), callKey('greffes/7502')];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('apiCall and keyedCall', () => {
  it('key their calls from the path and the query', () => {
    expect(apiCall(EntrepriseSchema, 'entreprises', { numero_identification: '552100554' }).key).toBe('entreprises?numero_identification=552100554');
    expect(keyedCall('recherche', { q: 'boulangerie', page: 2 }, async () => null).key).toBe('recherche?page=2&q=boulangerie');
  });
});

describe('scopedCall', () => {
  it("keys apart the same request made for two customer accounts, and keeps the request's own load", () => {
    const call = keyedCall('favori', undefined, async () => []);
    expect(scopedCall(call, 12).key).not.toBe(scopedCall(call, 13).key);
    expect(scopedCall(call, 12).key).not.toBe(call.key);
    expect(scopedCall(call, 12).load).toBe(call.load);
  });
});
