import { letter } from './letter';

describe('the portal’s plain letter', () => {
  it('greets, says each paragraph, leads to a page and signs, in text and in escaped HTML', () => {
    const mail = letter({ to: 'a@exemple.fr', subject: 'Objet', paragraphs: ['Premier <b>point</b>.', 'Second point.'], link: { lead: 'Voir la page :', href: 'https://site.test/page?a=1&b=2' } });
    expect(mail).toEqual({
      to: 'a@exemple.fr',
      subject: 'Objet',
      text: 'Bonjour,\n\nPremier <b>point</b>.\n\nSecond point.\n\nVoir la page :\nhttps://site.test/page?a=1&b=2\n\nRegistre des entreprises',
      html: '<p>Bonjour,</p>\n<p>Premier &lt;b&gt;point&lt;/b&gt;.</p>\n<p>Second point.</p>\n<p>Voir la page : <a href="https://site.test/page?a=1&amp;b=2">https://site.test/page?a=1&amp;b=2</a></p>\n<p>Registre des entreprises</p>',
    });
  });

  it('ends with the signature when it leads nowhere', () => {
    const mail = letter({ to: 'a@exemple.fr', subject: 'Objet', paragraphs: ['Un point.'] });
    expect(mail.text).toBe('Bonjour,\n\nUn point.\n\nRegistre des entreprises');
    expect(mail.html).toBe('<p>Bonjour,</p>\n<p>Un point.</p>\n<p>Registre des entreprises</p>');
  });
});
