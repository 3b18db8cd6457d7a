/** @jest-environment node */
// New Caledonia has its own registers, tax, courts, currency and time: its site names no mainland
// source as if it applied there. Every page it shows (a page's NC version where it has one) is
// read for the mainland's names; a page about the difference itself is allowed by name below.
import { isOnTerritory, type ContentPage } from '../model';
import { siteContent } from '../testing';

/** What only applies to mainland France (and its overseas departments), never to New Caledonia. */
const MAINLAND_ONLY: [label: string, pattern: RegExp][] = [
  ['Sirene', /\bsirene\b/i],
  ['SIREN / SIRET', /\bsire[nt]\b/i],
  ['Insee', /\binsee\b/i],
  ['RNE', /\bRNE\b|registre national des entreprises/i],
  ['BODACC', /\bbodacc\b|bulletin officiel des annonces civiles/i],
  ['INPI', /\binpi\b/i],
  ['guichet unique', /guichet unique|formalites\.entreprises\.gouv\.fr/i],
  ['TVA', /\bTVA\b|taxe sur la valeur ajoutée/i],
  ['tribunaux de commerce', /tribuna(l|ux) de commerce/i],
  ['« N greffes »', /\b\d+ greffes\b/i],
  ['euros', /\beuros?\b|€/i],
  ['heure de Paris', /heure de Paris/i],
];

/**
 * Pages of the New Caledonia site that name mainland sources to say that they do not apply there.
 * Reviewed one by one; keep this list short.
 */
const ABOUT_THE_DIFFERENCE: Record<string, string> = {
  '/formalites/nouvelle-caledonie': 'says that the guichet unique and the national registry do not cover New Caledonia, and where its formalities are made instead',
};

/** What a visitor reads of a page, its links' addresses included. */
function textOf(page: ContentPage): string {
  const faq = (page.faq ?? []).flatMap((t) => [t.title, ...t.entries.flatMap((e) => [e.question, e.html])]);
  return [page.title, page.label, page.description, page.html, ...faq].join('\n');
}

const ncPages = () => siteContent().pages.filter((p) => isOnTerritory(p, 'NC'));

describe('the New Caledonia site', () => {
  it('names no mainland-only register, tax, court, currency or time on its pages', () => {
    const found = ncPages()
      .filter((p) => !(p.path in ABOUT_THE_DIFFERENCE))
      .map((p) => [p.path, MAINLAND_ONLY.filter(([, pattern]) => pattern.test(textOf(p))).map(([label]) => label)] as const)
      .filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('allows only pages it shows that do speak of the difference', () => {
    for (const path of Object.keys(ABOUT_THE_DIFFERENCE)) {
      const page = ncPages().find((p) => p.path === path);
      expect([path, page && MAINLAND_ONLY.some(([, pattern]) => pattern.test(textOf(page)))]).toEqual([path, true]);
    }
  });

  it.each(['/mentions-legales', '/cgu-cgv', '/politique-de-confidentialite-traitement-donnees-personnelles'])(
    'has its own version of %s, naming the registers that apply there',
    (path) => {
      const page = ncPages().find((p) => p.path === path)!;
      expect(page.territories).toEqual(['NC']);
      expect(textOf(page)).toContain('tribunal mixte de commerce de Nouméa');
      expect(siteContent().pages.find((p) => p.path === path && isOnTerritory(p, 'FR'))!.territories).toEqual(['FR']);
    },
  );
});
