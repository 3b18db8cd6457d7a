import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { FORMALITIES } from './formalities';

export function CompanyTypeFormalitiesPage() {
  const { typeFormalite = '' } = useParams();
  const type = slugTitle(typeFormalite);
  return (
    <EditorialPage
      title={`Formalités d'entreprise : ${type}`}
      breadcrumb={[{ label: 'Formalités', href: '/formalites' }, { label: type }]}
      description={`Les formalités de création, de modification et de cessation : ${type}.`}
    >
      <p>Les formalités d'une entreprise dépendent de sa forme juridique. Pour cette catégorie ({type}) :</p>
      <ul>
        {FORMALITIES.map((f) => (
          <li key={f.slug}>
            <SiteLink href={`/formalites/${f.slug}`}>{f.title}</SiteLink>
          </li>
        ))}
      </ul>
    </EditorialPage>
  );
}
