import { render, screen } from '@testing-library/react';
import { RecordsApp } from './RecordsApp';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<RecordsApp />);
}

describe('RecordsApp', () => {
  it.each([
    ['/entreprise/boulangerie-dupont/552100554/1', 'Entreprise – SIREN 552 100 554'],
    ['/entreprise/boulangerie-dupont/552100554/1/?ancre=dirigeants', 'Entreprise – SIREN 552 100 554'],
    ['/entreprise-societe/boulangerie-dupont-552100554', 'Entreprise – SIREN 552 100 554'],
    ['/etablissement/boulangerie-dupont/55210055400013/1', 'Établissement – SIRET 552 100 554 00013'],
    ['/etablissement/commerce-noumea/1234567001/9', 'Établissement – RIDET 1234567.001'],
    ['/dirigeant/dupont-jean/1', 'Dirigeant – Dupont Jean'],
    ['/liste_etablissements/boulangerie-dupont/552100554/1', "Établissements de l'entreprise SIREN 552 100 554"],
    ['/fiche-greffe/paris/7501', 'Fiche du greffe n° 7501'],
  ])('%s has the heading %s', (path, heading) => {
    renderAt(path);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
  });

  it('links a company to its establishment list', () => {
    renderAt('/entreprise/boulangerie-dupont/552100554/1');
    expect(screen.getByRole('link', { name: "Voir les établissements de l'entreprise" })).toHaveAttribute(
      'href',
      '/liste_etablissements/boulangerie-dupont/552100554/1',
    );
    expect(document.title).toBe('Entreprise – SIREN 552 100 554');
  });

  it.each([
    '/entreprise',
    '/entreprise/boulangerie-dupont',
    '/entreprise/boulangerie-dupont/55210/1',
    '/entreprise/boulangerie-dupont/552100554/1/extra',
    '/entreprise-societe',
    '/entreprise-societe/boulangerie-dupont',
    '/etablissement/boulangerie-dupont/552100554/1',
    '/dirigeant/dupont-jean',
    '/liste_etablissements/boulangerie-dupont/552100554',
    '/fiche-greffe/paris/75',
  ])('%s is not found', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
  });
});
