import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordsTest } from '../testing/recordsTest';
import { companyApi, companyApiWithPrices } from '../testing/handlers';
import { asSubscriber } from '../testing/subscriber';

const CANONICAL = '/entreprise/lp-holding/965165210/1';
const { serve, renderAt } = recordsTest();

describe('ordering within reach of the company record', () => {
  it('makes « Aller aux commandes » the first link of the record, which moves the focus to the order panel', async () => {
    serve(companyApi);
    const { container } = renderAt(CANONICAL);
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' }, { timeout: 10_000 });
    const first = container.querySelector('a, button, [tabindex="0"]');
    expect(first).toHaveAccessibleName('Aller aux commandes');
    await userEvent.setup().click(first!);
    expect(screen.getByRole('region', { name: 'Commander un document' })).toHaveFocus();
  });

  it('opens the order list in a dialog from the bar, with the Kbis price of the site grid, and gives the focus back on closing', async () => {
    serve(companyApiWithPrices);
    renderAt(CANONICAL);
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Commander un document' }, { timeout: 10_000 });
    const bar = open.closest('.record-order-bar') as HTMLElement;
    await waitFor(() => expect(bar).toHaveTextContent(/Extrait Kbis 3,20\s€ TTC/), { timeout: 10_000 });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Commander un document' });
    const kbis = within(dialog).getByRole('button', { name: 'Commander : Kbis' });
    await waitFor(() => expect(document.getElementById(kbis.getAttribute('aria-describedby') ?? '')).toHaveTextContent(/^3,20\s€ TTC$/));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it("says in the bar that the electronic Kbis is included for a selected account whose subscription pays for it, as the order list does", async () => {
    await asSubscriber('KBIS,SURV', async () => {
      serve(companyApiWithPrices);
      renderAt(CANONICAL);
      const open = await screen.findByRole('button', { name: 'Commander un document' }, { timeout: 10_000 });
      const bar = open.closest('.record-order-bar') as HTMLElement;
      await waitFor(() => expect(bar).toHaveTextContent('Extrait Kbis électronique inclus dans votre abonnement'), { timeout: 10_000 });
      expect(bar).not.toHaveTextContent('€');
    });
  });

  it('shows no price in the bar while the grid is unknown rather than a made-up one', async () => {
    serve(companyApi);
    renderAt(CANONICAL);
    const open = await screen.findByRole('button', { name: 'Commander un document' }, { timeout: 10_000 });
    expect(open.closest('.record-order-bar')).not.toHaveTextContent('€');
  });
});
