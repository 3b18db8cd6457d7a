import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { siteStore } from '@portail/shared';
import { NotFound } from '../../NotFound';
import { ContactPage } from './ContactPage';
import { LegalNoticePage } from './LegalNoticePage';

/**
 * /contact-{product} and /mentions-legales-{product}: react-router matches whole segments only, so
 * one `/:page` route compares the segment with the variant's product slug.
 */
export function ProductPage() {
  const { page = '' } = useParams();
  const product = useStore(siteStore, (s) => s.product);
  if (page === `contact-${product}`) return <ContactPage />;
  if (page === `mentions-legales-${product}`) return <LegalNoticePage />;
  return <NotFound />;
}
