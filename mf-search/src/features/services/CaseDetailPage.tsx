import { Link, useParams } from 'react-router';
import { PageFrame } from '@portail/shared';

export function CaseDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame
      title={`Affaire n° ${id}`}
      heading={`Détail de l'affaire n° ${id}`}
      breadcrumb={[
        { label: 'Services', href: '/services/' },
        { label: 'Consulter une affaire', href: '/services/consulter-une-affaire' },
        { label: `Affaire n° ${id}` },
      ]}
      description="Le détail d'une affaire portée devant un tribunal de commerce : audiences, renvois et décision."
    >
      <p>
        Le détail d'une affaire présente la juridiction saisie, les parties, les dates d'audience et de renvoi et,
        le cas échéant, la décision rendue. Pour toute question sur cette affaire, adressez-vous au greffe du
        tribunal saisi.
      </p>
      <p>
        <Link to="/services/consulter-une-affaire">Consulter une autre affaire</Link>
      </p>
    </PageFrame>
  );
}
