import { Alert } from './Alert';
import { Button } from './Button';

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence ("Vos factures n'ont pas pu être chargées"). */
  title: string;
  /** The error's own message, when it tells the customer more. */
  message?: string;
  onRetry: () => void;
  /** Level of the title heading; without it the title is a plain paragraph (inside a card). */
  headingLevel?: 2 | 3;
}

/** A section or page whose data failed to load: what failed, why, and "Réessayer". */
export function LoadFailed({ title, message, onRetry, headingLevel }: LoadFailedProps) {
  return (
    <Alert tone="error" title={title} headingLevel={headingLevel} live="assertive">
      {message && <p>{message}</p>}
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  );
}
