import { PageFrame } from '@portail/shared';

export function LoadingPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Chargement" heading="Chargement en cours" siteName={siteName}>
      <p role="status" aria-live="polite">
        Veuillez patienter, la page se charge…
      </p>
    </PageFrame>
  );
}
