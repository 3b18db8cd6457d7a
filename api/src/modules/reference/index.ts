// Reference data: provinces and communes. What the other modules use of it, the one way in.
export { areaCondition, NC_PROVINCES_WITH_COMMUNES } from './provinces';
export { referenceRoutes } from './routes';
