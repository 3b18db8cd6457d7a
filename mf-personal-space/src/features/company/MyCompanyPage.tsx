import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_CREATION_PATH, Alert, Card, EmptyState, SiteLink, accountTitle, useResource, type CustomerAccount } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { Loaded } from '../../layout/Loaded';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { SUBSCRIPTION_PATH } from '../subscription';
import { AccountChooser } from './AccountChooser';
import { AccountDetails } from './AccountDetails';
import { AccountLabelsForm } from './AccountLabelsForm';
import { myCompanyNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import './company.css';

/** Said after another account was chosen; it takes the focus, as the details below changed. */
function SelectedNotice({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [name]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" live="polite">
        <p>Vous agissez désormais pour le compte {name}.</p>
      </Alert>
    </div>
  );
}

function Accounts({ initial }: { initial: CustomerAccount[] }) {
  const [accounts, setAccounts] = useState(initial);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = accounts.find((a) => a.selectionne) ?? null;

  const replace = (updated: CustomerAccount) => setAccounts((list) => list.map((a) => (a.id === updated.id ? { ...updated, selectionne: a.selectionne } : a)));

  if (accounts.length === 0) {
    return (
      <EmptyState title="Vous n'agissez pour aucun compte client" action={<SiteLink href={ACCOUNT_CREATION_PATH}>Créer un compte client</SiteLink>}>
        <p>Un compte client regroupe vos commandes, factures, surveillances et abonnements.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {chosen && <SelectedNotice name={chosen} />}
      {selected ? (
        <div className="company-sections">
          <Card title="Compte client sélectionné" headingLevel={2} footer={<Link to={SUBSCRIPTION_PATH}>Gérer mon abonnement</Link>}>
            <AccountDetails account={selected} />
          </Card>
          <Card title="Libellés de courrier et de facturation" headingLevel={2}>
            <AccountLabelsForm key={selected.id} account={selected} onChanged={replace} />
          </Card>
        </div>
      ) : (
        <Alert tone="warning" title="Aucun compte client n'est sélectionné" headingLevel={2}>
          <p>Choisissez ci-dessous le compte client pour lequel vous agissez.</p>
        </Alert>
      )}
      {accounts.length > 1 && (
        <AccountChooser
          accounts={accounts}
          onSelected={(id) => {
            setAccounts((list) => list.map((a) => ({ ...a, selectionne: a.id === id })));
            setChosen(accountTitle(accounts.find((a) => a.id === id)!));
          }}
        />
      )}
    </>
  );
}

/** /espace-personnel/mon-entreprise: the customer accounts the person acts for, the selected one's details and labels. */
export function MyCompanyPage() {
  const accounts = useResource(usePageNeeds(myCompanyNeeds).accounts);
  return (
    <PersonalSpacePage title="Mon entreprise" description="Le compte client de votre entreprise : identité, offres, libellés de courrier et de facturation.">
      <Loaded resource={accounts} loadingLabel="Chargement de vos comptes clients…" failedTitle="Vos comptes clients n'ont pas pu être chargés">
        {(data) => <Accounts initial={data} />}
      </Loaded>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { myCompanyNeeds };
