/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { routeOwnership } from '@portail/shared/routing/routes';
import { RouteTable } from '@portail/shared/routing/routeTable';
import { compileContent, formatErrors } from './compileContent';
import { appPathMatcher } from './appPaths';
import { isOnTerritory, siteAddress, type ContentIndex, type ContentPage } from '../model';
import { pageDataAssets } from './pageDataAssets';
import { CONTENT_DIR } from '../testing';

let dir: string;
const isAppPath = (p: string) => p === '/tarifs';

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const DESCRIPTION = 'Une description assez longue pour passer la règle des cinquante caractères.';
const page = (front: string, body = 'Du texte.') => `---\ntitre: Une page\ndescription: ${DESCRIPTION}\n${front}---\n${body}\n`;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contenu-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const compile = () => compileContent({ dir, isAppPath });

describe('compileContent', () => {
  it('turns files into pages at their paths, with ancestors, children and headings', () => {
    write('actualites/index.md', page('modele: actualites\n'));
    write('actualites/ancienne.md', page('modele: actualite\ndate: 2025-01-02\n', '## Contexte\n\nVoir [les tarifs](/tarifs) et [le fil](/actualites).'));
    write('actualites/recente.md', page('modele: actualite\ndate: 2026-03-04\ntitreCourt: Récente\n'));
    const { pages, errors, index } = compile();
    expect(errors).toEqual([]);
    expect(pages.map((p) => p.path)).toEqual(['/actualites', '/actualites/ancienne', '/actualites/recente']);
    const list = pages[0]!;
    expect(list.children.map((c) => c.path)).toEqual(['/actualites/recente', '/actualites/ancienne']);
    const old = pages[1]!;
    expect(old.ancestors).toEqual([{ path: '/actualites', label: 'Une page' }]);
    expect(old.toc).toEqual([{ id: 'contexte', title: 'Contexte' }]);
    expect(old.html).toContain('<h2 id="contexte">Contexte</h2>');
    expect(old.html).toContain('<a href="/tarifs">les tarifs</a>');
    expect(pages[2]!.label).toBe('Récente');
    expect(index.pages).toHaveLength(3);
  });

  it('splits a FAQ into themes and questions with plain-text answers', () => {
    write('faq.md', page('modele: faq\n', 'Introduction.\n\n## Kbis\n\n### Qu’est-ce qu’un **Kbis** ?\n\nUn extrait du *registre*.\n\n### Combien de temps ?\n\nTrois mois en pratique.'));
    const [faq] = compile().pages;
    expect(faq!.html).toBe('<p>Introduction.</p>\n');
    expect(faq!.faq).toEqual([
      {
        id: 'kbis',
        title: 'Kbis',
        entries: [
          { id: 'qu-est-ce-qu-un-kbis', question: 'Qu’est-ce qu’un Kbis ?', html: '<p>Un extrait du <em>registre</em>.</p>\n', text: 'Un extrait du registre.' },
          { id: 'combien-de-temps', question: 'Combien de temps ?', html: '<p>Trois mois en pratique.</p>\n', text: 'Trois mois en pratique.' },
        ],
      },
    ]);
  });

  it.each([
    ['raw HTML', page('', 'Texte <script>alert(1)</script>'), /HTML brut interdit/],
    ['a level-1 heading', page('', '# Titre'), /titre de niveau 1 interdit/],
    ['a skipped heading level', page('', '## A\n\n#### B'), /niveau de titre sauté/],
    ['a link to a missing page', page('', '[x](/pas-de-page)'), /lien vers une page qui n’existe pas : \/pas-de-page/],
    ['a javascript link', page('', '[x](javascript:alert(1))'), /lien refusé/],
    ['an image', page('', '![x](/medias/a.png)'), /image interdite/],
    ['a missing title', `---\ndescription: ${DESCRIPTION}\n---\nTexte`, /titre :/],
    ['a short description', '---\ntitre: Une page\ndescription: Trop courte.\n---\nTexte', /description trop courte/],
    ['an unknown field', page('auteur: Moi\n'), /auteur|Unrecognized|clé/i],
    ['news without a date', page('modele: actualite\n'), /une actualité doit avoir une date/],
    ['an impossible date', page('modele: actualite\ndate: 2026-02-30\n'), /date inexistante/],
    ['a video without its media', page('modele: video\nvideo:\n  fichier: /medias/v.webm\n  sousTitres: /medias/v.vtt\n  affiche: /medias/v.png\n  duree: PT1M\n'), /durée|média introuvable/],
    ['a FAQ without questions', page('modele: faq\n', '## Thème\n\nTexte.'), /une FAQ doit contenir des questions/],
    ['no front matter', 'Juste du texte', /en-tête YAML manquant/],
    ['unreadable YAML', '---\ntitre: [\n---\nTexte', /en-tête YAML illisible/],
  ])('fails on %s, naming the file', (_name, text, message) => {
    write('rubrique/page.md', text);
    const { errors } = compile();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.file === 'rubrique/page.md')).toBe(true);
    expect(errors.map((e) => e.message).join('\n')).toMatch(message);
    expect(formatErrors(dir, errors)).toContain(path.join(dir, 'rubrique/page.md'));
  });

  it('refuses file names that are not page addresses, and two files at one address', () => {
    write('Majuscules.md', page(''));
    write('notes.txt', 'x');
    write('doublon.md', page(''));
    write('doublon/index.md', page(''));
    const messages = compile().errors.map((e) => `${e.file} ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Majuscules\.md nom de fichier/),
        expect.stringMatching(/^notes\.txt fichier inattendu/),
        expect.stringMatching(/^doublon\.md deux fichiers donnent l’adresse \/doublon \(doublon\/index\.md\)/),
      ]),
    );
  });

  it('checks that a video names media that exist', () => {
    write('medias/v.webm', 'x');
    write('medias/v.vtt', 'WEBVTT');
    write('tutos/v.md', page('modele: video\nvideo:\n  fichier: /medias/v.webm\n  sousTitres: /medias/v.vtt\n  affiche: /medias/v.png\n  duree: PT1M5S\n'));
    expect(compile().errors).toEqual([{ file: 'tutos/v.md', message: 'média introuvable : /medias/v.png' }]);
    write('medias/v.png', 'x');
    const { errors, pages, media } = compile();
    expect(errors).toEqual([]);
    expect(media.sort()).toEqual(['v.png', 'v.vtt', 'v.webm']);
    expect(pages[0]!.video).toEqual({ file: 'medias/v.webm', captions: 'medias/v.vtt', poster: 'medias/v.png', duration: 'PT1M5S' });
  });

  it('gives headings French-proof ids', () => {
    write('page.md', page('', '## État d’endettement : à quoi ça sert ?'));
    expect(compile().pages[0]!.toc).toEqual([{ id: 'etat-d-endettement-a-quoi-ca-sert', title: 'État d’endettement : à quoi ça sert ?' }]);
  });
});

describe('territories', () => {
  it('gives a page without territories those of its folder, and keeps a page that names its own', () => {
    write('formalites/index.md', page('modele: rubrique\nterritoires: [FR]\n'));
    write('formalites/creation.md', page(''));
    write('formalites/nouvelle-caledonie.md', page('territoires: [NC]\n'));
    write('faq.md', page(''));
    const { errors, pages, index } = compile();
    expect(errors).toEqual([]);
    const byPath = new Map(pages.map((p) => [p.path, p]));
    expect(byPath.get('/formalites/creation')!.territories).toEqual(['FR']);
    expect(byPath.get('/formalites/nouvelle-caledonie')!.territories).toEqual(['NC']);
    expect(byPath.get('/faq')!.territories).toBeUndefined();
    expect(index.pages.filter((p) => isOnTerritory(p, 'NC')).map((p) => p.path)).toEqual(['/faq', '/formalites/nouvelle-caledonie']);
    // The breadcrumb of a New Caledonian page does not lead to its folder, absent from that site.
    expect(byPath.get('/formalites/nouvelle-caledonie')!.ancestors).toEqual([]);
    expect(byPath.get('/formalites/creation')!.ancestors).toEqual([{ path: '/formalites', label: 'Une page' }]);
  });

  it('refuses a link to a page absent from a site where the linking page is published', () => {
    write('guide/index.md', page('territoires: [FR]\n'));
    write('guide/sarl.md', page(''));
    write('faq.md', page('', 'Voir [le guide](/guide/sarl).'));
    write('actualites/nc.md', page('territoires: [NC]\n', 'Voir [le guide](/guide).'));
    write('actualites/fr.md', page('territoires: [FR]\n', 'Voir [le guide](/guide/sarl).'));
    expect(compile().errors).toEqual([
      { file: 'actualites/nc.md', message: 'lien vers une page absente du site NC où cette page est publiée : /guide' },
      { file: 'faq.md', message: 'lien vers une page absente du site NC où cette page est publiée : /guide/sarl' },
    ]);
  });
});

describe('a territory’s own version of a page', () => {
  it('replaces the common file on that territory’s site, at the same address, for its links, breadcrumbs and lists', () => {
    write('aide/index.md', page('modele: rubrique\n'));
    write('aide/index.nc.md', page('modele: rubrique\n', 'Pour la Nouvelle-Calédonie.'));
    write('aide/cgu.md', page('', 'Le texte commun.'));
    write('aide/cgu.nc.md', page('', 'Le texte calédonien.'));
    write('faq.md', page('', 'Voir [les conditions](/aide/cgu).'));
    const { errors, pages, index } = compile();
    expect(errors).toEqual([]);
    expect(pages.map((p) => [p.path, p.territories])).toEqual([
      ['/aide', ['FR']],
      ['/aide', ['NC']],
      ['/aide/cgu', ['FR']],
      ['/aide/cgu', ['NC']],
      ['/faq', undefined],
    ]);
    const ncTerms = pages.find((p) => p.path === '/aide/cgu' && isOnTerritory(p, 'NC'))!;
    expect(ncTerms.html).toContain('Le texte calédonien.');
    expect(ncTerms.ancestors).toEqual([{ path: '/aide', label: 'Une page' }]);
    expect(pages.find((p) => p.path === '/aide/cgu' && isOnTerritory(p, 'FR'))!.html).toContain('Le texte commun.');
    // Each site's index names each address once.
    for (const t of ['FR', 'NC'] as const) expect(index.pages.filter((p) => isOnTerritory(p, t)).map((p) => p.path)).toEqual(['/aide', '/aide/cgu', '/faq']);
    const assets = pageDataAssets({ pages, index });
    expect((assets.get('nc/aide/cgu.json') as ContentPage).html).toContain('calédonien');
    expect((assets.get('fr/aide/cgu.json') as ContentPage).html).toContain('commun');
    expect((assets.get('nc/aide.json') as ContentPage).children.filter((c) => isOnTerritory(c, 'NC'))).toEqual([expect.objectContaining({ path: '/aide/cgu', territories: ['NC'] })]);
    expect((assets.get('nc/_index.json') as ContentIndex).pages.map((p) => p.path)).toEqual(['/aide', '/aide/cgu', '/faq']);
  });

  it('keeps a common file that names its territories on those, less the territory with its own version', () => {
    write('cgu.md', page('territoires: [FR, NC]\n'));
    write('cgu.nc.md', page(''));
    expect(compile().errors).toEqual([
      { file: 'cgu.md', message: 'deux versions de la page /cgu pour le site NC : ce fichier (territoires: [FR, NC]) et cgu.nc.md' },
    ]);
  });

  it.each([
    ['a version naming territories', { 'cgu.md': page(''), 'cgu.nc.md': page('territoires: [NC]\n') }, { file: 'cgu.nc.md', message: expect.stringMatching(/ne nomme pas de territoires/) }],
    ['a version without its common file', { 'cgu.nc.md': page('') }, { file: 'cgu.nc.md', message: expect.stringMatching(/le fichier commun de \/cgu manque/) }],
    ['two versions for one territory', { 'cgu.md': page(''), 'cgu.nc.md': page(''), 'cgu/index.nc.md': page('') }, { file: 'cgu.nc.md', message: 'deux fichiers donnent l’adresse /cgu, version NC (cgu/index.nc.md)' }],
    ['a common file left on no site', { 'nc/index.md': page('territoires: [NC]\n'), 'nc/cgu.md': page(''), 'nc/cgu.nc.md': page('') }, { file: 'nc/cgu.md', message: expect.stringMatching(/publiée sur aucun site/) }],
    [
      'versions of a folder’s page that a page of both sites would name differently in its breadcrumb',
      { 'aide/index.md': page('titreCourt: Aide\n'), 'aide/index.nc.md': page('titreCourt: Aide calédonienne\n'), 'aide/cgu.md': page('') },
      { file: 'aide/cgu.md', message: 'les versions de /aide, dans le fil d’Ariane de cette page, n’ont pas le même titre court : Aide / Aide calédonienne' },
    ],
    ['a version name with an unknown territory', { 'cgu.md': page(''), 'cgu.re.md': page('') }, { file: 'cgu.re.md', message: expect.stringMatching(/nom de fichier/) }],
  ])('refuses %s', (_name, files, error) => {
    for (const [file, text] of Object.entries(files)) write(file, text);
    expect(compile().errors).toContainEqual(error);
  });

  it('refuses a link to a page from a site where neither the page nor its version is shown', () => {
    write('cgu.md', page('territoires: [FR]\n'));
    write('faq.md', page('', 'Voir [les conditions](/cgu).'));
    expect(compile().errors).toEqual([{ file: 'faq.md', message: 'lien vers une page absente du site NC où cette page est publiée : /cgu' }]);
    write('cgu.nc.md', page(''));
    expect(compile().errors).toEqual([]);
  });
});

describe('the site’s editorial files', () => {
  const content = () => compileContent({ dir: CONTENT_DIR, isAppPath: appPathMatcher() });
  // A page is on the New Caledonia site when it, or its own version for that site, is shown there.
  const onNc = (paths: string[]) => paths.filter((p) => content().index.pages.some((x) => x.path === p && isOnTerritory(x, 'NC')));

  it('compile without error, every page at an address the content app owns', () => {
    const { errors, pages } = content();
    expect(formatErrors(CONTENT_DIR, errors)).toBe('');
    const owned = routeOwnership()['mf-content'];
    const table = RouteTable.fromRegistry([{ name: 'mf-content', routes: owned }], { product: 'registre' });
    for (const p of pages) expect([p.path, table.ownerOf(siteAddress(p.path, 'registre'))]).toEqual([p.path, 'mf-content']);
  });

  it('keep the pages on mainland law (one-stop shop, national registry, mainland formalities and dossiers) off the New Caledonia site', () => {
    const mainland = [
      '/formalites',
      '/formalites/creation-entreprise',
      '/formalites-entreprise/immatriculation',
      '/formalites-dgfip/tva',
      '/guide-des-formalites',
      '/guide-des-formalites/sarl-eurl/creation',
      '/dossiers-thematiques',
      '/dossiers-thematiques/creer-son-entreprise/immatriculer-son-entreprise/etapes-de-l-immatriculation',
      '/actualites/guichet-unique-formalites-entreprises',
      '/actualites/registre-national-des-entreprises',
    ];
    expect(onNc(mainland)).toEqual([]);
    // What every site shows stays on both.
    expect(onNc(['/faq', '/actualites', '/kbis-documents/extrait-kbis', '/qui-sommes-nous', '/aides-et-tutoriels', '/mentions-legales'])).toHaveLength(6);
    // No page of the New Caledonia site sends its visitors to the national one-stop shop as theirs.
    for (const p of content().pages.filter((x) => isOnTerritory(x, 'NC'))) {
      if (p.html.includes('formalites.entreprises.gouv.fr')) expect([p.path, p.html]).toEqual([p.path, expect.stringContaining('Nouvelle-Calédonie')]);
    }
  });

  it('tell New Caledonia where its formalities are made', () => {
    const page = content().pages.find((p) => p.path === routes.formalitiesNc)!;
    expect(page.territories).toEqual(['NC']);
    const text = page.html.replace(/<[^>]+>/g, '').replace(/&#39;/g, "'");
    expect(text).toMatch(/formalites\.entreprises\.gouv\.fr[^.]*\. Ni l'un ni l'autre ne couvrent la Nouvelle-Calédonie/);
    expect(text).toContain('greffe du tribunal mixte de commerce de Nouméa');
    for (const chamber of ['chambre de commerce et d\'industrie de Nouvelle-Calédonie', 'chambre de métiers et de l\'artisanat de Nouvelle-Calédonie', 'chambre d\'agriculture de Nouvelle-Calédonie']) {
      expect(text).toContain(chamber);
    }
    // Fees and deadlines are the registry's and the chambers' to state: the page names none.
    expect(text).not.toMatch(/\d+\s*(F CFP|XPF|€|jours|mois)/);
  });
});
