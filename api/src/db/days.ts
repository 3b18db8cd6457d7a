// The calendar day the site runs by, in SQL: Paris's, whatever the database server's time zone
// (PGlite and PostgreSQL run in UTC, an hour or two behind). Orders, subscriptions, surveillances,
// registrations in force and official documents are all dated by it.
import { DOCUMENT_TIME_ZONE } from '@portail/shared/format/dates';

/** Today in Paris, as a SQL `date` expression. */
export const PARIS_TODAY = `(now() at time zone '${DOCUMENT_TIME_ZONE}')::date`;
