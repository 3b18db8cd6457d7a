import type { ReactNode } from 'react';
import { PageFrame, PageLayout, SideNav, SiteLink } from '@portail/shared';

interface Entry {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  entries: Entry[];
}

const TOPICS: Topic[] = [
  {
    id: 'faq-kbis',
    title: 'Extrait Kbis',
    entries: [
      {
        question: "Qu'est-ce qu'un extrait Kbis ?",
        answer: (
          <p>
            L'extrait Kbis est le document officiel qui atteste de l'existence juridique d'une société immatriculée au
            registre du commerce et des sociétés (RCS). Il indique notamment sa dénomination, sa forme juridique, son
            capital, l'adresse de son siège, son activité, ses dirigeants et son numéro d'immatriculation. Il est
            délivré par le greffe du tribunal de commerce.
          </p>
        ),
      },
      {
        question: 'Quelle différence entre un extrait K et un extrait Kbis ?',
        answer: (
          <p>
            L'extrait K concerne les commerçants personnes physiques (entrepreneurs individuels) ; l'extrait Kbis
            concerne les personnes morales : sociétés, groupements d'intérêt économique…
          </p>
        ),
      },
      {
        question: 'Combien de temps un extrait Kbis est-il valable ?',
        answer: (
          <p>
            La loi ne fixe pas de durée de validité : l'extrait reflète la situation de l'entreprise au jour de sa
            délivrance. En pratique, les administrations et la plupart des organismes demandent un extrait de moins de
            trois mois.
          </p>
        ),
      },
      {
        question: 'Comment obtenir un extrait Kbis ?',
        answer: (
          <p>
            <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">Recherchez l'entreprise</SiteLink>, ouvrez sa
            fiche et commandez l'extrait : il vous est délivré par voie électronique ou par courrier. Les représentants
            légaux d'une société immatriculée peuvent aussi obtenir gratuitement l'extrait Kbis de leur entreprise avec
            le service MonIdenum.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-siren',
    title: 'SIREN, SIRET et code NAF',
    entries: [
      {
        question: "Qu'est-ce que le numéro SIREN ?",
        answer: (
          <p>
            Le SIREN est l'identifiant unique à 9 chiffres attribué par l'INSEE à chaque entreprise lors de son
            inscription au répertoire SIRENE. Il reste le même pendant toute la vie de l'entreprise.
          </p>
        ),
      },
      {
        question: 'Quelle différence entre le SIREN et le SIRET ?',
        answer: (
          <p>
            Le SIREN identifie l'entreprise ; le SIRET identifie chacun de ses établissements. Le SIRET compte 14
            chiffres : le SIREN suivi du NIC, un numéro interne de classement à 5 chiffres. Une entreprise a autant de
            SIRET que d'établissements, et le SIRET change notamment en cas de déménagement.
          </p>
        ),
      },
      {
        question: "Où trouver le SIREN d'une entreprise ?",
        answer: (
          <p>
            Il figure sur son extrait Kbis, sur ses factures et ses documents commerciaux. Vous pouvez aussi{' '}
            <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">rechercher l'entreprise</SiteLink> par sa
            dénomination.
          </p>
        ),
      },
      {
        question: "Qu'est-ce que le code NAF ou code APE ?",
        answer: (
          <p>
            Le code APE (activité principale exercée) est attribué par l'INSEE d'après l'activité principale de
            l'entreprise, dans la nomenclature d'activités française (NAF). Il sert notamment à des fins statistiques.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-accounts',
    title: 'Comptes annuels',
    entries: [
      {
        question: 'Quelles entreprises doivent déposer leurs comptes annuels ?',
        answer: (
          <p>
            Les sociétés commerciales — SARL, EURL, SA, SAS, SASU, sociétés en commandite — ainsi que les SNC dont tous
            les associés sont des SARL ou des sociétés par actions déposent chaque année leurs comptes annuels (bilan,
            compte de résultat et annexe) au greffe.
          </p>
        ),
      },
      {
        question: 'Dans quel délai les comptes annuels doivent-ils être déposés ?',
        answer: (
          <p>
            Dans le mois qui suit leur approbation par l'assemblée des associés, ou dans les deux mois en cas de dépôt
            par voie électronique. Les comptes sont approuvés dans les six mois qui suivent la clôture de l'exercice.
          </p>
        ),
      },
      {
        question: 'Peut-on consulter les comptes annuels de toutes les entreprises ?',
        answer: (
          <p>
            Les comptes déposés sont publics, sauf déclaration de confidentialité : les micro-entreprises peuvent
            demander que leurs comptes ne soient pas rendus publics, et les petites entreprises que leur compte de
            résultat ne le soit pas.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-other',
    title: 'Autres documents et formalités',
    entries: [
      {
        question: "Qu'est-ce qu'un état d'endettement ?",
        answer: (
          <p>
            L'état d'endettement récapitule les inscriptions de privilèges et de sûretés prises à l'encontre d'une
            entreprise : privilèges du Trésor et de la sécurité sociale, nantissements, gages, opérations de
            crédit-bail… <SiteLink href="/kbis-documents/etat-endettement">En savoir plus</SiteLink>
          </p>
        ),
      },
      {
        question: 'Où déclarer la création, la modification ou la cessation de mon entreprise ?',
        answer: (
          <p>
            Depuis le 1<sup>er</sup> janvier 2023, ces formalités se déclarent en ligne sur le guichet unique des
            formalités d'entreprises. Le greffe contrôle ensuite les demandes qui concernent le registre du commerce et
            des sociétés. <SiteLink href="/formalites">Les formalités d'entreprise</SiteLink>
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  return (
    <PageFrame
      title="Foire aux questions"
      breadcrumb={[{ label: 'Aides et tutoriels', href: '/aides-et-tutoriels' }, { label: 'FAQ' }]}
      description="Les réponses aux questions fréquentes sur l'extrait Kbis, le SIREN et le SIRET, les comptes annuels et l'état d'endettement."
    >
      <PageLayout
        asidePosition="start"
        aside={<SideNav label="Thèmes de la FAQ" items={TOPICS.map((t) => ({ href: `#${t.id}`, label: t.title }))} isCurrent={() => false} />}
      >
        <div className="prose">
          <p className="prose__lead">Les réponses aux questions les plus fréquentes sur les documents officiels et les identifiants des entreprises.</p>
          {TOPICS.map((t) => (
            <section key={t.id} aria-labelledby={t.id} className="faq__topic">
              <h2 id={t.id}>{t.title}</h2>
              {t.entries.map((e) => (
                <details key={e.question} className="faq__entry">
                  <summary>{e.question}</summary>
                  <div className="faq__answer">{e.answer}</div>
                </details>
              ))}
            </section>
          ))}
          <p>
            Vous n'avez pas trouvé votre réponse ? Consultez les <SiteLink href="/aides-et-tutoriels">aides et tutoriels</SiteLink>.
          </p>
        </div>
      </PageLayout>
    </PageFrame>
  );
}
