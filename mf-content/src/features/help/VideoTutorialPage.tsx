import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';

export function VideoTutorialPage() {
  const { slug = '' } = useParams();
  const title = slugTitle(slug);
  return (
    <EditorialPage
      title={title}
      breadcrumb={[
        { label: 'Aides et tutoriels', href: '/aides-et-tutoriels' },
        { label: 'Tutoriels vidéo', href: '/tutoriels-videos' },
        { label: title },
      ]}
    >
      <p>Un tutoriel vidéo pour vous guider dans l'utilisation du site.</p>
      <p>
        <SiteLink href="/tutoriels-videos">Tous les tutoriels vidéo</SiteLink>
      </p>
    </EditorialPage>
  );
}
