import type { CustomerAccount } from './contracts';

// How a customer account is named and described to the person who acts for it (SPEC §3 types,
// profiles and positions, in French).

const ACCOUNT_TYPE_LABELS: Record<string, string> = { ABONNE: 'Abonné', MEMBRE: 'Membre' };
const PROFILE_TYPE_LABELS: Record<string, string> = { PROFESSIONNEL: 'Professionnel', PARTICULIER: 'Particulier' };
const ACCOUNT_POSITION_LABELS: Record<string, string> = { OUVERT: 'Ouvert' };

/** "ABONNE" -> "Abonné"; an unknown value as it is. */
export const accountTypeLabel = (code: string): string => ACCOUNT_TYPE_LABELS[code] ?? code;
export const profileTypeLabel = (code: string | null | undefined): string => (code ? (PROFILE_TYPE_LABELS[code] ?? code) : '');
export const accountPositionLabel = (code: string): string => ACCOUNT_POSITION_LABELS[code] ?? code;

/** The account's name: its company name, else "Compte particulier" or its customer number. */
export function accountTitle(a: Pick<CustomerAccount, 'id' | 'denomination_sociale' | 'type_profil' | 'numero_client'>): string {
  return a.denomination_sociale || (a.type_profil === 'PARTICULIER' ? 'Compte particulier' : `Compte ${a.numero_client ?? a.id}`);
}
