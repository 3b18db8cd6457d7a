import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, EmptyState, LoadFailed, Loading, Pagination, RECHARGE_LIMITES, StackedTable, formatAmount, formatDateFr, newIdempotencyKey, useResource, userMessage } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { TerritoryScope } from '../orders';
import { WALLET_PAGE_SIZE, startTopUp } from './api';
import { walletNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { usePaymentOutcome } from './usePaymentOutcome';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

/** Top-up amounts offered, in hundredths of the site's currency. */
export const TOP_UP_AMOUNTS = { EUR: [1_000, 2_000, 5_000, 10_000, 20_000], XPF: [100_000, 250_000, 500_000, 1_000_000, 2_500_000] } as const;

/** The outcome of a top-up, after the provider's page: asked of the API until the provider has answered. */
function TopUpOutcome({ id, onSettled }: { id: string; onSettled: () => void }) {
  const { payment, problem } = usePaymentOutcome(id, onSettled);
  if (problem) return <Alert headingLevel={2} tone="error" title="Rechargement introuvable">{problem}</Alert>;
  if (!payment || payment.objet !== 'RECHARGE') return payment ? null : <Loading label="Vérification du rechargement…" />;
  const amount = formatAmount(payment.montant, { thousandsSeparator: true, currency: payment.devise });
  if (payment.statut === 'ACCEPTE') return <Alert headingLevel={2} tone="success" title="Rechargement confirmé" live="polite">{`Votre portefeuille a été crédité de ${amount}.`}</Alert>;
  if (payment.statut === 'EN_ATTENTE') return <Loading label={`Rechargement de ${amount} en cours de confirmation par le prestataire…`} />;
  return (
    <Alert headingLevel={2} tone="error" title="Rechargement non abouti" live="assertive">
      {`${payment.motif ?? 'Le paiement n’a pas abouti.'} Votre portefeuille n'a pas été débité.`}
    </Alert>
  );
}

/** /espace-personnel/portefeuille-electronique-details: balance, top-up by card, movements. */
export function WalletPage() {
  const [params, setParams] = useSearchParams();
  const returned = params.get('session');
  const needs = usePageNeeds(walletNeeds);
  const { page, currency } = needs;
  const wallet = useResource(needs.wallet);
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency });
  const [amount, setAmount] = useState<number>(TOP_UP_AMOUNTS[currency][1]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const topUp = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const session = await startTopUp(amount, key);
      // The provider's hosted page, on its own origin: the card number never reaches us.
      if (session.redirection) window.location.assign(session.redirection);
      else setProblem('Ce rechargement a déjà été traité.');
    } catch (error) {
      setProblem(userMessage(error));
      setKey(newIdempotencyKey());
      setBusy(false);
    }
  };

  return (
    <PersonalSpacePage title="Portefeuille électronique" description="Le solde et les mouvements de votre portefeuille électronique, et son rechargement par carte bancaire.">
      <TerritoryScope subject="votre portefeuille électronique" />
      {returned && <TopUpOutcome id={returned} onSettled={wallet.retry} />}
      {wallet.status === 'loading' && <Loading label="Chargement de votre portefeuille…" />}
      {wallet.status === 'error' && (
        <LoadFailed title="Votre portefeuille n'a pas pu être chargé" error={wallet.error} onRetry={wallet.retry} headingLevel={2} />
      )}
      {wallet.status === 'ready' && (
        <>
          <div className="wallet-overview">
            <Card title="Solde disponible" headingLevel={2}>
              <p className="wallet-balance" data-testid="wallet-balance">
                {money(wallet.data.solde)}
              </p>
              <p>Il règle vos commandes en une étape : choisissez « Portefeuille électronique » au moment de payer.</p>
            </Card>
            <Card title="Recharger" headingLevel={2}>
              <form onSubmit={(e) => void topUp(e)} className="wallet-topup">
                <label htmlFor="montant-recharge" className="form-field__label">
                  Montant du rechargement
                </label>
                <select id="montant-recharge" className="input" value={amount} onChange={(e) => setAmount(Number(e.currentTarget.value))}>
                  {TOP_UP_AMOUNTS[currency].map((a) => (
                    <option key={a} value={a}>
                      {money(a)}
                    </option>
                  ))}
                </select>
                <p className="form-field__hint">
                  Par carte bancaire sur la page sécurisée de notre prestataire de paiement, de {money(RECHARGE_LIMITES[currency].min)} à {money(RECHARGE_LIMITES[currency].max)}.
                </p>
                {problem && (
                  <Alert tone="error" live="assertive">
                    {problem}
                  </Alert>
                )}
                <Button type="submit" disabled={busy}>{`Recharger de ${money(amount)}`}</Button>
              </form>
            </Card>
          </div>
          <h2>Mouvements</h2>
          {wallet.data.mouvements.total === 0 ? (
            <EmptyState title="Aucun mouvement" headingLevel={3}>
              <p>Votre portefeuille n'a encore été ni rechargé ni utilisé.</p>
            </EmptyState>
          ) : (
            <>
              <StackedTable caption="Mouvements du portefeuille électronique" headers={['Opération', 'Date', 'Montant', 'Solde après']}>
                {wallet.data.mouvements.items.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">{m.libelle}</th>
                    <td data-label="Date">{formatDateFr(m.cree_le)}</td>
                    <td data-label="Montant">{m.montant > 0 ? `+${money(m.montant)}` : money(m.montant)}</td>
                    <td data-label="Solde après">{money(m.solde_apres)}</td>
                  </tr>
                ))}
              </StackedTable>
              <Pagination
                page={page}
                pageCount={Math.ceil(wallet.data.mouvements.total / WALLET_PAGE_SIZE)}
                onChange={(p) => setParams(p > 0 ? { page: String(p) } : {})}
                label="Pages des mouvements"
              />
            </>
          )}
        </>
      )}
      <p>
        <Link to={personalSpaceRoutes.paymentMeans}>Mes moyens de paiement</Link>
      </p>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { walletNeeds };
