import { on, publish, eventType } from './eventBus';

describe('event bus', () => {
  it('delivers typed payloads through window CustomEvents', () => {
    const seen: number[] = [];
    const sub = on('basket:changed').subscribe((p) => seen.push(p.articleCount));
    publish('basket:changed', { v: 1, articleCount: 3 });
    window.dispatchEvent(new CustomEvent(eventType('basket:changed'), { detail: { v: 1, articleCount: 5 } }));
    sub.unsubscribe();
    publish('basket:changed', { v: 1, articleCount: 9 });
    expect(seen).toEqual([3, 5]);
  });

  it('ignores payloads of another version or without one', () => {
    const seen: unknown[] = [];
    const sub = on('toast:show').subscribe((p) => seen.push(p.message));
    window.dispatchEvent(new CustomEvent('portail:toast:show', { detail: { v: 2, type: 'error', message: 'v2' } }));
    window.dispatchEvent(new CustomEvent('portail:toast:show', { detail: 'texte' }));
    window.dispatchEvent(new CustomEvent('portail:toast:show', { detail: { v: 1, type: 'error', message: 'v1' } }));
    sub.unsubscribe();
    expect(seen).toEqual(['v1']);
  });
});
