import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { EditorialRoute } from '../editorial';
import { productNeeds } from './needs';
import { ContactPage } from './ContactPage';

/**
 * A one-segment address: /contact-{product} is the contact form; every other one (the legal
 * notice at /mentions-legales-{product}, /faq, /cgu-cgv…) is an editorial page or the 404 page.
 * react-router matches whole segments only, hence one `/:page` route.
 */
export function ProductPage() {
  if (usePageNeeds(productNeeds).contact) return <ContactPage />;
  return <EditorialRoute />;
}
