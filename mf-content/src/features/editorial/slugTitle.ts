// Titles of pages whose editorial content comes from the CMS, derived from their URL until then.

/** Words that keep their usual spelling inside a title. */
const SPELLINGS: Record<string, string> = {
  kbis: 'Kbis',
  siren: 'SIREN',
  siret: 'SIRET',
  rcs: 'RCS',
  naf: 'NAF',
  ape: 'APE',
  dgfip: 'DGFiP',
  inpi: 'INPI',
  insee: 'INSEE',
  rgpd: 'RGPD',
  sa: 'SA',
  sas: 'SAS',
  sasu: 'SASU',
  sarl: 'SARL',
  eurl: 'EURL',
  snc: 'SNC',
  sci: 'SCI',
  gie: 'GIE',
  ei: 'EI',
  eirl: 'EIRL',
  selarl: 'SELARL',
  selas: 'SELAS',
  scop: 'SCOP',
};

/** "commander-un-kbis" -> "Commander un Kbis": words of the slug, first letter capitalised. */
export function slugTitle(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => SPELLINGS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
