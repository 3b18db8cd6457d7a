import { NotFound } from '@portail/shared';

export function NotFoundPage({ siteName }: { siteName: string }) {
  return <NotFound siteName={siteName} />;
}
