// The way out of an empty list of things ordered about companies: the advanced search, as a button.
import searchRoutes from './routes/mf-search.json';
import { SiteLink } from './SiteLink';

export function SearchCompanyLink() {
  return (
    <SiteLink className="btn btn--primary" href={searchRoutes.advancedSearch}>
      Rechercher une entreprise
    </SiteLink>
  );
}
