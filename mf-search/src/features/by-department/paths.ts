import routes from '@portail/shared/routing/routes/mf-search.json';
import { RESULTS_PATH } from '../advanced-search';

export const BY_DEPARTMENT_PATH = routes.departments;

export function departmentPath(department: string, activity?: string, nafCode?: string): string {
  return [BY_DEPARTMENT_PATH, department, activity, nafCode].filter(Boolean).join('/');
}

/** Company search narrowed to a department and an activity domain (a sector's first 2 characters, SPEC §5). */
export function companySearchPath(department: string, activity: string): string {
  return `${RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', activityDomain: activity.slice(0, 2), department })}`;
}
