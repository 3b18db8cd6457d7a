// The price grids of the portal and the legal source of each figure. What the other modules use of it, the one way in.
export { DEFAULT_GRID, STANDARD, vatOf, ARTICLES, CATEGORIES, GRIDS, type GridDefinition } from './tariffs';
