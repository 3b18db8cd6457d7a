import { publish, toastStore } from '@portail/shared';
import { installToastBridge } from './ToastBridge';

describe('toast bridge', () => {
  it('keeps the toasts remotes publish, before any viewport renders them, until it is removed', () => {
    toastStore.setState({ toasts: [] });
    const uninstall = installToastBridge();
    publish('toast:show', { v: 1, type: 'success', message: 'Article ajouté au panier' });
    expect(toastStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([['success', 'Article ajouté au panier']]);
    uninstall();
    publish('toast:show', { v: 1, type: 'error', message: 'Ignoré' });
    expect(toastStore.getState().toasts).toHaveLength(1);
  });
});
