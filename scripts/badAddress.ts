// The page a shell sends, with HTTP 400, for an address whose path does not decode (a "%" not
// followed by two hexadecimal digits, bytes that are not UTF-8): the shell's own index.html, with
// its stylesheet and head, the message written into the page's outlet, and no script. The
// application would read a path it cannot decode as some page of its routes; without scripts the
// page is what the server says it is, with or without JavaScript.

const OUTLET = /<div(?=[^>]*\bid="shell-page")([^>]*)><\/div>/;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param template the shell's index.html as built */
export function badAddressPage(template: string, { siteName }: { siteName: string }): string {
  if (!OUTLET.test(template)) throw new Error('index.html has no page outlet (id="shell-page")');
  const title = `Adresse invalide | ${escapeHtml(siteName)}`;
  const body = [
    '<div class="page">',
    '<nav aria-label="Fil d\'Ariane" class="breadcrumb"><ol><li><a href="/">Accueil</a></li><li><span aria-current="page">Adresse invalide</span></li></ol></nav>',
    '<h1 class="page__title">Adresse invalide</h1>',
    '<div class="status-screen">',
    '<p class="status-screen__code">Erreur 400</p>',
    `<p class="status-screen__text">L’adresse demandée est mal formée : elle contient un caractère « % » qui n’est pas suivi d’un code valide. Elle ne mène à aucune page de ${escapeHtml(siteName)}. Le lien que vous avez suivi a peut-être été tronqué ou mal copié : vérifiez l’adresse, ou repartez de la page d’accueil.</p>`,
    '<p class="status-screen__actions"><a class="btn btn--primary" href="/">Retour à l’accueil</a></p>',
    '</div>',
    '</div>',
  ].join('');
  return (
    template
      // No script, nor what only scripts use.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"[^>]*>/g, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title><meta name="robots" content="noindex"/>`)
      .replace(OUTLET, (_, attrs: string) => `<div${attrs}>${body}</div>`)
  );
}
