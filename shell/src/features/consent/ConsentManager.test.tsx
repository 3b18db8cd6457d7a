import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@portail/shared';
import { ConsentManager, SAVED_MESSAGE } from './ConsentManager';
import { PREFERENCES_TITLE } from './ConsentPreferences';
import { createConsentStore } from './consentStore';

const NOW = new Date('2026-11-26T10:00:00Z');

function jar(initial = '') {
  let cookie = initial;
  const writes: string[] = [];
  const doc = {
    location: { protocol: 'http:' },
    get cookie() {
      return cookie;
    },
    set cookie(v: string) {
      writes.push(v);
      cookie = v.split(';')[0]!;
    },
  } as unknown as Document;
  return { doc, writes, value: () => cookie };
}

function setup(initial = '') {
  const cookies = jar(initial);
  const store = createConsentStore(cookies.doc, () => NOW);
  const toasts: string[] = [];
  const sub = on('toast:show').subscribe((t) => toasts.push(t.message));
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  document.body.append(main);
  const view = render(<ConsentManager store={store} />);
  return { store, cookies, toasts, main, cleanup: () => (sub.unsubscribe(), main.remove(), view.unmount()) };
}

describe('ConsentManager', () => {
  it('asks on a visit with no recorded choice, with three choices of equal weight', () => {
    const t = setup();
    const banner = screen.getByRole('region', { name: "Mesure d'audience" });
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Tout accepter', 'Tout refuser', 'Personnaliser']);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(banner).toHaveTextContent('sans adresse IP');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    t.cleanup();
  });

  it('does not ask again once a choice is recorded', () => {
    const t = setup('consentement=v1|mesure=0|2026-11-01');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    t.cleanup();
  });

  it('records a refusal as easily as an acceptance, and gives the focus to the page', async () => {
    const user = userEvent.setup();
    const t = setup();
    // The choice is made here: the banner's form, for a page whose scripts have not run, is not sent.
    const submitted = jest.fn();
    document.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    document.removeEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    expect(t.cookies.value()).toBe('consentement=v1|mesure=0|2026-11-26');
    expect(t.store.getState().choice).toEqual({ mesure: false, date: '2026-11-26' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(t.main).toHaveFocus();
    expect(t.toasts).toEqual([SAVED_MESSAGE]);
    t.cleanup();

    const t2 = setup();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(t2.cookies.writes).toEqual(['consentement=v1|mesure=1|2026-11-26; Max-Age=15552000; Path=/; SameSite=Lax']);
    t2.cleanup();
  });

  it('« Personnaliser » opens the purposes, nothing switched on, and saves what is chosen', async () => {
    const user = userEvent.setup();
    const t = setup();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: PREFERENCES_TITLE });
    expect(within(dialog).getByRole('heading', { name: 'Strictement nécessaires' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('portail_session');
    expect(dialog).toHaveTextContent('Toujours actifs');
    const sw = within(dialog).getByRole('switch', { name: "Autoriser la mesure d'audience et de performance" });
    expect(sw).not.toBeChecked();
    expect(sw).toHaveFocus();
    expect(sw).toHaveAccessibleDescription(/sans adresse IP, sans identifiant et sans lien avec votre compte/);
    await user.click(sw);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(t.store.getState().choice).toEqual({ mesure: true, date: '2026-11-26' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(t.main).toHaveFocus();
    t.cleanup();
  });

  it('reopened later (the footer’s « Préférences cookies »), shows the recorded choice and withdraws it', async () => {
    const user = userEvent.setup();
    const t = setup('consentement=v1|mesure=1|2026-11-20');
    act(() => t.store.openPreferences());
    const dialog = await screen.findByRole('dialog', { name: PREFERENCES_TITLE });
    expect(within(dialog).getByRole('switch')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    expect(t.store.getState().choice?.mesure).toBe(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    t.cleanup();
  });

  it('closed without saving, records nothing and keeps asking', async () => {
    const user = userEvent.setup();
    const t = setup();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TITLE })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(t.cookies.writes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
    t.cleanup();
  });
});
