import type { Territory } from '../api/companies';
import { MONTHS } from './months';

/** A territory of the portal: mainland France (FR) or New Caledonia (NC). */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * "2025-01-16" -> "16/01/2025". A date without time is taken as a calendar date, independent of the
 * time zone; a date-time (ISO string or Date) is shown in the browser's time zone. Empty for an
 * invalid or missing input.
 */
export function formatDateFr(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, y, m, d] = match;
      const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return '';
      return `${d}/${m}/${y}`;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** formatMonthYear(1, 1970) -> "janvier 1970" (month 1-12). Empty for a month outside 1-12. */
export function formatMonthYear(month: number, year: number): string {
  const label = Number.isInteger(month) ? MONTHS[month - 1]?.label : undefined;
  if (label === undefined || !Number.isInteger(year)) return '';
  return `${label.toLowerCase()} ${year}`;
}

/** « de janvier 2026 », « d'avril 2026 », « d'octobre 2026 »: a month after « de », elided before a vowel. */
export function ofMonthYear(month: number, year: number): string {
  const text = formatMonthYear(month, year);
  if (!text) return '';
  return /^[aeiouy]/i.test(text) ? `d'${text}` : `de ${text}`;
}

/** Years a date parameter may name (PostgreSQL has no year 0; nothing here predates 1900). */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** A real day of the calendar written AAAA-MM-JJ: 2025-02-29, 2025-02-31 and 0000-01-01 are not. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Each territory's clock: New Caledonia's pages, mails and documents are in Nouméa time, the mainland's in Paris time. */
export const TERRITORY_TIMES: Record<Territory, { timeZone: string; label: string }> = {
  FR: { timeZone: 'Europe/Paris', label: 'heure de Paris' },
  NC: { timeZone: 'Pacific/Noumea', label: 'heure de Nouméa' },
};

/** The time zone of a territory's pages, mails and documents ("Pacific/Noumea" for NC). */
export function timeZoneOf(territory: Territory): string {
  return TERRITORY_TIMES[territory].timeZone;
}

/** How a territory's times are labelled beside them: « heure de Paris », « heure de Nouméa ». */
export function timeZoneLabel(territory: Territory): string {
  return TERRITORY_TIMES[territory].label;
}

/** The business day (subscriptions, invoices, measures) is Paris's, whatever the machine's zone. */
export const DOCUMENT_TIME_ZONE = TERRITORY_TIMES.FR.timeZone;

type ZoneParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Day, month, year, hour and minute of an instant in `timeZone`; null for an invalid value. */
function zoneParts(value: string | Date, timeZone: string): ZoneParts | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: parts.day ?? '', month: parts.month ?? '', year: parts.year ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

/** "2026-12-03T09:15:00Z" -> "03/12/2026 à 10:15" in Paris, "03/12/2026 à 20:15" in Nouméa; a calendar date as is. Empty for an invalid or missing value. */
export function formatDateTimeIn(value: string | null | undefined, territory: Territory): string {
  if (!value) return '';
  if (DATE_ONLY.test(value.trim())) return formatDateFr(value);
  const p = zoneParts(value, timeZoneOf(territory));
  return p ? `${p.day}/${p.month}/${p.year} à ${p.hour}:${p.minute}` : '';
}

/** An instant with its clock named: "03/12/2026 à 20:15 (heure de Nouméa)". Empty for an invalid or missing value. */
export function formatTimestampIn(value: string | null | undefined, territory: Territory): string {
  const text = formatDateTimeIn(value, territory);
  return text && `${text} (${timeZoneLabel(territory)})`;
}

/** The calendar day of a date ("2026-12-03", as is) or of a date-time (in the territory's time): "03/12/2026". */
export function formatDateIn(value: string | null | undefined, territory: Territory): string {
  if (!value) return '';
  if (DATE_ONLY.test(value.trim())) return formatDateFr(value);
  const p = zoneParts(value, timeZoneOf(territory));
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** The calendar day of an instant in a territory's time, as AAAA-MM-JJ. */
export function dayIn(territory: Territory, at: Date = new Date()): string {
  const p = zoneParts(at, timeZoneOf(territory));
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** "2026-12-03T09:15:00Z" -> "03/12/2026 à 10:15" (Paris time); a calendar date as is. Empty for an invalid or missing value. */
export function formatDateTimeParis(value: string | null | undefined): string {
  return formatDateTimeIn(value, 'FR');
}

/** The calendar day of a date ("2026-12-03", as is) or of a date-time (in Paris): "03/12/2026". */
export function formatDateParis(value: string | null | undefined): string {
  return formatDateIn(value, 'FR');
}

/** The calendar day in Paris of an instant, as AAAA-MM-JJ: the day subscriptions run by. */
export function parisDay(at: Date = new Date()): string {
  return dayIn('FR', at);
}

/** The Paris calendar day (AAAA-MM-JJ) and hour (0 to 23) of an instant. */
export function parisDayAndHour(at: Date): { day: string; hour: number } {
  const p = zoneParts(at, DOCUMENT_TIME_ZONE);
  return p ? { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) } : { day: '', hour: 0 };
}
