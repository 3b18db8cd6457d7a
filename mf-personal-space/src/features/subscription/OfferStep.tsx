import { useState, type FormEvent } from 'react';
import { Button, ChoiceList, OFFRES_ABONNEMENT, type Abonnement, type SubscriptionOfferCode } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { monthlyPrice } from './labels';
import { SUBSCRIPTION_PATH } from './paths';
import { StepHeading } from './StepHeading';

const CHOICE_ID = 'choix-offre';

/** Step 1: the offer. Offers the account already holds are shown, not chosen again. */
export function OfferStep({ inForce, initial, onChoose }: { inForce: readonly Abonnement[]; initial: SubscriptionOfferCode | null; onChoose: (code: SubscriptionOfferCode) => void }) {
  const held = new Set(inForce.map((a) => a.code_offre));
  const [value, setValue] = useState<string | null>(initial && !held.has(initial) ? initial : null);
  const [error, setError] = useState<string | undefined>();
  const available = OFFRES_ABONNEMENT.filter((o) => !held.has(o.code));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = available.find((o) => o.code === value);
    if (!chosen) {
      setError('Veuillez choisir une offre.');
      document.getElementById(CHOICE_ID)?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    onChoose(chosen.code);
  };

  return (
    <form noValidate onSubmit={submit} className="subscription-step">
      <StepHeading>Choisissez votre offre</StepHeading>
      {available.length === 0 && <p>Votre compte client est déjà abonné à toutes nos offres.</p>}
      <ChoiceList
        id={CHOICE_ID}
        legend="Offre"
        name="offre"
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        error={error}
        hint="Abonnement mensuel sans engagement de durée : vous pouvez le résilier à tout moment, il prend fin à la fin du mois en cours."
        options={OFFRES_ABONNEMENT.map((o) => ({
          value: o.code,
          label: `${o.libelle} – ${monthlyPrice(o.prix_mensuel_ht)}`,
          description: (
            <>
              {o.description}
              <span className="offer-services">
                {o.services.map((s) => (
                  <span key={s} className="offer-services__item">
                    {s}
                  </span>
                ))}
              </span>
            </>
          ),
          disabled: held.has(o.code),
          disabledReason: held.has(o.code) ? 'Vous êtes déjà abonné à cette offre.' : undefined,
        }))}
      />
      <div className="btn-group">
        <Button type="submit" disabled={available.length === 0}>
          Continuer
        </Button>
        <Link to={SUBSCRIPTION_PATH}>Annuler</Link>
      </div>
    </form>
  );
}
