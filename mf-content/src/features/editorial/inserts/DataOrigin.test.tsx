import { dataOriginText } from './DataOrigin';

describe('the origin of the data on the about page', () => {
  it('says the companies are fictitious and that no public source is loaded when the site runs generated data', () => {
    const text = dataOriginText({ corpus_genere: true, sirene: false }).join(' ');
    expect(text).toContain('sont fictifs');
    expect(text).toContain('Aucune donnée publique');
    expect(text).not.toMatch(/reposent sur les données publiques/);
  });

  it('names the public sources only when the site does not run generated data', () => {
    expect(dataOriginText({ corpus_genere: false, sirene: true }).join(' ')).toContain('reposent sur les données publiques');
    expect(dataOriginText({ corpus_genere: true, sirene: true }).join(' ')).toContain('répertoire SIRENE de l’Insee');
  });
});
