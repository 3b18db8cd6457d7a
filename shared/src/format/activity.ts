/**
 * Activity domain of a sector code (SPEC §5): its first 2 characters, i.e. the NAF division
 * ("62.01Z" -> "62"). Empty for a missing code.
 */
export function activityFromSector(code: string | null | undefined): string {
  return (code ?? '').trim().slice(0, 2);
}
