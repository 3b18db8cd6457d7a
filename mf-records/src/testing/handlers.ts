// API handlers of the record page tests, over the fixtures.
import { ok, type Reply } from '@portail/shared/testing/fetchMock';
import * as f from './fixtures';

/** The record pages' API, answered by address (undefined: 404). */
export type Handler = (url: URL) => Reply | undefined;

/** The whole company API of company 1 (no price grid: the order panel shows no price). */
export const companyApi: Handler = (url) => {
  const p = url.pathname;
  if (p === '/api/entreprises/1') return ok(f.company);
  if (p === '/api/entreprises' && url.searchParams.get('numero_identification') === '965165210') return ok(f.company);
  if (p === '/api/entreprises/1/comptes') return ok(f.accounts);
  if (p === '/api/entreprises/1/fonctions') {
    return ok(url.searchParams.get('filtre_natures') === 'BENEFICIAIRE_EFFECTIF' ? f.owners : f.officers);
  }
  if (p === '/api/entreprises/1/etablissements') {
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const etat = url.searchParams.get('etat');
    return ok(f.establishments(etat === 'FERME' ? 1 : 7, offset, limit));
  }
  if (p === '/api/entreprises/1/inscription') return ok(f.registrations);
  if (p === '/api/entreprises/1/depots') return ok(f.filings);
  if (p === '/api/procedure_collective') return ok(f.noProcedures);
  return undefined;
};

/** The company API and the mainland price grid. */
export const companyApiWithPrices: Handler = (url) =>
  url.pathname === '/api/grilles_tarifaires/STANDARD/syntheses_articles' ? ok(f.priceGrid) : companyApi(url);

/** The public verification: one known code; any other is unknown (404 with the API's message). */
export const verificationApi: Handler = (url) => {
  const prefix = '/api/verification-document/';
  if (!url.pathname.startsWith(prefix)) return undefined;
  if (url.pathname === `${prefix}${f.verification.code}`) return ok(f.verification);
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Aucun document ne correspond à ce code de vérification.' } };
};
