// The calendar day a site runs by, in SQL: its territory's (Paris's on the mainland, Nouméa's in New
// Caledonia), whatever the database server's time zone (PGlite and PostgreSQL run in UTC). Orders,
// subscriptions, surveillances, registrations in force and official documents are dated by it.
import { TERRITORY_TIMES, timeZoneOf } from '@portail/shared/format/dates';
import type { Territory } from '@portail/shared/http/territory';

/** Today in a territory's time zone (or its day at `at`, a SQL `timestamptz` expression), as a SQL `date` expression. */
export function territoryToday(territory: Territory, at = 'now()'): string {
  return `(${at} at time zone '${timeZoneOf(territory)}')::date`;
}

/** The time zone of the territory a row names in `column` (a SQL expression holding 'FR' or 'NC'), as a SQL text expression. */
export function territoryTimeZoneOf(column: string): string {
  const zones = Object.entries(TERRITORY_TIMES)
    .map(([territory, { timeZone }]) => `when '${territory}' then '${timeZone}'`)
    .join(' ');
  return `(case ${column} ${zones} end)`;
}

/** Today (or the day at `at`) in the territory a row names in `column`, as a SQL `date` expression: for rows of both territories at once. */
export function territoryTodayOf(column: string, at = 'now()'): string {
  return `(${at} at time zone ${territoryTimeZoneOf(column)})::date`;
}

/** Today in Paris, as a SQL `date` expression: the day of what is the mainland's only. */
export const PARIS_TODAY = territoryToday('FR');
