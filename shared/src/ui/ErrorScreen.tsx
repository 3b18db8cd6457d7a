import { useEffect, useRef } from 'react';
import { showToast } from '../stores/stores';
import { Icon } from './Icon';
import { SiteLink } from '../routing/SiteLink';
import contentRoutes from '../routing/routes/mf-content.json';
import { describeError } from '../remote/describeError';
import { GENERIC_ERROR_MESSAGE } from '../format/validation';

export interface ErrorScreenProps {
  /** Why, in French; by default the message of `error`. */
  message?: string;
  /**
   * The failure, when known: its message is shown (unless `message` is given) and "Réessayer" only
   * where asking again may help (network, server), not for a request the API refused (4xx).
   */
  error?: unknown;
  /** Loads again what failed; "Réessayer" is offered only with it, where retrying can help. */
  onRetry?: () => void;
  /** Whether to raise the error toast as well (SPEC §8: rendering error shows a toast). */
  toast?: boolean;
}

/** SPEC §2/§8: "Une erreur est survenue", the message, and a "Réessayer" button, with a toast. */
export function ErrorScreen({ message: given, error, onRetry: retry, toast = true }: ErrorScreenProps) {
  const described = error === undefined ? null : describeError(error);
  const message = given ?? described?.message ?? GENERIC_ERROR_MESSAGE;
  const onRetry = described && !described.retryable ? undefined : retry;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (toast) showToast('error', `Une erreur est survenue "${message}"`);
    headingRef.current?.focus();
  }, [message, toast]);
  return (
    <section className="error-screen status-screen" role="alert" aria-labelledby="error-screen-title">
      <span className="status-screen__art" aria-hidden="true">
        <Icon name="alert" size={56} />
      </span>
      <h1 id="error-screen-title" tabIndex={-1} ref={headingRef}>
        Une erreur est survenue
      </h1>
      <p className="error-screen__message status-screen__text">{message}</p>
      <p className="status-screen__text">
        {onRetry
          ? 'Le problème est sans doute passager : réessayez dans un instant. Vos données et votre panier sont conservés.'
          : "Vos données et votre panier sont conservés. Vous pouvez revenir à l'accueil et poursuivre votre visite."}
      </p>
      <div className="status-screen__actions">
        {onRetry && (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            <Icon name="refresh" />
            Réessayer
          </button>
        )}
        <SiteLink href={contentRoutes.home} className={onRetry ? 'btn btn--secondary' : 'btn btn--primary'}>
          Retour à l'accueil
        </SiteLink>
      </div>
    </section>
  );
}
