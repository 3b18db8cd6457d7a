import { Alert } from './Alert';
import { Button } from './Button';
import { describeError } from '../remote/describeError';

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence ("Vos factures n'ont pas pu être chargées"). */
  title: string;
  /** Why, when it tells the customer more; by default the French message of `error`. */
  message?: string;
  /**
   * The failure, when known: its message is shown (unless `message` is given) and "Réessayer" only
   * where asking again may help (network, server), not for a request the API refused (4xx).
   */
  error?: unknown;
  /** Loads again what failed; without it, no "Réessayer". */
  onRetry?: () => void;
  /** Level of the title heading; without it the title is a plain paragraph (inside a card). */
  headingLevel?: 2 | 3;
}

/** A section or page whose data failed to load: what failed, why, and "Réessayer" where it can help. */
export function LoadFailed({ title, message, error, onRetry, headingLevel }: LoadFailedProps) {
  const described = error === undefined ? null : describeError(error);
  const text = message ?? described?.message;
  const retry = described && !described.retryable ? undefined : onRetry;
  return (
    <Alert tone="error" title={title} headingLevel={headingLevel} live="assertive">
      {text && <p>{text}</p>}
      {retry && (
        <Button variant="secondary" onClick={retry}>
          Réessayer
        </Button>
      )}
    </Alert>
  );
}
