// Verification codes as people type them: in any case, with or without the hyphens or with spaces
// between the groups. The API compares them case-insensitively; the pages and the calls use the
// printed form (upper case, 4 groups of 4 separated by hyphens).
import { VERIFICATION_CODE } from '@portail/shared';

/** The code's printed form where it can be read as one ("7kq2 m4xp 9tr3 hw6d" -> "7KQ2-M4XP-9TR3-HW6D"). */
export function normaliseCode(input: string): string {
  const upper = input.trim().toUpperCase();
  const compact = upper.replace(/[\s\u00A0\u202F-]+/g, '');
  return /^[0-9A-Z]{16}$/.test(compact) ? compact.match(/.{4}/g)!.join('-') : upper;
}

/** True for a code written as printed (after {@link normaliseCode}). */
export function isVerificationCode(code: string): boolean {
  return VERIFICATION_CODE.test(code);
}

export const CODE_EXAMPLE = '7KQ2-M4XP-9TR3-HW6D';

/** What a code looks like: the field's hint and the error of a malformed code say it alike. */
export const CODE_SHAPE = `16 caractères en 4 groupes séparés par des tirets, par exemple ${CODE_EXAMPLE}`;
export const CODE_FORMAT = `${CODE_SHAPE}. Les lettres I et O et les chiffres 0 et 1 n'y figurent jamais.`;

/** The field's error, or null for a code that can be looked up. */
export function codeError(input: string): string | null {
  if (input.trim() === '') return 'Saisissez le code de vérification imprimé sur le document.';
  if (!isVerificationCode(normaliseCode(input))) {
    return `Ce code n'a pas le format d'un code de vérification : ${CODE_FORMAT}`;
  }
  return null;
}
