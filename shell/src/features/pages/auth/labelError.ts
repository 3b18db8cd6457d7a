import { addressLineProblem } from '@portail/shared';

/** The error of a mail or billing label or of a shortened city: required, then what a printed line may hold (shared with the API). */
export function labelError(value: string, max: number): string | undefined {
  if (!value.trim()) return 'Ce champ est obligatoire.';
  return addressLineProblem(value, max) ?? undefined;
}
