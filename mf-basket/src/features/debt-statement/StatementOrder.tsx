import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  ChoiceList,
  EmptyState,
  LoadFailed,
  Loading,
  SiteLink,
  useResource,
  userMessage,
  type DebtStatementCode,
  type SynthesesArticles,
} from '@portail/shared';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { announce } from '../basket';
import { siteGridNeeds } from '../prices';
import { debtorDetail, debtorName, type Debtor } from './debtor';
import { addStatement } from './order';
import { priceText, pricesText, statementOffers, type StatementOffer } from './statements';

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string };

/**
 * Step 2 of the order: the statements the site's grid prices, each with its prices; the one chosen,
 * its price, and « Ajouter au panier ». A statement the basket service cannot add for this debtor
 * is shown, disabled, with the reason. Keyed by its debtor: another debtor starts it afresh.
 */
export function StatementOrder({ debtor, onChangeDebtor }: { debtor: Debtor; onChangeDebtor: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useResource(usePageNeeds(siteGridNeeds).grid);
  // The step's heading takes the focus when a debtor is chosen: what follows is read from there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="debt-order" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        2. Choisissez l'état
      </h2>
      <div className="debt-order__debtor">
        <p>
          Débiteur : <strong>{debtorName(debtor)}</strong>
        </p>
        <p>{debtorDetail(debtor)}</p>
        <Button variant="link" onClick={onChangeDebtor}>
          Changer de débiteur
        </Button>
      </div>
      {grid.status === 'loading' && <Loading label="Chargement des prix…" />}
      {grid.status === 'error' && <LoadFailed title="Les prix n'ont pas pu être chargés" error={grid.error} onRetry={grid.retry} />}
      {grid.status === 'not-found' && <NoStatements />}
      {grid.status === 'ready' && <Offers grid={grid.data} debtor={debtor} />}
    </section>
  );
}

function NoStatements() {
  return (
    <EmptyState title="Aucun état d'endettement n'est proposé">
      <p>Les tarifs de ce site ne proposent pas d'état d'endettement pour le moment. Veuillez réessayer plus tard.</p>
    </EmptyState>
  );
}

function Offers({ grid, debtor }: { grid: SynthesesArticles; debtor: Debtor }) {
  const priceId = useId();
  const offers = statementOffers(grid);
  const [chosen, setChosen] = useState<DebtStatementCode | null>(offers[0]?.article ?? null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (offers.length === 0) return <NoStatements />;
  const offer: StatementOffer | undefined = offers.find((o) => o.article === chosen);
  const first = offer?.prices[0];

  const add = async () => {
    if (!offer) return;
    setPending(true);
    setOutcome(null);
    const what = `${offer.libelle}, ${debtorName(debtor)}`;
    try {
      const r = await addStatement(debtor, offer.article);
      announce(r.panier);
      setOutcome({ tone: 'success', text: r.resultat === 'AJOUTE' ? `Ajouté au panier : ${what}.` : `Déjà dans votre panier : ${what}.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: `Ajout au panier impossible : ${userMessage(error)}` });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ChoiceList
        legend="État demandé"
        name="etat-endettement"
        value={chosen}
        onChange={(v) => {
          setChosen(v as DebtStatementCode);
          setOutcome(null);
        }}
        options={offers.map((o) => ({
          value: o.article,
          label: o.libelle,
          description: pricesText(o),
        }))}
      />
      {offer && first && (
        <div className="debt-order__add">
          <p id={priceId} className="debt-order__price">
            Prix : <strong>{priceText(first)}</strong>
            {first.diffusion === 'ELEC' ? ', délivré par voie électronique (PDF signé)' : ''}. Le mode de délivrance se choisit ensuite dans le
            panier.
          </p>
          <Button onClick={() => void add()} disabled={pending} aria-describedby={priceId}>
            Ajouter au panier
          </Button>
        </div>
      )}
      {outcome?.tone === 'success' && (
        <Alert tone="success" live="polite">
          <p>
            {outcome.text} <SiteLink href={basketRoutes.basket}>Voir le panier</SiteLink>
          </p>
        </Alert>
      )}
      {outcome?.tone === 'error' && (
        <Alert tone="error" live="assertive">
          <p>{outcome.text}</p>
        </Alert>
      )}
    </>
  );
}
