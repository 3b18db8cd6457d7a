/** The calendar day `days` days after `day` (before, when negative), both as YYYY-MM-DD. */
export function shiftDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
