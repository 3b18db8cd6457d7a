import { documentsReadyMail, type DocumentsReady } from './mail';

const READY: DocumentsReady = {
  to: 'client@example.test',
  reference: 'CMD00000012',
  documents: [{ libelle: 'Extrait Kbis', entite_denomination: 'Agence Immobilière Hnawia', envoi: 1 }],
  link: 'https://example.test/commande',
  periodic: false,
  territory: 'FR',
};

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('the documents-ready mail', () => {
  it('is signed by the New Caledonia site for an order of that site', () => {
    const mail = documentsReadyMail({ ...READY, territory: 'NC' });
    expect(lastLine(mail.text)).toBe('Registre des entreprises de Nouvelle-Calédonie');
    expect(mail.html).toContain('<p>Registre des entreprises de Nouvelle-Calédonie</p>');
  });

  it('is signed by the mainland site for an order of the mainland', () => {
    const mail = documentsReadyMail({ ...READY, territory: 'FR' });
    expect(lastLine(mail.text)).toBe('Registre des entreprises');
    expect(mail.html).not.toContain('Nouvelle-Calédonie');
  });
});
