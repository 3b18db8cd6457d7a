import { test, expect } from '@playwright/test';
import { DEMO_CUSTOMER, expectNoAxeViolations, signIn, waitForSite } from './helpers';
import { CARDS, SANDBOX, header, payOnHostedPage } from './orderingSteps';

// An invoice to be paid later, paid by card in the browser: the demo customer, billed monthly, has
// last month's invoice to pay (api/src/modules/users/demoInvoices.ts). In « Mes factures » she sees
// it « À payer » with its due date, opens « Payer », pays by card on the provider's hosted page
// (the sandbox on its own origin; only its signed notification settles the invoice), comes back to
// the invoice « Payée » and the receipt of the payment listed. Her subscriptions, orders and wallet
// are left as they were: the other journeys' demo customer is unchanged but for this invoice.
// The invoice is paid once: the journey needs a site whose demo data is fresh (CI's, or a site
// started on a new data directory), as on any site it finds nothing left to pay a second time.

const INVOICES = '/espace-personnel/mes-factures';
const HOLDER = 'Camille Durand';

test.beforeAll(async ({ request }) => waitForSite(request, `${SANDBOX}/sante`));

test('the demo customer pays her monthly invoice by card on the provider’s page, and finds it « Payée » with its receipt', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(INVOICES);
  await signIn(page, () => header(page).getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes factures' })).toBeVisible();
  await expect(page.getByText(/Chargement/)).toHaveCount(0);

  // Last month's invoice, to be paid, with its due date.
  const invoices = page.getByRole('table', { name: 'Mes factures' });
  const due = invoices.getByRole('row').filter({ hasText: 'Facture mensuelle' }).filter({ hasText: 'À payer' }).first();
  await expect(due, 'the demo invoice to pay: it is paid once per site, on fresh demo data').toBeVisible();
  const numero = (await due.getByRole('rowheader').textContent())!.match(/FA\d{4}-\d{6}/)![0];
  const echeance = (await due.textContent())!.match(/Échéance le (\d{2}\/\d{2}\/\d{4})/)![1]!;
  const row = invoices.getByRole('row').filter({ hasText: numero });
  await expect(row).not.toContainText('En retard');
  await expectNoAxeViolations(page);

  // « Payer »: the card, the wallet when it covers the amount, the transfer's details.
  await row.getByRole('button', { name: `Payer la facture ${numero}` }).click();
  const settlement = page.getByRole('region', { name: `Régler la facture ${numero}` });
  await expect(settlement).toContainText(`avant le ${echeance}`);
  await expect(settlement.getByRole('heading', { name: 'Par virement' })).toBeVisible();
  const card = settlement.getByRole('button', { name: /^Payer .+ par carte bancaire$/ });
  const amount = (await card.textContent())!.match(/^Payer (.+) par carte bancaire$/)![1]!;
  await card.click();

  // The provider's page, then back to « Mes factures », once its notification has settled the payment.
  await payOnHostedPage(page, CARDS.accepted, amount, HOLDER);
  await expect(page).toHaveURL(/\/espace-personnel\/mes-factures\?session=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await expect(page.getByText(`Votre paiement de ${amount} par carte bancaire est confirmé : la facture est payée.`)).toBeVisible();
  await expect(row).toContainText('Payée');
  await expect(row.getByRole('button', { name: `Payer la facture ${numero}` })).toHaveCount(0);

  // Its receipt, among the payments received.
  const receipt = page.getByRole('table', { name: 'Mes paiements' }).getByRole('row').filter({ hasText: `Facture ${numero}` });
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText(amount);
  await expect(receipt.getByRole('button', { name: /^Télécharger le justificatif / })).toBeVisible();
  await expect(page.getByText(/Chargement/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
