import { useParams } from 'react-router';
import { useSite } from '@portail/shared';
import { EditorialRoute } from '../editorial/EditorialRoute';
import { ContactPage } from './ContactPage';

/**
 * A one-segment address: /contact-{product} is the contact form; every other one (the legal
 * notice at /mentions-legales-{product}, /faq, /cgu-cgv…) is an editorial page or the 404 page.
 * react-router matches whole segments only, hence one `/:page` route.
 */
export function ProductPage() {
  const { page = '' } = useParams();
  const product = useSite((s) => s.product);
  if (page === `contact-${product}`) return <ContactPage />;
  return <EditorialRoute />;
}
