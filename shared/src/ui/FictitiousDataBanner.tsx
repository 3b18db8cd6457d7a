import { DATA_ORIGIN_PATH, ProvenanceDonneesSchema } from '../api/history';
import { apiCall } from '../remote/resourceCall';
import { Alert } from './Alert';

/** Whether the site's companies are generated, and whether it holds SIRENE data (GET /api/provenance-donnees): the pages that show companies ask it. */
export const dataOriginCall = apiCall(ProvenanceDonneesSchema, DATA_ORIGIN_PATH);

/** What a site running generated data says of its companies, everywhere it shows them. */
export const FICTITIOUS_DATA_TITLE = 'Site de démonstration : les entreprises présentées sont fictives';
export const FICTITIOUS_DATA_TEXT =
  'Les entreprises, leurs dirigeants, leurs chiffres et leurs documents sont générés automatiquement : ils ne décrivent aucune entreprise réelle, même quand un nom ressemble à celui d’une entreprise existante.';

/**
 * The notice that the companies a page shows are fictitious, when the site runs generated data
 * (`generated`, as the API says: GET provenance-donnees); nothing otherwise.
 */
export function FictitiousDataBanner({ generated }: { generated: boolean }) {
  if (!generated) return null;
  return (
    <div className="fictitious-data" data-testid="fictitious-data">
      <Alert tone="warning" title={FICTITIOUS_DATA_TITLE}>
        <p>{FICTITIOUS_DATA_TEXT}</p>
      </Alert>
    </div>
  );
}
