import type { DefinitionDocument } from '@portail/shared/api';

// Official documents that can be consulted or ordered for a company (SPEC §1, §3 order shortcuts).
export const DEFINITIONS_DOCUMENTS: DefinitionDocument[] = [
  {
    code: 'KBIS',
    libelle: 'Extrait Kbis',
    description: "Extrait d'immatriculation au registre du commerce et des sociétés, document officiel attestant l'existence juridique de l'entreprise.",
    categorie: 'KBIS',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: false,
  },
  {
    code: 'KBIS_PERIODIQUE',
    libelle: 'Extrait Kbis périodique',
    description: 'Envoi automatique d’un extrait Kbis à intervalle régulier pendant la durée choisie.',
    categorie: 'KBIS',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: true,
  },
  {
    code: 'COMPTES_ANNUELS',
    libelle: 'Comptes annuels',
    description: 'Bilan, compte de résultat et annexes déposés au greffe pour un exercice.',
    categorie: 'COMPTES_ANNUELS',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: false,
  },
  {
    code: 'ACTE',
    libelle: 'Acte déposé',
    description: 'Statuts, procès-verbaux et autres actes déposés au greffe.',
    categorie: 'ACTE',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: false,
  },
  {
    code: 'ETAT_ENDETTEMENT',
    libelle: "État d'endettement",
    description: 'Inscriptions de privilèges et de nantissements grevant le fonds ou les biens de l’entreprise.',
    categorie: 'ETAT_ENDETTEMENT',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: false,
  },
  {
    code: 'EXTRAIT_RBE',
    libelle: 'Extrait du registre des bénéficiaires effectifs',
    description: 'Liste des personnes physiques qui contrôlent l’entreprise, telle que déclarée au registre.',
    categorie: 'BENEFICIAIRES_EFFECTIFS',
    diffusions: ['ELEC'],
    periodique: false,
  },
  {
    code: 'ATTESTATION_RBE',
    libelle: 'Attestation de dépôt des bénéficiaires effectifs',
    description: 'Attestation du dépôt du document relatif aux bénéficiaires effectifs.',
    categorie: 'BENEFICIAIRES_EFFECTIFS',
    diffusions: ['ELEC'],
    periodique: false,
  },
  {
    code: 'CERTIFICAT_PROCEDURE',
    libelle: 'Certificat relatif aux procédures collectives',
    description: 'Certificat indiquant l’existence ou l’absence de procédure collective en cours.',
    categorie: 'PROCEDURE_COLLECTIVE',
    diffusions: ['ELEC', 'COURRIER'],
    periodique: false,
  },
];
