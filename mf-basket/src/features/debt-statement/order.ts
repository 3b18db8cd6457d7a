// Putting a debt-status statement in the basket, with the basket service's routes: a company of the
// registry is ordered like its other documents (POST paniers, any statement the grid prices); a
// debtor known only by SIREN or by name has a route of its own, which adds the full statement.
import type { AjoutPanier, CodeArticle } from '@portail/shared';
import { postToBasket } from '../basket';
import type { Debtor } from './debtor';

/** The one statement the basket service adds for a debtor designated by SIREN or by name. */
const OUTSIDE_REGISTRY_STATEMENT: CodeArticle = 'ETAT_ENDETTEMENT';

/** Whether the basket service can add this statement for this debtor. */
export function canOrder(debtor: Debtor, article: CodeArticle): boolean {
  return debtor.kind === 'company' || article === OUTSIDE_REGISTRY_STATEMENT;
}

/** Adds the statement to the visitor's basket (the account's once signed in). */
export function addStatement(debtor: Debtor, article: CodeArticle): Promise<AjoutPanier> {
  if (!canOrder(debtor, article)) return Promise.reject(new Error("Cet état ne peut être commandé que pour une entreprise du registre."));
  switch (debtor.kind) {
    case 'company':
      return postToBasket('paniers', { type: article, id_entreprise: debtor.id });
    case 'siren':
      return postToBasket('paniers/etat_endettement_debiteur_siren', { siren: debtor.siren });
    case 'name':
      return postToBasket('paniers/etat_endettement_debiteur_approchant', { denomination: debtor.denomination, code_postal: debtor.postcode });
  }
}
