// The basket service (SPEC §7 paniers) as the basket pages and the basket agent call it: a
// visitor's basket by the id their browser keeps, a signed-in customer's by their selected account.
import {
  AjoutPanierSchema,
  GUEST_BASKET_STORAGE_KEY,
  PanierSchema,
  authApi,
  authStore,
  newUuid,
  pageSite,
  publish,
  selectedAccountStore,
  type AjoutPanier,
  type Panier,
  type PortailEvents,
} from '@portail/shared';
import type { ModificationSousArticleBody } from '@portail/shared/api/requests/basket';
import { siteVariant } from '@portail/shared/site/variants';
import { siteGridCode } from '../prices';

/** The guest's basket id, if this browser has one. */
export function guestUid(): string | null {
  try {
    return window.localStorage.getItem(GUEST_BASKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

function newGuestUid(): string {
  const uid = newUuid();
  window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, uid);
  return uid;
}

export function forgetGuestUid(): void {
  window.localStorage.removeItem(GUEST_BASKET_STORAGE_KEY);
}

/** The basket is the account's once the person is signed in and acts for a selected account. */
export function accountBasket(): boolean {
  return authStore.getState().connected && selectedAccountStore.getState().account !== null;
}

/** Query of a basket call: the site's grid, and the guest's id when the basket is theirs. */
function query(uid: string | null): Record<string, string> {
  const q: Record<string, string> = { uid_grille_tarifaire: siteGridCode() };
  if (!accountBasket() && uid) q.uid_invite = uid;
  return q;
}

/** An empty basket of the site, for a visitor who never put anything in one (no call needed). */
export function emptyBasket(): Panier {
  const { currency, territory } = siteVariant(pageSite());
  const zero = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };
  return { id: null, grille_tarifaire: siteGridCode(), devise: currency, taux_tva: currency === 'XPF' ? 0 : 20, territoire: territory, nombre_articles: 0, articles: [], prix_devises: { ...zero, devise: currency }, envoi_courrier: false };
}

/** Tells the header how many documents the basket holds. */
export function announce(basket: Panier): Panier {
  publish('basket:changed', { v: 1, articleCount: basket.nombre_articles });
  return basket;
}

/**
 * At sign-in, the guest's basket joins the account's (the API adds up and never duplicates), and
 * the browser forgets the guest id. Safe to call twice: a second merge finds nothing.
 */
export async function mergeGuestBasket(signal?: AbortSignal): Promise<Panier | null> {
  const uid = guestUid();
  if (!uid || !accountBasket()) return null;
  const merged = await authApi().postJson(PanierSchema, 'paniers/connexions', undefined, { searchParams: { uid_invite: uid, uid_grille_tarifaire: siteGridCode() }, signal });
  forgetGuestUid();
  return merged;
}

/** The basket, merged first when a signed-in person still has a guest basket in this browser. */
export async function fetchBasket(signal?: AbortSignal): Promise<Panier> {
  if (accountBasket()) {
    const merged = await mergeGuestBasket(signal);
    return merged ?? authApi().getJson(PanierSchema, 'paniers', query(null), { signal });
  }
  const uid = guestUid();
  if (!uid) return emptyBasket();
  return authApi().getJson(PanierSchema, 'paniers', query(uid), { signal });
}

/**
 * Posts an addition to the basket: `paniers` (a document of a company) or one of its routes for a
 * debt-status statement. A guest's first addition gives this browser its basket id.
 */
export function postToBasket(path: string, body: object): Promise<AjoutPanier> {
  const uid = accountBasket() ? null : (guestUid() ?? newGuestUid());
  return authApi().postJson(AjoutPanierSchema, path, body, { searchParams: query(uid) });
}

/** Puts the document a record page asked for in the basket (`basket:add-article`). */
export async function addArticle(e: PortailEvents['basket:add-article']): Promise<AjoutPanier> {
  const id = Number(e.companyId);
  if (e.shortcut === 'ETAT_ENDETTEMENT') return postToBasket('paniers/etat_endettement_certifie', { id_entreprise: id });
  return postToBasket('paniers', { type: e.shortcut, id_entreprise: id, ...(e.documentId ? { id_document: Number(e.documentId) } : {}) });
}

export function updateSubArticle(id: number, patch: ModificationSousArticleBody): Promise<Panier> {
  return authApi().patchJson(PanierSchema, `paniers/sous_articles/${id}`, patch, { searchParams: query(guestUid()) });
}

export function removeSubArticle(id: number): Promise<Panier> {
  return authApi().requestJson(PanierSchema, `paniers/sous_articles/${id}`, { method: 'DELETE', searchParams: query(guestUid()) });
}

/** Takes out the documents of one company, or everything without `entityKey`. */
export function removeArticles(entityKey?: string): Promise<Panier> {
  return authApi().requestJson(PanierSchema, 'paniers', { method: 'DELETE', searchParams: { ...query(guestUid()), ...(entityKey ? { id_entite: entityKey } : {}) } });
}
