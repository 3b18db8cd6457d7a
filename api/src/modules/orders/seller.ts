// Who sells, as invoices and receipts print it: the portal's operator, from the environment. The
// embedded default has no operator: its documents say they are from a demonstration and have no
// value; production refuses to start without the operator's identity (see configurationProblem).
import type { SellerIdentity } from './documents/types';

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): SellerIdentity {
  if (!env.SELLER_DENOMINATION) {
    return {
      denomination: 'Registre des entreprises (démonstration)',
      adresse: ['Environnement de démonstration', 'Aucune vente réelle'],
      siren: null,
      rcs: null,
      tva_intracommunautaire: null,
      demonstration: true,
    };
  }
  return {
    denomination: env.SELLER_DENOMINATION,
    adresse: (env.SELLER_ADDRESS ?? '')
      .split('|')
      .map((l) => l.trim())
      .filter(Boolean),
    siren: env.SELLER_SIREN || null,
    rcs: env.SELLER_RCS || null,
    tva_intracommunautaire: env.SELLER_VAT_NUMBER || null,
    demonstration: false,
  };
}

/** Why invoices could not be issued in production, or null. */
export function sellerProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (!production) return null;
  if (!env.SELLER_DENOMINATION || !env.SELLER_SIREN || !env.SELLER_ADDRESS) {
    return "SELLER_DENOMINATION, SELLER_SIREN et SELLER_ADDRESS sont obligatoires en production : les factures doivent nommer le vendeur (article L441-9 du Code de commerce).";
  }
  return null;
}
