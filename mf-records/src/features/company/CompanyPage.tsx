import { useEffect } from 'react';
import { ErrorScreen, PageFrame, PageLayout, pageOrigin, reportJsonLd, type Entreprise } from '@portail/shared';
import { identifierText } from '../../record/identifiers';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { NotFound } from '../../NotFound';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { CompanyLoading } from './CompanyLoading';
import { useAddressedCompany, useAnchorScroll } from '../../record/hooks';
import { companyPath } from '../../record/paths';
import { COMPANY_STATUS_LABELS, companyName, dateOrDash, identifierLabel, isBlocked } from '../../record/labels';
import { ORDER_PANEL_ID, OrderPanel } from '../../record/OrderPanel';
import { OrderBar, OrderSkipLink } from '../../record/OrderBar';
import { MonitoringPanel } from '../monitoring';
import { TableOfContents } from '../../record/TableOfContents';
import { useActiveSection } from '../../record/useActiveSection';
import { CompanySummary } from './CompanySummary';
import { CompanySections } from './CompanySections';
import { COMPANY_SECTIONS } from './sectionList';
import { RecordOrAsOf } from './RecordOrAsOf';
import { companyNeeds } from './needs';

/** schema.org Organization of a company, in a JSON-LD script of the document head while the page is shown. */
export function organizationJsonLd(c: Entreprise, url: string): Record<string, unknown> {
  const a = c.siege?.adresse;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyName(c),
    ...(c.sigle ? { alternateName: c.sigle } : {}),
    url,
    ...(c.siren ? { taxID: c.siren } : {}),
    ...(c.denomination ? { legalName: c.denomination } : {}),
    ...(c.date_creation ? { foundingDate: c.date_creation } : {}),
    ...(c.activite.code_naf ? { isicV4: c.activite.code_naf.replace('.', '').slice(0, 4) } : {}),
    ...(a
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(a.ligne ? { streetAddress: [a.numero_voie, a.type_voie, a.libelle_voie].filter(Boolean).join(' ') || undefined } : {}),
            ...(a.code_postal ? { postalCode: a.code_postal } : {}),
            ...(a.commune ? { addressLocality: a.commune } : {}),
            addressCountry: c.territoire === 'NC' ? 'NC' : 'FR',
          },
        }
      : {}),
  };
}

/** The page's JSON-LD script: written by the server with the page, or added by the browser. */
function useJsonLd(data: Record<string, unknown> | null) {
  if (data) reportJsonLd(data);
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script =
      document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-record="organization"]') ??
      document.head.appendChild(Object.assign(document.createElement('script'), { type: 'application/ld+json' }));
    script.dataset.record = 'organization';
    script.textContent = json;
    return () => script.remove();
  }, [json]);
}

export function CompanyPage() {
  const needs = usePageNeeds(companyNeeds);
  const { identifier } = needs;
  const { company, mismatch } = useAddressedCompany(needs, companyPath);

  if (needs.company === null || identifier === null || company.status === 'not-found' || mismatch) return <NotFound />;
  if (company.status === 'error') return <ErrorScreen error={company.error} onRetry={company.retry} />;
  if (company.status === 'loading') return <CompanyLoading label={identifierText(identifier)} />;
  return (
    <RecordOrAsOf company={company.data}>
      <CompanyRecord company={company.data} />
    </RecordOrAsOf>
  );
}

const SECTION_IDS = COMPANY_SECTIONS.map((s) => s.id);

function CompanyRecord({ company: c }: { company: Entreprise }) {
  const name = companyName(c);
  const ident = identifierLabel(c);
  useJsonLd(organizationJsonLd(c, `${pageOrigin()}${companyPath(c)}`));
  useAnchorScroll(true);
  const active = useActiveSection(SECTION_IDS);
  const blocked = isBlocked(c.statut_entreprise);
  return (
    <>
      <OrderSkipLink />
      <PageFrame
        title={`${name} (${ident})`}
        heading={name}
        breadcrumb={[SEARCH_CRUMB, { label: name }]}
        description={`${name}, ${ident}${c.forme_juridique ? `, ${c.forme_juridique.libelle}` : ''}${
          c.siege?.adresse.commune ? ` à ${c.siege.adresse.commune}` : ''
        } : identité, dirigeants, établissements, chiffres clés et documents officiels.`}
      >
        <CompanySummary company={c} />
        {blocked && (
          <p className="record-banner" data-testid="status-banner">
            Entreprise {COMPANY_STATUS_LABELS[c.statut_entreprise].toLowerCase()}
            {c.date_radiation ? ` depuis le ${dateOrDash(c.date_radiation)}` : ''}. Ses informations sont conservées à
            titre historique.
          </p>
        )}
        {c.procedure_collective_en_cours && (
          <p className="record-banner record-banner--info">
            Une procédure collective est en cours. <a href="#procedures">Voir les procédures collectives</a>
          </p>
        )}
        <PageLayout
          className="record-layout"
          asideLabel="Commandes et sommaire de la fiche"
          stickyAside
          aside={
            <>
              <OrderPanel company={c} />
              <MonitoringPanel company={c} />
              <TableOfContents variant="panel" sections={COMPANY_SECTIONS} activeId={active} />
            </>
          }
        >
          <TableOfContents variant="compact" sections={COMPACT_TOC} activeId={active} />
          <CompanySections company={c} />
        </PageLayout>
        <OrderBar company={c} />
      </PageFrame>
    </>
  );
}

/** On small screens the order panel comes after the sections: the compact list leads to it too. */
const COMPACT_TOC = [...COMPANY_SECTIONS, { id: ORDER_PANEL_ID, title: 'Commander un document' }];
