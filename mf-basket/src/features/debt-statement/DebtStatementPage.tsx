import { useId, useRef, useState } from 'react';
import { PageFrame, SiteLink, fillPattern } from '@portail/shared';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import type { Debtor } from './debtor';
import { DebtorSearch } from './DebtorSearch';
import { StatementOrder } from './StatementOrder';
import './debtStatement.css';

const TITLE = "Commander un état d'endettement";
const ABOUT = fillPattern(contentRoutes.kbisDocument, { slug: 'etat-endettement' });
const CRUMBS = [
  { label: 'Documents officiels', href: contentRoutes.kbisDocuments },
  { label: "État d'endettement", href: ABOUT },
  { label: 'Commander' },
];
const DESCRIPTION =
  "Commandez l'état d'endettement d'un débiteur, recherché par son numéro SIREN ou par son nom : toutes les inscriptions de privilèges et sûretés, ou celles du seul Trésor public.";

/** A stable key of a debtor: choosing another one starts step 2 afresh. */
const debtorKey = (d: Debtor) => JSON.stringify(d);

/** /commander-un-etat-endettement: the debtor (step 1), then the statement and its price, into the basket (step 2). */
export function DebtStatementPage() {
  const searchId = useId();
  const searchHeading = useRef<HTMLHeadingElement>(null);
  const [debtor, setDebtor] = useState<Debtor | null>(null);
  return (
    <PageFrame title={TITLE} breadcrumb={CRUMBS} description={DESCRIPTION}>
      <p>
        L'état d'endettement récapitule les privilèges et sûretés inscrits au greffe à l'encontre d'un débiteur. Recherchez le
        débiteur, choisissez l'état, puis ajoutez-le à votre panier. <SiteLink href={ABOUT}>En savoir plus sur l'état d'endettement</SiteLink>{' '}
        · <SiteLink href={basketRoutes.prices}>Tous les tarifs</SiteLink>
      </p>
      <section className="debt-step" aria-labelledby={searchId}>
        <h2 id={searchId} ref={searchHeading} tabIndex={-1}>
          1. Recherchez le débiteur
        </h2>
        <DebtorSearch onChoose={setDebtor} />
      </section>
      {debtor && (
        <StatementOrder
          key={debtorKey(debtor)}
          debtor={debtor}
          onChangeDebtor={() => {
            setDebtor(null);
            searchHeading.current?.focus();
          }}
        />
      )}
    </PageFrame>
  );
}
