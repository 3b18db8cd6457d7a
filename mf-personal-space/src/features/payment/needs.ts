// The data needs of the payment means and wallet pages, declared once: their loaders (pages.tsx) and
// the pages read them. A visitor without a session makes no call: the page waits for the session.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { currencyOf, paymentMeansCall, walletCall } from './api';

export const paymentMeansNeeds = dataNeeds(({ site, signedIn }) => ({ means: signedIn ? paymentMeansCall(currencyOf(site)) : null }));

/** The wallet in the site's currency, the page of its movements the address asks for (`?page=`, from 0). */
export const walletNeeds = dataNeeds(({ url, site, signedIn }) => {
  const currency = currencyOf(site);
  const page = Math.max(0, Number(url.searchParams.get('page') ?? 0) || 0);
  return { currency, page, wallet: signedIn ? walletCall(currency, page) : null };
});
