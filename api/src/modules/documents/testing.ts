// A Kbis extract of DANONE, as the registry would issue it on 25/11/2026, for the tests that print
// or sign one without reading the database.
import type { KbisData } from './types';

export const TEST_KBIS: KbisData = {
  code_verification: '7KQ2-M4XP-9TR3-HW6D',
  url_verification: 'https://www.exemple.fr/verification-document/7KQ2-M4XP-9TR3-HW6D',
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
