import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function DgfipPage() {
  return (
    <PageFrame
      title="Formalités DGFiP"
      heading="Formalités auprès de l'administration fiscale (DGFiP)"
      breadcrumb={[{ label: 'Formalités', href: '/formalites' }, { label: 'Formalités DGFiP' }]}
      description="Les formalités des entreprises qui relèvent de la direction générale des Finances publiques (DGFiP)."
    >
      <p>
        Certaines formalités des entreprises relèvent de la direction générale des Finances publiques (DGFiP), comme
        l'enregistrement de certains actes. Cette rubrique rassemble les informations sur ces démarches.
      </p>
      <p>
        <SiteLink href="/formalites">Toutes les formalités</SiteLink>
      </p>
    </PageFrame>
  );
}
