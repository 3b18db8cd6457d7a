// The basket (SPEC §5): its routes, its prices and the territory of a request. What the other modules use of it, the one way in.
export { purgeGuestBaskets, basketForOrder, removeOrderedArticles } from './baskets';
export { lineLabel, sumAmounts, type ChannelLine } from './pricing';
export { writeTariffs } from './repository';
export { basketRoutes } from './routes';
export { type Territory, otherTerritory, requestTerritory, territoryGrid, territoryCurrency } from './territory';
