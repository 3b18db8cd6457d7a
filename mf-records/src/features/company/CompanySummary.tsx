import { Badge, type BadgeTone, type Entreprise } from '@portail/shared';
import { companyNumber } from '../../record/identifiers';
import { COMPANY_STATUS_LABELS, dateOrDash, townWithArea } from '../../record/labels';
import { RecordSummary } from '../../record/RecordSummary';

const STATUS_TONES: Record<Entreprise['statut_entreprise'], BadgeTone> = {
  ACTIF: 'success',
  RADIE: 'danger',
  INTERDIT: 'danger',
  SUSPENDU: 'danger',
};

/** "Montluçon (03)": the head office's town and department. */
/** The company at a glance: status, SIREN or RIDET to copy, legal form, creation, head office, activity. */
export function CompanySummary({ company: c }: { company: Entreprise }) {
  return (
    <RecordSummary
      badges={
        <>
          <Badge tone={STATUS_TONES[c.statut_entreprise]}>{COMPANY_STATUS_LABELS[c.statut_entreprise]}</Badge>
          {c.procedure_collective_en_cours && <Badge tone="warning">Procédure collective en cours</Badge>}
        </>
      }
      identifier={companyNumber(c)}
      facts={[
        ['Forme juridique', c.forme_juridique?.libelle],
        ['Création', c.date_creation ? dateOrDash(c.date_creation) : null],
        ['Siège', townWithArea(c.siege?.adresse)],
        ['Activité', c.activite.libelle ? `${c.activite.libelle}${c.activite.code_naf ? ` (${c.activite.code_naf})` : ''}` : c.activite.code_naf],
      ]}
    />
  );
}
