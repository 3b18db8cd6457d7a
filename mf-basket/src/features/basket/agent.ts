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
  // A read of the basket that started before an addition answered, or while one is under way, may
  // have been served before the addition was written: the addition's own answer is newer, and the
  // read's count is not announced over it (an empty header right after « Ajouté au panier »).
  let tick = 0;
  let additionsUnderWay = 0;
  let lastAdditionAnswered = 0;
  return {
    async add(e) {
      const what = `${SHORTCUT_LABELS[e.shortcut]}${e.denomination ? ` de ${e.denomination}` : ''}`;
      additionsUnderWay += 1;
      try {
        const r = await addArticle(e);
        lastAdditionAnswered = ++tick;
        announce(r.panier);
        toast('success', r.resultat === 'AJOUTE' ? `Ajouté au panier : ${what}.` : `Déjà dans votre panier : ${what}.`);
      } catch (error) {
        toast('error', `Ajout au panier impossible (${what}) : ${userMessage(error)}`);
      } finally {
        additionsUnderWay -= 1;
      }
    },
    async refresh() {
      // A visitor who never put anything in a basket has nothing to ask for.
      if (!accountBasket() && !guestUid()) {
        publish('basket:changed', { v: 1, articleCount: 0 });
        return;
      }
      const started = ++tick;
      const addingAtStart = additionsUnderWay > 0;
      try {
        const basket = await fetchBasket();
        if (!addingAtStart && additionsUnderWay === 0 && lastAdditionAnswered < started) announce(basket);
      } catch {
        // The count keeps its last value; the basket page shows the failure.
      }
    },
  };
}
