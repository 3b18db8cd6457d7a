import type { CustomerAccount } from './contracts';

// How a customer account is named and described to the person who acts for it (SPEC §3 types,
// profiles and positions, in French).

const TYPES_COMPTE: Record<string, string> = { ABONNE: 'Abonné', MEMBRE: 'Membre' };
const TYPES_PROFIL: Record<string, string> = { PROFESSIONNEL: 'Professionnel', PARTICULIER: 'Particulier' };
const POSITIONS: Record<string, string> = { OUVERT: 'Ouvert' };

/** "ABONNE" -> "Abonné"; an unknown value as it is. */
export const libelleTypeCompte = (code: string): string => TYPES_COMPTE[code] ?? code;
export const libelleTypeProfil = (code: string | null | undefined): string => (code ? (TYPES_PROFIL[code] ?? code) : '');
export const libellePosition = (code: string): string => POSITIONS[code] ?? code;

/** The account's name: its company name, else "Compte particulier" or its customer number. */
export function accountTitle(a: Pick<CustomerAccount, 'id' | 'denomination_sociale' | 'type_profil' | 'numero_client'>): string {
  return a.denomination_sociale || (a.type_profil === 'PARTICULIER' ? 'Compte particulier' : `Compte ${a.numero_client ?? a.id}`);
}
