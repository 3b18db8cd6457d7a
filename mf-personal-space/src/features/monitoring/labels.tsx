import { Badge, SiteLink, formatDateFr, formatSiren, type EntrepriseSurveillee, type Surveillance } from '@portail/shared';
import { recordPath } from './paths';

/** The company of a surveillance or a revelation: its name, linked to its record, and its SIREN. */
export function CompanyName({ company }: { company: EntrepriseSurveillee }) {
  const href = recordPath(company);
  return (
    <>
      <span className="monitored-company__name">{href ? <SiteLink href={href}>{company.denomination}</SiteLink> : company.denomination}</span>
      {company.siren && <span className="monitored-company__detail">SIREN {formatSiren(company.siren)}</span>}
      {!company.active && (
        <span className="monitored-company__detail">
          <Badge tone="neutral">Plus en activité</Badge>
        </span>
      )}
    </>
  );
}

/** "Active", or "Terminée" with the day it ended. */
export function SurveillanceStatus({ surveillance: s }: { surveillance: Surveillance }) {
  if (s.statut === 'ACTIVE') return <Badge tone="success">Active</Badge>;
  return (
    <>
      <Badge tone="neutral">Terminée</Badge>
      {s.date_fin && <span className="monitored-company__detail">le {formatDateFr(s.date_fin)}</span>}
    </>
  );
}

/** Old value, then new value, named for assistive technologies; an empty side says so. */
export function ValueChange({ before, after }: { before: string | null; after: string | null }) {
  const side = (label: string, value: string | null, className: string) => (
    <span className={className}>
      <span className="visually-hidden">{label} : </span>
      {value ?? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">non renseignée</span>
        </>
      )}
    </span>
  );
  return (
    <span className="value-change">
      {side('Ancienne valeur', before, 'value-change__old')}
      <span className="value-change__arrow" aria-hidden="true">
        {' → '}
      </span>
      {side('Nouvelle valeur', after, 'value-change__new')}
    </span>
  );
}
