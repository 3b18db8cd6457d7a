import { Badge, NC_DEPARTEMENT, provinceOfCommune, type BadgeTone, type Entreprise } from '@portail/shared';
import { companyNumber } from '../../record/identifiers';
import { COMPANY_STATUS_LABELS, dateOrDash } from '../../record/labels';
import { RecordSummary } from '../../record/RecordSummary';

const STATUS_TONES: Record<Entreprise['statut_entreprise'], BadgeTone> = {
  ACTIF: 'success',
  RADIE: 'danger',
  INTERDIT: 'danger',
  SUSPENDU: 'danger',
};

/** "Montluçon (03)": the head office's town and department. */
function headOfficeTown(c: Entreprise): string | null {
  const a = c.siege?.adresse;
  if (!a?.commune) return null;
  // New Caledonia is not a department: its places are named by province.
  if (a.departement === NC_DEPARTEMENT) {
    const province = provinceOfCommune(a.code_commune);
    return province ? `${a.commune} (${province.nom})` : a.commune;
  }
  return a.departement ? `${a.commune} (${a.departement})` : a.commune;
}

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
        ['Siège', headOfficeTown(c)],
        ['Activité', c.activite.libelle ? `${c.activite.libelle}${c.activite.code_naf ? ` (${c.activite.code_naf})` : ''}` : c.activite.code_naf],
      ]}
    />
  );
}
