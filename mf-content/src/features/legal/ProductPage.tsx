import { dataNeeds, usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { EditorialRoute, editorialViewCalls, readEditorialPage } from '../editorial';
import { ContactPage } from './ContactPage';

/** Whether the one-segment address `page` is the contact form of the site of `product`. */
const isContactPage = (page: string, product: string) => page === `contact-${product}`;

/**
 * A one-segment address: /contact-{product} is the contact form; every other one (the legal
 * notice at /mentions-legales-{product}, /faq, /cgu-cgv…) is an editorial page or the 404 page.
 * react-router matches whole segments only, hence one `/:page` route.
 */
export function ProductPage() {
  if (usePageNeeds(productNeeds).contact) return <ContactPage />;
  return <EditorialRoute />;
}

/** The needs of `ProductPage`: none for the contact form (its token is asked for once it shows), an editorial page's otherwise. */
export const productNeeds = dataNeeds(
  (args) => {
    const contact = isContactPage(args.params.page ?? '', args.site.product);
    const editorial = readEditorialPage(args);
    return { ...editorial, contact, page: contact ? null : editorial.page };
  },
  editorialViewCalls,
);
