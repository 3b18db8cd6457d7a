import { Loading, PageFrame } from '@portail/shared';

export function LoadingPage({ siteName }: { siteName: string }) {
  return (
    <PageFrame title="Chargement" heading="Chargement en cours" siteName={siteName}>
      <div className="status-screen loading-screen">
        <Loading size="large" label="Veuillez patienter, la page se charge…" />
      </div>
    </PageFrame>
  );
}
