import { useParams } from 'react-router';
import { ErrorScreen, PageFrame, useResource } from '@portail/shared';
import { companyIdentifier } from '../record/identifiers';
import { SEARCH_CRUMB } from '../record/crumbs';
import { NotFound } from '../../NotFound';
import { fetchCompanyByNumber } from '../record/api';
import { useCanonicalRedirect } from '../record/hooks';
import { Skeleton } from '../record/RecordParts';
import { companyPath, establishmentListPath } from '../record/paths';

/** The SIREN (9 digits) or RIDET (7 digits) that ends a catch-all slug ("boulangerie-dupont-552100554"). */
export function trailingCompanyNumber(splat: string): string | null {
  const match = /(?:^|\D)(\d{9}|\d{7})\/?$/.exec(splat);
  return match?.[1] && companyIdentifier(match[1]) ? match[1] : null;
}

/**
 * Catch-all routes of a company (/entreprise-societe/*, /entreprise/*, /liste_etablissements/*):
 * the company is found by the number ending the slug, then the URL is replaced by its canonical one.
 */
export function CompanyBySlugPage({ target = 'company' }: { target?: 'company' | 'establishments' }) {
  const splat = useParams()['*'] ?? '';
  const numero = trailingCompanyNumber(splat);
  const company = useResource(numero ? `company-by-number:${numero}` : null, (signal) => fetchCompanyByNumber(numero!, signal));
  const canonical =
    company.status === 'ready' ? (target === 'company' ? companyPath(company.data) : establishmentListPath(company.data)) : null;
  useCanonicalRedirect(canonical);

  if (!numero || company.status === 'not-found') return <NotFound />;
  // A well-formed number with a wrong check key is refused by the API (400): not found as well.
  if (company.status === 'error') {
    if ('status' in company.error && company.error.status === 400) return <NotFound />;
    return <ErrorScreen message={company.error.message} onRetry={company.retry} />;
  }
  const identifier = companyIdentifier(numero)!;
  const label = `${identifier.kind} ${identifier.display}`;
  return (
    <PageFrame title={`Entreprise – ${label}`} breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${label}` }]}>
      <Skeleton lines={14} label="Chargement de la fiche de l'entreprise…" />
    </PageFrame>
  );
}
