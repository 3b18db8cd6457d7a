import { ErrorScreen, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { companyIdentifier, identifierText } from '../../record/identifiers';
import { NotFound } from '../../NotFound';
import { useCanonicalRedirect } from '../../record/hooks';
import { companyPath, establishmentListPath } from '../../record/paths';
import { CompanyLoading } from './CompanyLoading';
import { companyBySlugNeeds } from './needs';

/**
 * Catch-all routes of a company (/entreprise-societe/*, /entreprise/*, /liste_etablissements/*):
 * the company is found by the number ending the slug, then the URL is replaced by its canonical one.
 */
export function CompanyBySlugPage({ target = 'company' }: { target?: 'company' | 'establishments' }) {
  const needs = usePageNeeds(companyBySlugNeeds);
  const { registrationNumber } = needs;
  const company = useResource(needs.company);
  const canonical =
    company.status === 'ready' ? (target === 'company' ? companyPath(company.data) : establishmentListPath(company.data)) : null;
  useCanonicalRedirect(canonical);

  if (!registrationNumber || company.status === 'not-found') return <NotFound />;
  // A well-formed number with a wrong check key is refused by the API (400): not found as well.
  if (company.status === 'error') {
    if ('status' in company.error && company.error.status === 400) return <NotFound />;
    return <ErrorScreen error={company.error} onRetry={company.retry} />;
  }
  return <CompanyLoading label={identifierText(companyIdentifier(registrationNumber)!)} />;
}
