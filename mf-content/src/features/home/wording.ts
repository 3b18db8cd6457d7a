import type { Territory } from '../../content/model';

/** What the home page says of the register on each territory's site. */
export interface HomeWording {
  title: string;
  heading: string;
  description: string;
  lead: string;
  /** Labels of the figures: companies, establishments, and the registries (a count) or the one registry (its name). */
  figures: { entreprises: string; etablissements: string; greffes: string };
}

export const HOME_WORDING: Record<Territory, HomeWording> = {
  FR: {
    title: 'Informations légales sur les entreprises et documents officiels',
    heading: "Trouvez les informations légales d'une entreprise et commandez ses documents officiels",
    description:
      "Informations légales sur les entreprises françaises et commande de documents officiels : extrait Kbis, comptes annuels, actes, état d'endettement.",
    lead: "Extrait Kbis, comptes annuels, actes et statuts, état d'endettement : les informations et documents délivrés par les greffes des tribunaux de commerce.",
    figures: { entreprises: 'entreprises immatriculées', etablissements: 'établissements', greffes: 'greffes de tribunaux de commerce' },
  },
  NC: {
    title: 'Informations légales sur les entreprises de Nouvelle-Calédonie et documents officiels',
    heading: "Trouvez les informations légales d'une entreprise de Nouvelle-Calédonie et commandez ses documents officiels",
    description:
      "Informations légales sur les entreprises de Nouvelle-Calédonie, par RIDET, province et commune, et commande de documents officiels : extrait Kbis, comptes annuels, actes, état d'endettement.",
    lead: "Extrait Kbis, comptes annuels, actes et statuts, état d'endettement : les informations et documents délivrés par le greffe du tribunal mixte de commerce de Nouméa, qui tient le registre du commerce et des sociétés de Nouvelle-Calédonie.",
    figures: { entreprises: 'entreprises immatriculées en Nouvelle-Calédonie', etablissements: 'établissements en Nouvelle-Calédonie', greffes: 'greffe' },
  },
};
