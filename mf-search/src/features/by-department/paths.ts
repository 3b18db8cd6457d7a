import { fillPattern } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-search.json';
import { RESULTS_PATH } from '../advanced-search';

export const BY_DEPARTMENT_PATH = routes.departments;

/** A department's page, one of its activities' or one of its NAF codes'. */
export function departmentPath(department: string, activity?: string, nafCode?: string): string {
  const params = { idDepartement: department, idActivite: activity ?? '', idCodeNaf: nafCode ?? '' };
  return fillPattern(nafCode ? routes.nafCode : activity ? routes.activity : routes.department, params);
}

/** Company search narrowed to a department and an activity domain (a sector's first 2 characters, SPEC §5). */
export function companySearchPath(department: string, activity: string): string {
  return `${RESULTS_PATH}?${new URLSearchParams({ recherche: 'entreprises', activityDomain: activity.slice(0, 2), department })}`;
}
