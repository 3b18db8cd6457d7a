import { sellerFromEnv, sellerProblem } from './seller';

const OPERATOR = { SELLER_DENOMINATION: 'REGISTRE SAS', SELLER_SIREN: '123456789', SELLER_ADDRESS: '1 rue du Greffe|75001 Paris' };

describe('the seller from the environment', () => {
  it('has no bank account in the demonstration', () => {
    expect(sellerFromEnv({}).banque).toBeNull();
  });

  it("takes the operator's IBAN and BIC, compacted, and refuses to start on a mistyped one", () => {
    expect(sellerFromEnv({ ...OPERATOR, SELLER_IBAN: 'fr76 3000 6000 0112 3456 7890 189', SELLER_BIC: 'agrifrpp' }).banque).toEqual({ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
    expect(sellerProblem({ ...OPERATOR, SELLER_IBAN: 'FR7630006000011234567890189', SELLER_BIC: 'AGRIFRPP' }, true)).toBeNull();
    const typo = { ...OPERATOR, SELLER_IBAN: 'FR7630006000011234567890188', SELLER_BIC: 'AGRIFRPP' };
    expect(sellerFromEnv(typo).banque).toBeNull();
    expect(sellerProblem(typo, true)).toContain('SELLER_IBAN et SELLER_BIC');
    expect(sellerProblem({ ...OPERATOR, SELLER_IBAN: 'FR7630006000011234567890189' }, true)).toContain('SELLER_IBAN et SELLER_BIC');
  });
});
