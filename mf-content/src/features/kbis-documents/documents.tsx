import type { ReactNode } from 'react';

export interface OfficialDocument {
  slug: string;
  title: string;
  summary: string;
  body: ReactNode;
}

/** The documents delivered by the registries that the site sells (SPEC §1). */
export const OFFICIAL_DOCUMENTS: readonly OfficialDocument[] = [
  {
    slug: 'extrait-kbis',
    title: 'Extrait Kbis',
    summary: "La carte d'identité de l'entreprise, qui atteste de son immatriculation au registre du commerce et des sociétés.",
    body: (
      <>
        <p>
          L'extrait Kbis est le document officiel qui atteste de l'existence juridique d'une société immatriculée au
          registre du commerce et des sociétés (RCS). Il indique notamment sa dénomination, sa forme juridique, son
          capital, l'adresse de son siège, son activité, ses dirigeants et son numéro d'immatriculation.
        </p>
        <p>
          Pour un commerçant personne physique, le document équivalent est l'extrait K. Aucune durée de validité
          n'est fixée par la loi, mais la plupart des administrations et organismes demandent un extrait de moins
          de trois mois.
        </p>
      </>
    ),
  },
  {
    slug: 'comptes-annuels',
    title: 'Comptes annuels',
    summary: 'Le bilan, le compte de résultat et l’annexe déposés chaque année par les sociétés commerciales.',
    body: (
      <p>
        Les comptes annuels comprennent le bilan, le compte de résultat et l'annexe. Les sociétés commerciales les
        déposent chaque année au greffe, dans le mois qui suit leur approbation (deux mois en cas de dépôt
        électronique). Ils sont consultables par tous, sauf lorsque l'entreprise a déclaré leur confidentialité,
        ce que la loi permet aux micro-entreprises et, pour le compte de résultat, aux petites entreprises.
      </p>
    ),
  },
  {
    slug: 'actes-et-statuts',
    title: 'Actes et statuts',
    summary: "Les statuts et les actes déposés au greffe au cours de la vie de l'entreprise.",
    body: (
      <p>
        Les statuts fixent les règles de fonctionnement d'une société. Ils sont déposés au greffe lors de
        l'immatriculation, puis à chaque mise à jour, avec les autres actes de la vie de la société :
        procès-verbaux d'assemblée, décisions de nomination ou de révocation des dirigeants, rapports, actes de
        cession…
      </p>
    ),
  },
  {
    slug: 'etat-endettement',
    title: "État d'endettement",
    summary: "Les privilèges et sûretés inscrits à l'encontre d'une entreprise.",
    body: (
      <p>
        L'état d'endettement récapitule les inscriptions de privilèges et de sûretés prises à l'encontre d'une
        entreprise : privilèges du Trésor et de la sécurité sociale, nantissements du fonds de commerce, gages,
        opérations de crédit-bail… Il renseigne sur sa situation avant de conclure un contrat, d'accorder un crédit
        ou de racheter un fonds.
      </p>
    ),
  },
];

export function findDocument(slug: string): OfficialDocument | undefined {
  return OFFICIAL_DOCUMENTS.find((d) => d.slug === slug);
}
