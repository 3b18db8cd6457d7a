// Who sells, as invoices and receipts print it: the portal's operator, from the environment. The
// embedded default has no operator: its documents say they are from a demonstration and have no
// value; production refuses to start without the operator's identity (see configurationProblem).
// The demonstration has no bank account: its invoices say transfers are not taken, and print no
// IBAN; an operator's invoices print theirs when SELLER_IBAN and SELLER_BIC are given.
import { compact, validBic, validIban } from './creditorReference';
import type { SellerIdentity } from '../pdf';

/** The account invoices ask transfers to be paid to: SELLER_IBAN and SELLER_BIC, both well formed, else none. */
export function sellerBankFromEnv(env: NodeJS.ProcessEnv): SellerIdentity['banque'] {
  const iban = env.SELLER_IBAN?.trim();
  const bic = env.SELLER_BIC?.trim();
  if (!iban || !bic || !validIban(iban) || !validBic(bic)) return null;
  return { iban: compact(iban), bic: compact(bic) };
}

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): SellerIdentity {
  if (!env.SELLER_DENOMINATION) {
    return {
      denomination: 'Registre des entreprises (démonstration)',
      adresse: ['Environnement de démonstration', 'Aucune vente réelle'],
      siren: null,
      rcs: null,
      tva_intracommunautaire: null,
      demonstration: true,
      banque: null,
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
    banque: sellerBankFromEnv(env),
  };
}

/** Why invoices could not be issued in production, or null. */
export function sellerProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (!production) return null;
  if (!env.SELLER_DENOMINATION || !env.SELLER_SIREN || !env.SELLER_ADDRESS) {
    return "SELLER_DENOMINATION, SELLER_SIREN et SELLER_ADDRESS sont obligatoires en production : les factures doivent nommer le vendeur (article L441-9 du Code de commerce).";
  }
  // A mistyped account would send customers' transfers elsewhere: better not to start.
  if ((env.SELLER_IBAN || env.SELLER_BIC) && !sellerBankFromEnv(env)) {
    return 'SELLER_IBAN et SELLER_BIC vont ensemble et doivent être valides (clé de contrôle de l\'IBAN, BIC de 8 ou 11 caractères) : les factures les impriment pour les virements.';
  }
  return null;
}
