import type { ReactNode } from 'react';

export interface Formality {
  slug: string;
  title: string;
  summary: string;
  body: ReactNode;
}

export const GUICHET_UNIQUE_URL = 'https://formalites.entreprises.gouv.fr/';

/** The company formalities the site presents (the header's "Formalités" menu). */
export const FORMALITIES: readonly Formality[] = [
  {
    slug: 'creation-entreprise',
    title: 'Créer une entreprise',
    summary: "L'immatriculation d'une entreprise au registre du commerce et des sociétés.",
    body: (
      <p>
        La création d'une entreprise se déclare en ligne sur le guichet unique des formalités d'entreprises. Pour une
        société commerciale, le dossier comprend notamment les statuts signés, un justificatif de domiciliation du
        siège et la déclaration des bénéficiaires effectifs. Le greffe contrôle la demande puis immatricule la
        société au registre du commerce et des sociétés : l'extrait Kbis en atteste.
      </p>
    ),
  },
  {
    slug: 'modification-entreprise',
    title: 'Modifier une entreprise',
    summary: 'Transfert du siège, changement de dirigeant, de dénomination, de capital ou d’activité.',
    body: (
      <p>
        Tout changement dans la situation d'une entreprise immatriculée — transfert du siège, changement de dirigeant,
        de dénomination, de capital ou d'activité, ouverture ou fermeture d'un établissement — doit être déclaré sur
        le guichet unique. Le greffe l'inscrit au registre du commerce et des sociétés, et l'extrait Kbis est mis à
        jour.
      </p>
    ),
  },
  {
    slug: 'cessation-activite',
    title: 'Cesser une activité',
    summary: 'Mise en sommeil, dissolution, liquidation et radiation.',
    body: (
      <p>
        Une entreprise peut suspendre temporairement son activité (mise en sommeil) ou y mettre fin. Pour une
        société, la cessation passe par la dissolution puis la liquidation, avant la radiation du registre du
        commerce et des sociétés. Ces formalités se déclarent sur le guichet unique.
      </p>
    ),
  },
  {
    slug: 'depot-des-comptes-annuels',
    title: 'Déposer les comptes annuels',
    summary: 'Le dépôt annuel des comptes des sociétés commerciales au greffe.',
    body: (
      <p>
        Les sociétés commerciales déposent leurs comptes annuels au greffe dans le mois qui suit leur approbation par
        l'assemblée des associés, ou dans les deux mois en cas de dépôt par voie électronique. Les micro-entreprises
        et les petites entreprises peuvent joindre une déclaration de confidentialité.
      </p>
    ),
  },
];

export function findFormality(slug: string): Formality | undefined {
  return FORMALITIES.find((f) => f.slug === slug);
}
