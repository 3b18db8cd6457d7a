import { GUEST_BASKET_STORAGE_KEY, eventType, resetAuthApi, type Panier } from '@portail/shared';
import { basketOf } from '../../testing/fixtures';
import { createBasketAgent } from './agent';

const UID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

/** A basket of `count` articles as the API answers it (the articles themselves do not matter here). */
const basket = (count: number): Panier => basketOf([], { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 }, { nombre_articles: count });

/** The API's answers, each released when the test says so. */
function holdAnswers() {
  const pending: { method: string; release: (body: unknown) => void }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const body = await new Promise<unknown>((release) => pending.push({ method: request.method, release }));
    return new Response(JSON.stringify(body), { status: request.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
  });
  const answer = async (method: string, body: unknown) => {
    for (let i = 0; i < 50 && !pending.some((p) => p.method === method); i++) await new Promise((r) => setTimeout(r, 0));
    const at = pending.findIndex((p) => p.method === method);
    if (at < 0) throw new Error(`no ${method} request waiting`);
    pending.splice(at, 1)[0]!.release(body);
  };
  return { spy, answer };
}

describe('the basket agent and the header count', () => {
  let counts: number[];
  const listen = (e: Event) => counts.push((e as CustomEvent<{ articleCount: number }>).detail.articleCount);
  beforeEach(() => {
    counts = [];
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    window.addEventListener(eventType('basket:changed'), listen);
  });
  afterEach(() => {
    window.removeEventListener(eventType('basket:changed'), listen);
    jest.restoreAllMocks();
    resetAuthApi();
    window.localStorage.clear();
  });

  const add = { v: 1 as const, shortcut: 'KBIS' as const, companyId: '7', denomination: 'DANONE' };

  it('keeps the count an addition answered when a read that started before it answers last', async () => {
    const { answer } = holdAnswers();
    const agent = createBasketAgent();
    const refreshing = agent.refresh();
    const adding = agent.add(add as never);
    await answer('POST', { resultat: 'AJOUTE', sous_article_id: 11, panier: basket(1) });
    await adding;
    // The page load's read was served before the addition was written.
    await answer('GET', basket(0));
    await refreshing;
    expect(counts).toEqual([1]);
  });

  it('does not announce a read that started while an addition was under way', async () => {
    const { answer } = holdAnswers();
    const agent = createBasketAgent();
    const adding = agent.add(add as never);
    const refreshing = agent.refresh();
    await answer('GET', basket(0));
    await refreshing;
    await answer('POST', { resultat: 'AJOUTE', sous_article_id: 11, panier: basket(1) });
    await adding;
    expect(counts).toEqual([1]);
  });

  it('announces a read that started after the last addition answered', async () => {
    const { answer } = holdAnswers();
    const agent = createBasketAgent();
    const adding = agent.add(add as never);
    await answer('POST', { resultat: 'AJOUTE', sous_article_id: 11, panier: basket(1) });
    await adding;
    const refreshing = agent.refresh();
    await answer('GET', basket(2));
    await refreshing;
    expect(counts).toEqual([1, 2]);
  });
});
