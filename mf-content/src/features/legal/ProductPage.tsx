import { useParams } from 'react-router';
import { useSite } from '@portail/shared';
import { type PageLoad } from '@portail/shared/remote/pageRoutes';
import { EditorialRoute, loadEditorialPage } from '../editorial';
import { ContactPage } from './ContactPage';

/** Whether the one-segment address `page` is the contact form of the site of `product`. */
const isContactPage = (page: string, product: string) => page === `contact-${product}`;

/**
 * A one-segment address: /contact-{product} is the contact form; every other one (the legal
 * notice at /mentions-legales-{product}, /faq, /cgu-cgv…) is an editorial page or the 404 page.
 * react-router matches whole segments only, hence one `/:page` route.
 */
export function ProductPage() {
  const { page = '' } = useParams();
  const product = useSite((s) => s.product);
  if (isContactPage(page, product)) return <ContactPage />;
  return <EditorialRoute />;
}

/** The calls of `ProductPage`: none for the contact form (its token is asked for once it shows), an editorial page's otherwise. */
export const loadProductPage: PageLoad = (args, page) => {
  if (isContactPage(args.params.page ?? '', args.site.product)) return;
  return loadEditorialPage(args, page);
};
