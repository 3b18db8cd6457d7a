import { useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { slugWords } from '../record/identifiers';
import { SiteLink } from '@portail/shared';
import { SEARCH_CRUMB } from '../record/crumbs';

export function ExecutivePage() {
  const { slug = '' } = useParams();
  const name = slugWords(slug);
  return (
    <PageFrame
      title={`Dirigeant – ${name}`}
      breadcrumb={[SEARCH_CRUMB, { label: `Dirigeant ${name}` }]}
      description={`Les fonctions exercées par ${name} dans les entreprises immatriculées au registre du commerce et des sociétés.`}
    >
      <p>
        La fiche d'un dirigeant liste les fonctions qu'il exerce ou a exercées dans les entreprises immatriculées
        au registre du commerce et des sociétés : gérant, président, administrateur, directeur général, associé,
        commissaire aux comptes… avec, pour chacune, l'entreprise concernée.
      </p>
      <p>
        Plusieurs personnes peuvent porter le même nom : vérifiez le mois et l'année de naissance.{' '}
        <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Rechercher un autre dirigeant</SiteLink>
      </p>
    </PageFrame>
  );
}
