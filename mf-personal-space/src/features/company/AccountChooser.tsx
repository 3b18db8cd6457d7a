import { useState } from 'react';
import { Badge, Button, ProblemAlert, accountTitle, accountTypeLabel, userMessage, type CustomerAccount } from '@portail/shared';
import { selectCustomerAccount } from './api';

/** The accounts the person acts for; choosing one makes it the selected account everywhere. */
export function AccountChooser({ accounts, onSelected }: { accounts: readonly CustomerAccount[]; onSelected: (id: number) => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (id: number) => {
    setBusy(id);
    setProblem(null);
    try {
      await selectCustomerAccount(id);
      onSelected(id);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="mes-comptes-clients">
      <h2 id="mes-comptes-clients">Mes comptes clients</h2>
      <p>Vous agissez pour plusieurs comptes clients. Le compte sélectionné est celui de vos commandes, factures, surveillances et abonnements.</p>
      <ProblemAlert title="Le compte n'a pas été sélectionné" problem={problem} />
      <ul className="row-list">
        {accounts.map((a) => (
          <li key={a.id} className="row-list__item company-accounts__item">
            <span className="company-accounts__text">
              <strong>{accountTitle(a)}</strong>
              <span className="company-accounts__meta">
                {accountTypeLabel(a.type_compte)}
                {a.numero_client ? ` · n° client ${a.numero_client}` : ''}
              </span>
            </span>
            {a.selectionne ? (
              <Badge tone="success">Compte sélectionné</Badge>
            ) : (
              <Button variant="secondary" onClick={() => void choose(a.id)} disabled={busy !== null} >
                {busy === a.id ? 'Sélection…' : 'Choisir ce compte'}
                {/* The name read out says which account, and starts with the words shown. */}
                <span className="visually-hidden"> : {accountTitle(a)}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
