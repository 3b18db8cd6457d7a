// The basket's work on every page of the site, loaded by the shell on demand (`./agent`): it puts
// in the basket what record pages ask for (`basket:add-article`), keeps the header's count up to
// date, and merges a guest's basket into the account's at sign-in.
import { publish, userMessage, type PortailEvents } from '@portail/shared';
import { accountBasket, addArticle, announce, fetchBasket, guestUid } from './api';
import { SHORTCUT_LABELS } from './labels';

export interface BasketAgent {
  /** Adds the document, then says so in a toast. */
  add(e: PortailEvents['basket:add-article']): Promise<void>;
  /** Reads the basket again and announces its count (after a page load, a sign-in, a sign-out). */
  refresh(): Promise<void>;
}

export function createBasketAgent(): BasketAgent {
  const toast = (type: 'success' | 'warning' | 'error', message: string) => publish('toast:show', { v: 1, type, message });
  return {
    async add(e) {
      const what = `${SHORTCUT_LABELS[e.shortcut]}${e.denomination ? ` de ${e.denomination}` : ''}`;
      try {
        const r = await addArticle(e);
        announce(r.panier);
        toast('success', r.resultat === 'AJOUTE' ? `Ajouté au panier : ${what}.` : `Déjà dans votre panier : ${what}.`);
      } catch (error) {
        toast('error', `Ajout au panier impossible (${what}) : ${userMessage(error)}`);
      }
    },
    async refresh() {
      // A visitor who never put anything in a basket has nothing to ask for.
      if (!accountBasket() && !guestUid()) {
        publish('basket:changed', { v: 1, articleCount: 0 });
        return;
      }
      try {
        announce(await fetchBasket());
      } catch {
        // The count keeps its last value; the basket page shows the failure.
      }
    },
  };
}
