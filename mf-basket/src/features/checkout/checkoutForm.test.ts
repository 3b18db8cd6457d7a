import { CustomerAccountSchema, withBilling } from '@portail/shared';
import { VARIANTS } from '@portail/shared/site/variants';
import { initialValues } from './checkoutForm';

// A billing address with no country takes the site's: a Nouméa customer is billed in New Caledonia.

const account = withBilling(CustomerAccountSchema.parse({ id: 3, version: 1, type_compte: 'MEMBRE', position: 'OUVERT', selectionne: true }), []);
const contact = { address: '12 rue des Lilas', extraAddress: '', postcode: '98800', city: 'Nouméa', country: '', mobile: '', landline: '' };
const person = { firstName: 'Léa', lastName: 'Wamytan' };

describe('checkout form defaults', () => {
  it("fills a missing country with the site's territory's", () => {
    expect(initialValues(account, contact, person, VARIANTS.nc.country).facturation.pays).toBe('Nouvelle-Calédonie');
    expect(initialValues(account, { ...contact, postcode: '44000', city: 'Nantes' }, person, VARIANTS.fr.country).facturation.pays).toBe('France');
  });

  it('keeps a country the customer gave', () => {
    expect(initialValues(account, { ...contact, country: 'Belgique' }, person, VARIANTS.nc.country).livraison.pays).toBe('Belgique');
  });
});
