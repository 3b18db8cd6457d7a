/**
 * Activity domain of a sector code (SPEC §5): its first 2 characters, i.e. the NAF division
 * ("62.01Z" -> "62"). Empty for a missing code.
 */
export function activityFromSector(code: string | null | undefined): string {
  return (code ?? '').trim().slice(0, 2);
}

/** "6201Z", "62.01Z" or "62.01z" -> "62.01Z"; null when not a NAF sub-class code. */
export function normaliseNafCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const u = raw.trim().toUpperCase().replace(/\./g, '');
  if (!/^\d{4}[A-Z]$/.test(u)) return null;
  return `${u.slice(0, 2)}.${u.slice(2)}`;
}
