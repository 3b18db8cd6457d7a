// The structured creditor reference of ISO 11649 ("RF" + two check digits + up to 21 letters and
// digits) a bank transfer carries to name what it pays, and the ISO 7064 MOD 97-10 check it shares
// with the IBAN (ISO 13616). Printed in groups of four; compared without spaces, case ignored.

/** Letters and digits only, upper case: how a reference or an IBAN is compared. */
export const compact = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

/** The remainder modulo 97 of the number a string of letters (A = 10 … Z = 35) and digits spells. */
export function mod97(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

const BODY = /^[0-9A-Z]{1,21}$/;

/** The creditor reference of `body` (letters and digits, at most 21): "RF" + check digits + body. */
export function creditorReference(body: string): string {
  const b = compact(body);
  if (!BODY.test(b)) throw new Error(`référence de créancier impossible : « ${body} »`);
  const check = 98 - mod97(`${b}RF00`);
  return `RF${String(check).padStart(2, '0')}${b}`;
}

/** The body of a well-formed creditor reference (its check digits right), else null. */
export function creditorReferenceBody(reference: string): string | null {
  const r = compact(reference);
  const m = /^RF([0-9]{2})([0-9A-Z]{1,21})$/.exec(r);
  if (!m) return null;
  return mod97(`${m[2]}RF${m[1]}`) === 1 ? m[2]! : null;
}

/** In groups of four, as a reference or an IBAN is printed. */
export const grouped = (s: string): string => compact(s).replace(/(.{4})(?=.)/g, '$1 ');

/** Whether an IBAN's check digits are right (country, two digits, up to 30 letters and digits). */
export function validIban(iban: string): boolean {
  const i = compact(iban);
  if (!/^[A-Z]{2}[0-9]{2}[0-9A-Z]{11,30}$/.test(i)) return false;
  return mod97(`${i.slice(4)}${i.slice(0, 4)}`) === 1;
}

/** Whether a BIC is well formed (ISO 9362: 8 or 11 characters). */
export const validBic = (bic: string): boolean => /^[A-Z]{4}[A-Z]{2}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(compact(bic));
