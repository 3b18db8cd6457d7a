// The territory a request is about (mainland France or New Caledonia) and the price grid it buys
// with. Both sites call one API: the shells' servers name their territory in TERRITORY_HEADER on
// every request they pass on (over whatever the visitor sent), the browser's API client sends its
// page's, and a direct caller without the header is on the mainland site. A basket, an order and
// its invoice, a payment and the wallet it moves belong to one territory; a request about another
// territory's is refused (409), and the grid (its currency and VAT) follows from the account and
// the territory, never from what the request names.
import type { FastifyRequest } from 'fastify';
import type { Devise } from '@portail/shared/api';
import { DEFAULT_TERRITORY, TERRITORY_HEADER, parseTerritory, territoryOfCurrency, territoryVariant, type Territory } from '@portail/shared/http/territory';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest } from '../../http/errors';
import { getGrid, type Grid } from './repository';

export type { Territory } from '@portail/shared/http/territory';

/** The request's territory: its header's, or the default site's when it has none (400 for another value). */
export function requestTerritory(req: Pick<FastifyRequest, 'headers'>): Territory {
  const raw = req.headers[TERRITORY_HEADER.toLowerCase()];
  if (raw === undefined || raw === '') return DEFAULT_TERRITORY;
  const territory = parseTerritory(Array.isArray(raw) ? raw[0] : raw);
  if (!territory) throw badRequest(`L'en-tête ${TERRITORY_HEADER} doit valoir FR ou NC.`);
  return territory;
}

/** The site's name for a territory, as messages name it. */
export const siteName = (territory: Territory) => `« ${territoryVariant(territory).siteName} »`;

/** A refusal to act on something of another territory than the request's (409). */
export function otherTerritory(what: string, owner: Territory, request: Territory): HttpError {
  return new HttpError(
    409,
    `${what} relève du site ${siteName(owner)} (${territoryVariant(owner).currency}), pas du site ${siteName(request)} (${territoryVariant(request).currency}) : poursuivez sur le site ${siteName(owner)}.`,
  );
}

/**
 * The currency of the request's site, for its wallet and top-ups: `asked`, when given, must be it
 * (409: each site has the wallet of its own currency).
 */
export function territoryCurrency(territory: Territory, asked?: Devise): Devise {
  const { currency } = territoryVariant(territory);
  if (asked !== undefined && asked !== currency) {
    throw new HttpError(409, `Le portefeuille en ${asked} est celui du site ${siteName(territoryOfCurrency(asked) ?? territory)} : sur le site ${siteName(territory)}, il est en ${currency}.`);
  }
  return currency;
}

/**
 * The grid a customer (an account, or a guest: null) buys with on a territory's site: the account's
 * own grid when it is one of that territory, else the territory's public grid. `requested`, the grid
 * a client names, changes nothing: a grid of another territory is refused (409), an unknown one is
 * a 404.
 */
export async function territoryGrid(db: Queryable, territory: Territory, accountId: number | null, requested?: string): Promise<Grid> {
  if (requested !== undefined) {
    const named = await getGrid(db, requested.toUpperCase());
    if (!named) throw new HttpError(404, 'Grille tarifaire introuvable.');
    if (named.territoire !== territory) {
      throw new HttpError(409, `La grille tarifaire ${named.libelle} (${named.devise}) n'est pas celle du site ${siteName(territory)} : ses prix ne s'y appliquent pas.`);
    }
  }
  const [account] = accountId === null ? [] : await db.query<{ grille_tarifaire: string }>('select grille_tarifaire from compte_client where id = $1', [accountId]);
  const own = account ? await getGrid(db, account.grille_tarifaire) : null;
  const grid = own?.territoire === territory ? own : await getGrid(db, territoryVariant(territory).priceGrid);
  if (!grid) throw new HttpError(404, 'Grille tarifaire introuvable.');
  return grid;
}
