import { Link } from '@portail/shared/routing/RouterLink';
import { Badge, ErrorScreen, PageFrame, PageLayout, type EtablissementDetail, useResource } from '@portail/shared';
import { establishmentNumberOf, identifierText } from '../../record/identifiers';
import { NotFound } from '../../NotFound';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { useCanonicalRedirect } from '../../record/hooks';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { establishmentBySlugNeeds, establishmentNeeds } from './needs';
import { Facts, Section, Skeleton } from '../../record/RecordParts';
import { companyPath, establishmentListPath, establishmentNumber, establishmentPath } from '../../record/paths';
import { COMPANY_STATUS_LABELS, companyName as nameOfCompany, dateOrDash, townWithArea } from '../../record/labels';
import { RecordSummary } from '../../record/RecordSummary';

function loadingFrame(label: string) {
  return (
    <PageFrame title={`Établissement – ${label}`} breadcrumb={[SEARCH_CRUMB, { label: `Établissement ${label}` }]}>
      <Skeleton lines={10} label="Chargement de la fiche de l'établissement…" />
    </PageFrame>
  );
}

export function EstablishmentPage() {
  const needs = usePageNeeds(establishmentNeeds);
  const { number, identifier } = needs;
  const valid = needs.establishment !== null;
  const establishment = useResource(needs.establishment);
  const mismatch = establishment.status === 'ready' && establishmentNumber(establishment.data) !== number;
  useCanonicalRedirect(establishment.status === 'ready' && !mismatch ? establishmentPath(establishment.data, establishment.data.entreprise.denomination) : null);

  if (!valid || identifier === null || establishment.status === 'not-found' || mismatch) return <NotFound />;
  if (establishment.status === 'error') return <ErrorScreen error={establishment.error} onRetry={establishment.retry} />;
  if (establishment.status === 'loading') return loadingFrame(identifierText(identifier));
  return <EstablishmentRecord e={establishment.data} />;
}

/** /etablissement/* : a slug ending with a SIRET (or RIDET + rank) is sent to the canonical record. */

export function EstablishmentBySlugPage() {
  const needs = usePageNeeds(establishmentBySlugNeeds);
  const { identifier } = needs;
  const establishment = useResource(needs.establishment);
  useCanonicalRedirect(establishment.status === 'ready' ? establishmentPath(establishment.data, establishment.data.entreprise.denomination) : null);
  if (!identifier || establishment.status === 'not-found') return <NotFound />;
  if (establishment.status === 'error') {
    if ('status' in establishment.error && establishment.error.status === 400) return <NotFound />;
    return <ErrorScreen error={establishment.error} onRetry={establishment.retry} />;
  }
  return loadingFrame(identifierText(identifier));
}

function EstablishmentRecord({ e }: { e: EtablissementDetail }) {
  const company = e.entreprise;
  const companyName = nameOfCompany(company);
  const number = establishmentNumberOf(e);
  const label = identifierText(number);
  const title = `${e.enseignes[0] ?? e.denomination_usuelle ?? companyName} – ${e.siege ? 'siège' : 'établissement'} ${label}`;
  const town = townWithArea(e.adresse);
  return (
    <PageFrame
      title={title}
      heading={`Établissement ${e.enseignes[0] ?? companyName}`}
      breadcrumb={[SEARCH_CRUMB, { label: companyName, href: companyPath(company) }, { label: `Établissement ${label}` }]}
      description={`Établissement ${label} de ${companyName}${e.adresse.commune ? ` à ${e.adresse.commune}` : ''} : adresse, activité, dates d'ouverture et de fermeture.`}
    >
      <RecordSummary
        badges={
          <>
            {e.etat === 'ACTIF' ? <Badge tone="success">Ouvert</Badge> : <Badge tone="danger">Fermé</Badge>}
            <Badge tone="info">{e.siege ? 'Siège social' : 'Établissement secondaire'}</Badge>
          </>
        }
        identifier={number}
        facts={[
          ['Entreprise', companyName],
          ['Ouverture', dateOrDash(e.date_creation)],
          ['Commune', town],
          ['Activité', e.activite.libelle ? `${e.activite.libelle}${e.activite.code_naf ? ` (${e.activite.code_naf})` : ''}` : e.activite.code_naf],
        ]}
      />
      {e.etat === 'FERME' && (
        <p className="record-banner">Établissement fermé{e.date_fermeture ? ` depuis le ${dateOrDash(e.date_fermeture)}` : ''}.</p>
      )}
      <PageLayout
        className="record-layout"
        stickyAside
        aside={
          <Section
            id="entreprise"
            title="Entreprise de rattachement"
            footer={<Link to={establishmentListPath(company)}>Voir tous les établissements de l'entreprise</Link>}
          >
            <p className="record-company-link">
              <Link to={companyPath(company)}>{companyName}</Link>
            </p>
            <p>
              <Badge tone={company.statut_entreprise === 'ACTIF' ? 'success' : 'danger'}>
                {COMPANY_STATUS_LABELS[company.statut_entreprise]}
              </Badge>
            </p>
          </Section>
        }
      >
        <Section id="identite" title="Identité de l'établissement">
          <Facts
            items={[
              ['Numéro', label],
              ['Type', e.siege ? 'Siège social' : 'Établissement secondaire'],
              ['Enseignes', e.enseignes.join(', ')],
              ['Dénomination usuelle', e.denomination_usuelle],
              ['État', e.etat === 'ACTIF' ? 'Ouvert' : 'Fermé'],
              ["Date d'ouverture", dateOrDash(e.date_creation)],
              ['Date de fermeture', e.date_fermeture ? dateOrDash(e.date_fermeture) : null],
            ]}
          />
        </Section>
        <div className="record-pair">
          <Section id="adresse" title="Adresse">
            <address className="record-address">{e.adresse.ligne || 'Adresse non diffusée'}</address>
          </Section>
          <Section id="activite" title="Activité">
            <Facts
              items={[
                ['Code NAF', e.activite.code_naf ?? 'Non renseigné'],
                ['Libellé', e.activite.libelle],
              ]}
            />
          </Section>
        </div>
      </PageLayout>
    </PageFrame>
  );
}
