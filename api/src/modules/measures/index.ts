// Measures of the pages (web vitals) and their report. What the other modules use of it, the one way in.
export { measuresReportRoutes, measuresRoutes, RAPPORT_JOURS } from './routes';
export { measuresReport } from './store';
