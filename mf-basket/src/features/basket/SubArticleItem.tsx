import { useId } from 'react';
import { FREQUENCES_MOIS, INCLUS_ABONNEMENT, MAX_DUREE_MOIS, MAX_MAIL_COPIES, formatAmount, type Devise, type SousArticle } from '@portail/shared';
import type { ModificationSousArticleBody } from '@portail/shared/api/requests/basket';
import { DELIVERY_LABELS } from './labels';

const FREQUENCY_LABELS: Record<number, string> = { 1: 'Tous les mois', 3: 'Tous les 3 mois', 6: 'Tous les 6 mois', 12: 'Tous les ans' };

/** Durations a periodic extract may run for: whole numbers of periods, up to the maximum. */
function durations(frequency: number): number[] {
  return [3, 6, 12, 24, 36].filter((d) => d >= frequency && d % frequency === 0 && d <= MAX_DUREE_MOIS);
}

export interface SubArticleItemProps {
  item: SousArticle;
  entity: string;
  currency: Devise;
  /** Whether the basket's prices include a tax (« TTC »): not New Caledonia's, the TGC not being charged. */
  taxed: boolean;
  disabled: boolean;
  onChange: (patch: ModificationSousArticleBody) => void;
  onRemove: () => void;
}

/** One document of the basket: how it is delivered, how often, and what it costs. */
export function SubArticleItem({ item, entity, currency, taxed, disabled, onChange, onRemove }: SubArticleItemProps) {
  const id = useId();
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency });
  const frequency = item.frequence_mois_electronique ?? item.frequence_mois_courrier ?? 0;
  const duration = item.duree_mois_electronique ?? item.duree_mois_courrier ?? 0;
  const onlyOne = item.diffusion_electronique !== item.diffusion_courrier;
  const headingId = `${id}-titre`;

  /** The same periodicity for every channel in use. */
  const periodicity = (f: number | null, d: number | null): ModificationSousArticleBody => ({
    ...(item.diffusion_electronique ? { frequence_mois_electronique: f, duree_mois_electronique: d } : {}),
    ...(item.diffusion_courrier ? { frequence_mois_courrier: f, duree_mois_courrier: d } : {}),
  });

  return (
    <li className="basket-item" aria-labelledby={headingId}>
      <div className="basket-item__head">
        <h3 id={headingId} className="basket-item__title">
          {item.libelle}
        </h3>
        {item.document && <p className="basket-item__document">{item.document.libelle}</p>}
        <p className="basket-item__price">
          <span className="visually-hidden">Prix : </span>
          {money(item.prix.montant_ttc)}
          {taxed ? ' TTC' : ''}
        </p>
      </div>
      <fieldset className="basket-item__delivery" disabled={disabled}>
        <legend>Délivrance</legend>
        {item.diffusions_possibles.map((d) => {
          const checked = d === 'ELEC' ? item.diffusion_electronique : item.diffusion_courrier;
          return (
            <label key={d} className="basket-item__check">
              <input
                type="checkbox"
                checked={checked}
                // The last channel cannot be unticked: a document is delivered one way at least.
                disabled={checked && onlyOne}
                aria-describedby={checked && onlyOne ? `${id}-un-mode` : undefined}
                onChange={(e) => onChange(d === 'ELEC' ? { diffusion_electronique: e.target.checked } : { diffusion_courrier: e.target.checked })}
              />
              {DELIVERY_LABELS[d]}
              {d === 'ELEC' && checked && item.inclus_abonnement && <span className="basket-item__included"> – {INCLUS_ABONNEMENT}</span>}
            </label>
          );
        })}
        {item.diffusion_courrier && (
          <label className="basket-item__select">
            Exemplaires
            <select value={item.quantite_courrier} onChange={(e) => onChange({ quantite_courrier: Number(e.target.value) })}>
              {Array.from({ length: MAX_MAIL_COPIES }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {onlyOne && (
          <p id={`${id}-un-mode`} className="basket-item__hint">
            Un document est délivré d'au moins une façon.
          </p>
        )}
      </fieldset>
      {item.periodique_possible && (
        <fieldset className="basket-item__delivery" disabled={disabled}>
          <legend>Envoi</legend>
          <label className="basket-item__select">
            Fréquence
            <select
              value={frequency}
              onChange={(e) => {
                const f = Number(e.target.value);
                onChange(f === 0 ? periodicity(null, null) : periodicity(f, durations(f).includes(duration) ? duration : durations(f)[0]!));
              }}
            >
              <option value={0}>Une seule fois</option>
              {FREQUENCES_MOIS.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
          {frequency > 0 && (
            <label className="basket-item__select">
              Pendant
              <select value={duration} onChange={(e) => onChange(periodicity(frequency, Number(e.target.value)))}>
                {durations(frequency).map((d) => (
                  <option key={d} value={d}>
                    {d} mois
                  </option>
                ))}
              </select>
            </label>
          )}
          {frequency > 0 && (
            <p className="basket-item__hint">
              {duration / frequency} envois d'un extrait à jour, le premier dès la commande.
            </p>
          )}
        </fieldset>
      )}
      <button type="button" className="btn btn--link basket-item__remove" onClick={onRemove} disabled={disabled}>
        Retirer
        <span className="visually-hidden">
          {' '}
          {item.libelle} de {entity}
        </span>
      </button>
    </li>
  );
}
