// Which site a personal-space list belongs to: both sites share one customer account, but each
// lists only its own territory's orders, invoices and wallet, in its own currency, never summed
// with the other's. The page says so, and where the rest is.
import type { Devise } from '@portail/shared';
import { useSite } from '@portail/shared';
import { VARIANT_LIST, siteVariant, type Variant } from '@portail/shared/site/variants';

const CURRENCY_NAMES: Record<Devise, string> = { EUR: 'euros', XPF: 'francs CFP' };

const described = (v: Variant) => `« ${v.siteName} », en ${CURRENCY_NAMES[v.currency]} (${v.currency})`;

/** "Vous consultez ici {subject} du site …, en … Pour le site …, rendez-vous sur ce dernier." `subject`: "vos commandes". */
export function TerritoryScope({ subject }: { subject: string }) {
  const here = siteVariant({ variant: useSite((site) => site.variant) });
  const others = VARIANT_LIST.filter((v) => v.id !== here.id);
  return (
    <p className="territory-scope" data-territory={here.territory}>
      Vous consultez ici {subject} du site {described(here)}.
      {others.map((v) => ` Pour le site ${described(v)}, rendez-vous sur ce dernier.`).join('')}
    </p>
  );
}
