// What the API answers in the personal-space tests: an order and its documents, a debt-status
// statement, periodic Kbis.
import type { Commande, EtatEndettement, KbisPeriodique, LigneCommande, Visualisation } from '@portail/shared';

export const REFERENCE = 'CMD00000042';
export const ORDER_DATE = '2026-11-20';

/** The API paths of the order and of its documents. */
export const ORDER_PATH = `commandes/${REFERENCE}`;
export const DOCS_PATH = `commandes/${REFERENCE}/visualisations`;

const AMOUNTS = { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 };
const DANONE = { id_entreprise: 7, siren: '552032534', denomination: 'DANONE' };
export const ADDRESS = { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', ligne2: null, code_postal: '44000', ville: 'Nantes', pays: 'France' };

export function line(over: Partial<LigneCommande> = {}): LigneCommande {
  return {
    id: 9,
    code_article: 'KBIS',
    libelle: 'Extrait Kbis',
    document: null,
    entite: { ...DANONE, critere: null },
    diffusion: 'ELEC',
    quantite: 1,
    nombre_envois: 1,
    frequence_mois: null,
    duree_mois: null,
    prix_unitaire_ht: 267,
    frais_envoi_unitaire: 0,
    montants: AMOUNTS,
    statut: 'DISPONIBLE',
    ...over,
  };
}

/** A debt-status line of the order (article 12). */
export const STATEMENT_LINE = line({ id: 12, code_article: 'ETAT_ENDETTEMENT', libelle: "État d'endettement" });

export function order(over: Partial<Commande> = {}): Commande {
  return {
    reference: REFERENCE,
    date_commande: ORDER_DATE,
    cree_le: '2026-11-20T09:30:00.000Z',
    statut: 'PAYEE',
    moyen_paiement: 'CARTE_BANCAIRE',
    devise: 'EUR',
    territoire: 'FR',
    montants: AMOUNTS,
    nombre_lignes: 1,
    entites: ['DANONE'],
    facture: { id: 5, numero: 'FA2026-000005' },
    grille_tarifaire: 'STANDARD',
    taux_tva: 20,
    libelle_facturation: 'ALICE SAS',
    adresse_facturation: ADDRESS,
    adresse_livraison: null,
    lignes: [line()],
    motif: null,
    paiements: [{ id: 'p1', moyen: 'CARTE_BANCAIRE', statut: 'ACCEPTE', montant: 320, carte: '497010******0014', motif: null, remboursement: null, cree_le: '2026-11-20T09:31:00.000Z' }],
    ...over,
  };
}

export const FINGERPRINT = '3f2a9c1d5b7e80aa11223344556677889900aabbccddeeff0123456789e41b07';

export function visualisation(over: Partial<Visualisation> = {}): Visualisation {
  return {
    id: 101,
    id_article: 9,
    code_article: 'KBIS',
    libelle: 'Extrait Kbis',
    entite: DANONE,
    diffusion: 'ELEC',
    envoi: 1,
    emis_le: '2026-11-20T09:31:00.000Z',
    code_verification: '7KQ2-M4XP-9TR3-HW6D',
    empreinte_sha256: FINGERPRINT,
    taille: 48_213,
    nom_fichier: 'kbis-552032534-2026-11-20.pdf',
    expedition: null,
    ...over,
  };
}

export function periodicKbis(over: Partial<KbisPeriodique> = {}): KbisPeriodique {
  return {
    id: 31,
    reference_commande: REFERENCE,
    date_commande: ORDER_DATE,
    id_article: 10,
    entite: DANONE,
    diffusion: 'COURRIER',
    frequence_mois: 3,
    duree_mois: 12,
    nombre_envois: 4,
    statut: 'ACTIF',
    prochain_envoi: '2027-02-20',
    adresse_livraison: ADDRESS,
    annule_le: null,
    envois: [
      { rang: 1, date_prevue: '2026-11-20', statut: 'EMIS', id_visualisation: 102, emis_le: '2026-11-20T09:31:00.000Z' },
      { rang: 2, date_prevue: '2027-02-20', statut: 'PREVU', id_visualisation: null, emis_le: null },
      { rang: 3, date_prevue: '2027-05-20', statut: 'PREVU', id_visualisation: null, emis_le: null },
      { rang: 4, date_prevue: '2027-08-20', statut: 'PREVU', id_visualisation: null, emis_le: null },
    ],
    ...over,
  };
}

export function debtStatement(over: Partial<EtatEndettement> = {}): EtatEndettement {
  const inscription = (numero: string, type: EtatEndettement['inscriptions'][number]['type_inscription'], montant: number | null, creancier: string) => ({
    numero,
    type_inscription: type,
    date_inscription: '2025-03-14',
    date_effet_fin: '2027-03-14',
    creancier,
    montant,
    devise: 'EUR' as const,
    code_greffe: '7501',
    numero_debiteur: 'D1',
  });
  return {
    id_visualisation: 201,
    arrete_au: '2026-11-19',
    critere: { siren: '552032534', denomination: null, code_postal: null },
    debiteurs: [{ numero_debiteur: 'D1', id_entreprise: 7, siren: '552032534', denomination: 'DANONE', code_greffe: '7501', greffe: 'Greffe du tribunal de commerce de Paris', nombre_inscriptions: 3 }],
    inscriptions: [
      inscription('2025T00012', 'PRIVILEGE_TRESOR', 1_234_567, 'SIE Paris 9e'),
      inscription('2025N00003', 'NANTISSEMENT_FONDS', 5_000_000, 'Banque du Nord'),
      inscription('2025T00040', 'PRIVILEGE_TRESOR', null, 'SIE Paris 9e'),
    ],
    ...over,
  };
}
