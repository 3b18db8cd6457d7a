import { useParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame } from '@portail/shared';
import { UnavailableNotice } from './UnavailableNotice';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export function CaseDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame
      title={`Affaire n° ${id}`}
      heading={`Détail de l'affaire n° ${id}`}
      breadcrumb={[
        { label: 'Services', href: contentRoutes.services },
        { label: 'Consulter une affaire', href: searchRoutes.caseSearch },
        { label: `Affaire n° ${id}` },
      ]}
      description="Le détail d'une affaire portée devant un tribunal de commerce : audiences, renvois et décision."
    >
      <UnavailableNotice what="des affaires des tribunaux de commerce" />
      <p>
        <Link to={searchRoutes.caseSearch}>Consulter une autre affaire</Link>
      </p>
    </PageFrame>
  );
}
