// The search forms refuse, with the limit in words, what the search API's request schemas refuse.
import { PERSON_NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from '@portail/shared';
import { personInputProblem } from '../results';
import { EMPTY_CRITERIA, validateCriteria } from './criteria';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('search text limits', () => {
  it('accepts a denomination at the limit and refuses one character more, naming the limit', () => {
    expect(validateCriteria({ ...EMPTY_CRITERIA, denomination: 'a'.repeat(SEARCH_TEXT_MAX_LENGTH) }, NOW)).toEqual({});
    const errors = validateCriteria({ ...EMPTY_CRITERIA, denomination: 'a'.repeat(SEARCH_TEXT_MAX_LENGTH + 1) }, NOW);
    expect(errors.denomination).toBe(
      `Votre recherche fait ${SEARCH_TEXT_MAX_LENGTH + 1} caractères ; elle est limitée à ${SEARCH_TEXT_MAX_LENGTH}. Raccourcissez-la, par exemple au nom de l'entreprise seul.`,
    );
  });

  it('refuses an executive name or first name over the limit of the executive search', () => {
    expect(validateCriteria({ ...EMPTY_CRITERIA, nom: 'n'.repeat(PERSON_NAME_MAX_LENGTH), prenom: 'p'.repeat(PERSON_NAME_MAX_LENGTH) }, NOW)).toEqual({});
    const errors = validateCriteria({ ...EMPTY_CRITERIA, nom: 'n'.repeat(PERSON_NAME_MAX_LENGTH + 5), prenom: 'p'.repeat(PERSON_NAME_MAX_LENGTH + 1) }, NOW);
    expect(errors.nom).toBe(`Le nom saisi fait ${PERSON_NAME_MAX_LENGTH + 5} caractères ; il est limité à ${PERSON_NAME_MAX_LENGTH}.`);
    expect(errors.prenom).toBe(`Le prénom saisi fait ${PERSON_NAME_MAX_LENGTH + 1} caractères ; il est limité à ${PERSON_NAME_MAX_LENGTH}.`);
  });

  it('counts what is searched: the surrounding spaces are not', () => {
    expect(validateCriteria({ ...EMPTY_CRITERIA, nom: `  ${'n'.repeat(PERSON_NAME_MAX_LENGTH)}  ` }, NOW)).toEqual({});
  });

  it('tells the results page of an executive name too long for the API', () => {
    expect(personInputProblem(new URLSearchParams({ recherche: 'dirigeants', nom: 'n'.repeat(PERSON_NAME_MAX_LENGTH) }))).toBeNull();
    expect(personInputProblem(new URLSearchParams({ recherche: 'dirigeants', prenom: 'p'.repeat(PERSON_NAME_MAX_LENGTH + 1) }))).toMatch(`Le prénom saisi fait ${PERSON_NAME_MAX_LENGTH + 1} caractères`);
  });
});
