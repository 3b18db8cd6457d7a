// What the tests of the registry's PDF documents share: the portal as their issuer, a Kbis extract
// of DANONE as the registry would issue it on 25/11/2026 (printed or signed without reading the
// database), and what any document of a New Caledonia company must not print.
import { sellerFromEnv } from '../orders';
import type { Issuer, KbisData } from './types';

/** The portal with the seller's default identity; verification links on www.exemple.fr. */
export const TEST_ISSUER: Issuer = { seller: sellerFromEnv({}), verificationUrl: (code) => `https://www.exemple.fr/verification-document/${code}` };

/** A New Caledonia company's document: whole CFP francs, Nouméa time only, no VAT. */
export function expectNewCaledoniaDocument(text: string): void {
  expect(text).not.toMatch(/\d,\d\d XPF/);
  expect(text).not.toContain('heure de Paris');
  expect(text).not.toContain('TVA');
}

export const TEST_KBIS: KbisData = {
  code_verification: '7KQ2-M4XP-9TR3-HW6D',
  url_verification: TEST_ISSUER.verificationUrl('7KQ2-M4XP-9TR3-HW6D'),
  emis_le: '2026-11-25T10:00:00.000Z',
  greffe: { code: '7501', nom: 'Paris' },
  mention: '552 032 534 R.C.S. Paris',
  registre: 'Registre du commerce et des sociétés',
  entreprise: {
    id: 1,
    denomination: 'DANONE',
    sigle: null,
    siren: '552032534',
    numero_identification: '552032534',
    personne_morale: true,
    forme_juridique: 'SA à conseil d’administration',
    capital: { montant: 17_000_000_00, devise: 'EUR' },
    date_immatriculation: '1955-01-01',
    date_creation: '1955-01-01',
    date_radiation: null,
    duree: null,
    activite: 'Activités des sièges sociaux (NAF 70.10Z)',
    siege: '17 boulevard Haussmann, 75009 Paris',
    date_debut_activite: '1955-01-01',
  },
  dirigeants: [{ role: 'Directeur général', nom: 'MARTIN, Paul', detail: 'Né(e) en 03/1970', depuis: '2020-01-01' }],
  commissaires: [],
  etablissements_secondaires: [],
  mentions: [],
  procedures: [],
};
