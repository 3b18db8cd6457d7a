import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { editorialViewCalls, readEditorialPage } from '../editorial';

/** Whether the one-segment address `page` is the contact form of the site of `product`. */
const isContactPage = (page: string, product: string) => page === `contact-${product}`;

/** The needs of `ProductPage`: none for the contact form (its token is asked for once it shows), an editorial page's otherwise. */
export const productNeeds = dataNeeds(
  (args) => {
    const contact = isContactPage(args.params.page ?? '', args.site.product);
    const editorial = readEditorialPage(args);
    return { ...editorial, contact, page: contact ? null : editorial.page };
  },
  editorialViewCalls,
);
