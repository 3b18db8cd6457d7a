import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { verificationNeeds } from './needs';
import { Link } from '@portail/shared/routing/RouterLink';
import { Card, CopyButton, ErrorScreen, PageFrame, SummaryList, formatCount, isApiError, useNoIndex, verificationPath, type SummaryListItem, type VerificationDocument, useResource } from '@portail/shared';
import { companyNumber, identifierText } from '../../record/identifiers';
import { useCanonicalRedirect } from '../../record/hooks';
import { companyPath } from '../../record/paths';
import { Skeleton } from '../../record/RecordParts';
import { formatTimestampIn, useSite } from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import { FileCheck } from './FileCheck';
import { FORM_CRUMB, RateLimited, UnknownCode, VERIFICATION_TITLE } from './parts';

export function VerificationPage() {
  const { raw, code, issued } = usePageNeeds(verificationNeeds);
  const valid = issued !== null;
  const doc = useResource(issued);
  useCanonicalRedirect(valid ? verificationPath(code) : null);
  // A code's page says who a document was issued for: search engines are kept out of it.
  useNoIndex();

  if (!valid) return <UnknownCode code={raw.trim()} malformed />;
  if (doc.status === 'not-found') return <UnknownCode code={code} />;
  if (doc.status === 'error') {
    const status = isApiError(doc.error) ? doc.error.status : 0;
    if (status === 400) return <UnknownCode code={code} malformed />;
    if (status === 429) return <RateLimited code={code} onRetry={doc.retry} />;
    return <ErrorScreen error={doc.error} onRetry={doc.retry} />;
  }
  if (doc.status === 'loading') {
    return (
      <PageFrame title={`${VERIFICATION_TITLE} (code ${code})`} heading={VERIFICATION_TITLE} breadcrumb={[FORM_CRUMB, { label: code }]}>
        <Skeleton lines={9} label="Recherche du document émis sous ce code…" />
      </PageFrame>
    );
  }
  return <VerifiedDocument doc={doc.data} code={code} />;
}

function CompanyName({ entreprise: e }: { entreprise: VerificationDocument['entreprise'] }) {
  // Its SIREN, or its RIDET for a New Caledonian company, each in its own scheme.
  const id = e.numero_identification && e.type_identification ? companyNumber({ numero_identification: e.numero_identification, type_identification: e.type_identification }) : null;
  const number = id ? identifierText(id) : null;
  // The record's path carries the company's number: without it there is no record to link to.
  const name =
    e.id !== null && id ? <Link to={companyPath({ id: e.id, numero_identification: id.digits, denomination: e.denomination })}>{e.denomination}</Link> : e.denomination;
  return (
    <>
      {name}
      {number && <span className="doc-verify__detail">{number}</span>}
    </>
  );
}

function VerifiedDocument({ doc, code }: { doc: VerificationDocument; code: string }) {
  // The site's clock: Nouméa time on New Caledonia's, Paris time on the mainland's.
  const territory = useSite((site) => siteVariant(site).territory);
  const issued = formatTimestampIn(doc.emis_le, territory);
  const hash = doc.empreinte_sha256.toLowerCase();
  const items: (SummaryListItem | null)[] = [
    { key: 'document', term: 'Document', description: doc.libelle },
    { key: 'entreprise', term: 'Entreprise', description: <CompanyName entreprise={doc.entreprise} /> },
    doc.greffe ? { key: 'greffe', term: 'Greffe', description: doc.greffe } : null,
    { key: 'emis', term: 'Émis le', description: issued },
    { key: 'emetteur', term: 'Émetteur', description: doc.emetteur },
    {
      key: 'signature',
      term: 'Signature électronique',
      description: (
        <>
          {doc.signature.titulaire}
          <span className="doc-verify__detail">Algorithme : {doc.signature.algorithme}</span>
        </>
      ),
    },
    {
      key: 'empreinte',
      term: 'Empreinte SHA-256',
      description: (
        <CopyButton value={hash} label="Copier l'empreinte SHA-256" className="doc-verify__hash">
          <code>{hash}</code>
        </CopyButton>
      ),
    },
    { key: 'taille', term: 'Taille du fichier', description: `${formatCount(doc.taille)} octets` },
  ];
  return (
    <PageFrame
      title={`${VERIFICATION_TITLE} (code ${code})`}
      heading={VERIFICATION_TITLE}
      breadcrumb={[FORM_CRUMB, { label: code }]}
      description={`${doc.libelle} de ${doc.entreprise.denomination}, émis le ${issued} : vérifiez que le fichier que l'on vous a remis est authentique.`}
    >
      <p className="doc-verify__intro">
        Le code <strong className="doc-verify__code">{code}</strong> a été imprimé sur le document suivant, émis par le portail.
      </p>
      <Card title="Document émis" className="doc-verify__card">
        <SummaryList items={items.filter((i): i is SummaryListItem => i !== null)} />
      </Card>
      <Card title="Vérifier le fichier" className="doc-verify__card">
        <FileCheck doc={doc} />
      </Card>
      <p>
        <Link to={FORM_CRUMB.href}>Vérifier un autre document</Link>
      </p>
    </PageFrame>
  );
}
