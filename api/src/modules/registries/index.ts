// The registries (greffes). What the other modules use of it, the one way in.
export { registriesRoutes } from './routes';
export { greffesOfTerritory } from './service';
