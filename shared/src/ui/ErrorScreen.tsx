import { useEffect, useRef } from 'react';
import { showToast } from '../stores/stores';

export interface ErrorScreenProps {
  message: string;
  onRetry: () => void;
  /** Whether to raise the error toast as well (SPEC §8: rendering error shows a toast). */
  toast?: boolean;
}

/** SPEC §2/§8: "Une erreur est survenue", the message, and a "Réessayer" button, with a toast. */
export function ErrorScreen({ message, onRetry, toast = true }: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (toast) showToast('error', `Une erreur est survenue "${message}"`);
    headingRef.current?.focus();
  }, [message, toast]);
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" tabIndex={-1} ref={headingRef}>
        Une erreur est survenue
      </h1>
      <p className="error-screen__message">{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Réessayer
      </button>
    </section>
  );
}
