import { SPECIAL_CHARS_MESSAGE, maxLengthMessage } from '@portail/shared';

const LABEL_PATTERN = /^[\p{L}\p{N} '’.,&()/-]*$/u;

/** The error of a mail or billing label or of a shortened city: required, at most `max` characters, letters, digits and a few signs. */
export function labelError(value: string, max: number): string | undefined {
  if (!value.trim()) return 'Ce champ est obligatoire.';
  if (value.length > max) return maxLengthMessage(max);
  if (!LABEL_PATTERN.test(value)) return SPECIAL_CHARS_MESSAGE;
  return undefined;
}
