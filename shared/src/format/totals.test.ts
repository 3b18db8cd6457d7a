import { preTaxRows } from './totals';

describe('preTaxRows', () => {
  it('gives the total HT alone when nothing is mailed', () => {
    expect(preTaxRows({ montant_ht: 267, frais_envoi: 0 })).toEqual([{ key: 'ht', label: 'Total HT', amount: 267 }]);
  });

  it('puts the postage in the total HT, with the documents and the postage apart', () => {
    expect(preTaxRows({ montant_ht: 480, frais_envoi: 236 })).toEqual([
      { key: 'documents', label: 'Documents HT', amount: 480 },
      { key: 'envoi', label: "Frais d'envoi HT", amount: 236 },
      { key: 'ht', label: 'Total HT', amount: 716 },
    ]);
  });
});
