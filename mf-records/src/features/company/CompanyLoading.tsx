import { PageFrame } from '@portail/shared';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { Skeleton } from '../../record/RecordParts';

/** A company's page while its record loads, named by its number ("SIREN 552 100 554"). */
export function CompanyLoading({ label }: { label: string }) {
  return (
    <PageFrame title={`Entreprise – ${label}`} breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${label}` }]}>
      <Skeleton lines={14} label="Chargement de la fiche de l'entreprise…" />
    </PageFrame>
  );
}
