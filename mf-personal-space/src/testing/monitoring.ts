// What the monitoring API answers in the personal-space tests: the selected account, surveillances,
// favourite groups, revelations and a notice.
import { withBilling, type Avis, type CustomerAccount, type GroupeFavori, type Revelation, type SelectedCustomerAccount, type Surveillance } from '@portail/shared';
import { customerAccount as anyAccount } from './accounts';

/** The selected account of the monitoring tests: ALICE SAS, with no subscription's billing contact. */
export function customerAccount(over: Partial<CustomerAccount> = {}): SelectedCustomerAccount {
  const alice = {
    id: 3,
    version: 1,
    numero_client: 'C000003',
    siren: '552032534',
    denomination_sociale: 'ALICE SAS',
    tva_intra_communautaire: null,
    libelle_courrier: 'ALICE SAS',
    libelle_facturation: 'ALICE SAS',
    offres_de_service: 'KBIS,SURV',
  };
  return withBilling(anyAccount({ ...alice, ...over }), []);
}

export const DANONE = { id: 7, siren: '552032534', denomination: 'DANONE', active: true };
export const MICHELIN = { id: 9, siren: '855200887', denomination: 'MICHELIN', active: true };

export function group(over: Partial<GroupeFavori> = {}): GroupeFavori {
  return { id: 4, libelle: 'Clients', nombre_surveillances: 1, ...over };
}

export function surveillance(over: Partial<Surveillance> = {}): Surveillance {
  return {
    id: 21,
    entreprise: DANONE,
    domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'],
    groupe_favori: { id: 4, libelle: 'Clients' },
    statut: 'ACTIVE',
    date_debut: '2026-01-15',
    date_fin: null,
    nombre_revelations: 5,
    nombre_non_lues: 2,
    ...over,
  };
}

export function revelation(over: Partial<Revelation> = {}): Revelation {
  return {
    id: 71,
    surveillance_id: 21,
    entreprise: DANONE,
    code: 'DENOMINATION',
    libelle: 'Changement de dénomination',
    type_avis: 'RCS',
    ancienne_valeur: 'DANONE',
    nouvelle_valeur: 'DANONE GROUPE',
    date_evenement: '2026-03-12',
    source: 'RCS',
    revele_le: '2026-03-13T05:00:00.000Z',
    lue: false,
    favori: true,
    ...over,
  };
}

export function avis(over: Partial<Revelation> = {}): Avis {
  return {
    revelation: revelation(over),
    entreprise: {
      id: 7,
      siren: '552032534',
      denomination: 'DANONE GROUPE',
      forme_juridique: 'Société anonyme',
      adresse_siege: '17 boulevard Haussmann 75009 Paris',
      greffe: 'Greffe du tribunal de commerce de Paris',
    },
    texte: 'La dénomination de DANONE est passée de DANONE à DANONE GROUPE le 12/03/2026.',
  };
}
