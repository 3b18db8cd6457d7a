// Input the search API would refuse, caught before asking it: the page says what is wrong and what
// to do instead of showing the API's refusal with a "Réessayer" that cannot help.
import { identifierError, nameError, readCriteria, textError } from '../advanced-search';

export function companyInputProblem(params: URLSearchParams, boost: 'NC' | null): string | null {
  const c = readCriteria(params);
  return textError(params.get('phrase') ?? '') ?? textError(c.denomination) ?? identifierError(c.sirenOrSiret, boost);
}

export function personInputProblem(params: URLSearchParams): string | null {
  const c = readCriteria(params);
  return textError(params.get('phrase') ?? '') ?? nameError(c.nom, 'nom') ?? nameError(c.prenom, 'prenom');
}
