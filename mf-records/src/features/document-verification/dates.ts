import { formatDateFr } from '@portail/shared';

/** Documents are dated in Paris time, whatever the time zone of the browser or of the server render. */
export const DOCUMENT_TIME_ZONE = 'Europe/Paris';

let parisParts: Intl.DateTimeFormat | null = null;

/**
 * "2026-12-03T09:15:00Z" -> "03/12/2026 à 10:15": the day and time in Paris, written as the
 * issued PDFs write them. Empty for an invalid value.
 */
export function formatParisDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  parisParts ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: DOCUMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(parisParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${formatDateFr(`${p.year}-${p.month}-${p.day}`)} à ${p.hour}:${p.minute}`;
}
