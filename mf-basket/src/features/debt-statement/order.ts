// Putting a debt-status statement in the basket, with the basket service's routes: a company of the
// registry is ordered like its other documents (POST paniers, any statement the grid prices); a
// debtor known only by SIREN or by name has a route of its own, which adds the statement named.
import type { AjoutPanier, DebtStatementCode } from '@portail/shared';
import { postToBasket } from '../basket';
import type { Debtor } from './debtor';

/** Adds the statement to the visitor's basket (the account's once signed in). */
export function addStatement(debtor: Debtor, article: DebtStatementCode): Promise<AjoutPanier> {
  switch (debtor.kind) {
    case 'company':
      return postToBasket('paniers', { type: article, id_entreprise: debtor.id });
    case 'siren':
      return postToBasket('paniers/etat_endettement_debiteur_siren', { siren: debtor.siren, type: article });
    case 'name':
      return postToBasket('paniers/etat_endettement_debiteur_approchant', { denomination: debtor.denomination, code_postal: debtor.postcode, type: article });
  }
}
