import type { NewFormality } from './formalities';

// Formalities the demo customers' companies filed (see demo.ts), by SIREN of the account.

const PARIS = { code_greffe: '7501', greffe: 'Greffe du tribunal de commerce de Paris' };
const LYON = { code_greffe: '6901', greffe: 'Greffe du tribunal de commerce de Lyon' };

const DURAND = { siren: '552081317', denomination: 'DURAND CONSEIL', ...PARIS };
const MARTIN = { siren: '732829320', denomination: 'ATELIER MARTIN ET FILS', ...LYON };

const DEMO_FORMALITIES: Record<string, NewFormality[]> = {
  [DURAND.siren]: [
    {
      ...DURAND,
      type: 'CREATION',
      objet: 'Immatriculation de la société DURAND CONSEIL (SARL)',
      numero_liasse: 'L23-7501-048213',
      date_inscription: '2023-12-18',
      frais_ttc: 6622,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2023-12-04T09:12:00Z' },
        { statut: 'TRANSMISE', le: '2023-12-06T15:40:00Z', commentaire: 'Dossier reçu par le greffe.' },
        { statut: 'EN_COURS', le: '2023-12-11T08:30:00Z' },
        { statut: 'VALIDEE', le: '2023-12-18T10:05:00Z', commentaire: 'Société immatriculée au registre du commerce et des sociétés de Paris.' },
      ],
    },
    {
      ...DURAND,
      type: 'MODIFICATION',
      objet: 'Transfert du siège social au 12 rue de la Paix, 75002 Paris',
      numero_liasse: 'L26-7501-011874',
      date_inscription: '2026-03-23',
      frais_ttc: 19256,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2026-03-02T10:00:00Z' },
        { statut: 'TRANSMISE', le: '2026-03-09T14:22:00Z' },
        { statut: 'EN_COURS', le: '2026-03-16T09:00:00Z' },
        { statut: 'VALIDEE', le: '2026-03-23T11:45:00Z', commentaire: 'Inscription modificative portée au registre.' },
      ],
    },
    {
      ...DURAND,
      type: 'MODIFICATION',
      objet: "Nomination d'un cogérant",
      numero_liasse: 'L26-7501-052390',
      motif: "Le procès-verbal de l'assemblée générale n'est pas signé : déposez une copie signée par le gérant.",
      frais_ttc: 19256,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2026-10-12T08:15:00Z' },
        { statut: 'TRANSMISE', le: '2026-10-14T16:03:00Z' },
        { statut: 'EN_COURS', le: '2026-10-20T09:30:00Z' },
        { statut: 'A_REGULARISER', le: '2026-10-27T13:10:00Z', commentaire: 'Pièce manquante ou incomplète.' },
      ],
    },
    {
      ...DURAND,
      type: 'DEPOT_COMPTES',
      objet: "Dépôt des comptes annuels de l'exercice clos le 30/06/2026",
      numero_liasse: 'L26-7501-061027',
      frais_ttc: 4637,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2026-11-09T10:20:00Z' },
        { statut: 'TRANSMISE', le: '2026-11-12T17:48:00Z' },
        { statut: 'EN_COURS', le: '2026-11-17T08:05:00Z' },
      ],
    },
  ],
  [MARTIN.siren]: [
    {
      ...MARTIN,
      type: 'MODIFICATION',
      objet: "Adjonction d'une activité de menuiserie d'agencement",
      numero_liasse: 'L25-6901-033415',
      date_inscription: '2025-06-19',
      frais_ttc: 19256,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2025-06-02T07:50:00Z' },
        { statut: 'TRANSMISE', le: '2025-06-05T12:30:00Z' },
        { statut: 'VALIDEE', le: '2025-06-19T09:15:00Z' },
      ],
    },
    {
      ...MARTIN,
      type: 'MODIFICATION',
      objet: "Fermeture de l'établissement secondaire de Villeurbanne",
      numero_liasse: 'L26-6901-020566',
      motif: "L'adresse de l'établissement ne correspond à aucun établissement inscrit au registre.",
      frais_ttc: null,
      etapes: [
        { statut: 'EN_PREPARATION', le: '2026-04-07T09:00:00Z' },
        { statut: 'TRANSMISE', le: '2026-04-08T10:12:00Z' },
        { statut: 'REJETEE', le: '2026-04-21T14:40:00Z', commentaire: 'Formalité rejetée par le greffe.' },
      ],
    },
    {
      ...MARTIN,
      type: 'CESSATION',
      objet: "Mise en sommeil de l'activité (cessation temporaire)",
      frais_ttc: null,
      etapes: [{ statut: 'EN_PREPARATION', le: '2026-11-20T16:30:00Z' }],
    },
  ],
};

/** What the demo account with this SIREN has filed. */
export function demoFormalitiesOf(siren: string | null): NewFormality[] {
  return (siren && DEMO_FORMALITIES[siren]) || [];
}
