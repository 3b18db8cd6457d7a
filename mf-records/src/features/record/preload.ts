// The first API call of a record page, started before the page renders (the shell calls this as
// soon as the remote has loaded): the record itself, the call every section waits for.
import { matchPath } from 'react-router';
import { requestEarly, type PageLocation } from '@portail/shared';
import { RECORD_PATHS, isIdSegment } from './api';
import { verificationApiPath } from '../document-verification/api';
import { isVerificationCode, normaliseCode } from '../document-verification/code';
import { REGISTRY_CODE, companyIdentifier, establishmentIdentifier } from './identifiers';
import { RECORD_ROUTES } from './paths';

/** The API path the page at `pathname` reads first, or null for a page that starts with no call. */
export function firstRecordCall(pathname: string): string | null {
  const company = matchPath(RECORD_ROUTES.company, pathname) ?? matchPath(RECORD_ROUTES.establishmentList, pathname);
  if (company) {
    const { siren = '', id = '' } = company.params;
    return companyIdentifier(siren) && isIdSegment(id) ? RECORD_PATHS.company(id) : null;
  }
  const establishment = matchPath(RECORD_ROUTES.establishment, pathname);
  if (establishment) {
    const { number = '', id = '' } = establishment.params;
    return establishmentIdentifier(number) && isIdSegment(id) ? RECORD_PATHS.establishment(id) : null;
  }
  const person = matchPath(RECORD_ROUTES.executive, pathname);
  if (person) {
    const { id = '' } = person.params;
    return isIdSegment(id) ? RECORD_PATHS.person(id) : null;
  }
  const registry = matchPath(RECORD_ROUTES.registry, pathname);
  if (registry) {
    const { code = '' } = registry.params;
    return REGISTRY_CODE.test(code) ? RECORD_PATHS.registry(code.toUpperCase()) : null;
  }
  const verification = matchPath(RECORD_ROUTES.verification, pathname);
  if (verification) {
    const code = normaliseCode(verification.params.code ?? '');
    return isVerificationCode(code) ? verificationApiPath(code) : null;
  }
  return null;
}

export function preloadRecordPage(location: PageLocation): void {
  const path = firstRecordCall(location.pathname);
  if (path) requestEarly(path);
}
