// Compiles the editorial Markdown files into the pages the content app serves. Runs in Node when
// the app builds (see config/ContentPlugin.cjs) and when the API lists the editorial pages for the
// sitemaps. A file that breaks a rule of content/README.md is reported with its path; the build
// fails on any report.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { slugify } from '@portail/shared/format/slug';
import { describeIssues, frontMatterSchema, type FrontMatter } from './frontMatter';
import { PAGE_SEGMENT, TERRITORIES, isOnTerritory, territoriesOf, type ContentIndex, type ContentPage, type FaqTheme, type Heading, type PageSummary, type Territory } from '../model';

export interface ContentError {
  /** Path of the file, relative to the content folder. */
  file: string;
  message: string;
}

export interface CompiledContent {
  pages: ContentPage[];
  index: ContentIndex;
  /** Files of the media folder, relative to it. */
  media: string[];
  errors: ContentError[];
}

export interface CompileOptions {
  /** The content folder. */
  dir: string;
  /** Whether a site path belongs to a page of another app (search, records, basket…). */
  isAppPath: (path: string) => boolean;
}

const MEDIA_DIR = 'medias';
const NAME = new RegExp(`^${PAGE_SEGMENT}$`);
const IGNORED = new Set(['README.md']);

interface SourceFile {
  file: string;
  path: string;
  /** The territory of a territory's own version of the page ("x.nc.md"); absent: the common file. */
  version?: Territory;
  frontMatter: FrontMatter;
  tokens: Token[];
  /**
   * Its own territories, or its folder's (see `isOnTerritory`), less those that have their own
   * version of the page; a version: its territory. Absent: every territory.
   */
  territories?: Territory[];
}

function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const relPath = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, relPath)).isDirectory()) out.push(...listFiles(dir, relPath));
    else out.push(relPath);
  }
  return out;
}

/** The suffix of a territory's own version of a page: "mentions-legales.nc.md" is New Caledonia's. */
const VERSION = new RegExp(`\\.(${TERRITORIES.map((t) => t.toLowerCase()).join('|')})$`);

/**
 * "actualites/index.md" -> "/actualites", "mentions-legales.nc.md" -> "/mentions-legales" in its
 * NC version; null when a name breaks the naming rule.
 */
function sitePath(file: string): { path: string; version?: Territory } | null {
  let name = file.replace(/\.md$/, '');
  const version = VERSION.exec(name)?.[1]?.toUpperCase() as Territory | undefined;
  if (version) name = name.replace(VERSION, '');
  const segments = name.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  if (segments.length === 0 || !segments.every((s) => NAME.test(s))) return null;
  return { path: `/${segments.join('/')}`, ...(version ? { version } : {}) };
}

function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return m ? { yaml: m[1]!, body: m[2]! } : null;
}

function lineOf(source: string, raw: string): number | null {
  const at = source.indexOf(raw);
  return at < 0 ? null : source.slice(0, at).split('\n').length;
}

/** Every token of a body, nested ones included. */
function* walk(tokens: Token[]): Generator<Token> {
  for (const t of tokens) {
    yield t;
    const nested = t as { tokens?: Token[]; items?: Token[]; header?: { tokens: Token[] }[]; rows?: { tokens: Token[] }[][] };
    if (nested.tokens) yield* walk(nested.tokens);
    if (nested.items) yield* walk(nested.items);
    if (nested.header) for (const cell of nested.header) yield* walk(cell.tokens);
    if (nested.rows) for (const row of nested.rows) for (const cell of row) yield* walk(cell.tokens);
  }
}

const lexer = new Marked({ gfm: true });

/** The body's own rules: no raw HTML, no images, headings from level 2 without gaps, safe links. */
function checkBody(tokens: Token[], template: FrontMatter['modele']): string[] {
  const problems: string[] = [];
  let level = 1;
  for (const t of walk(tokens)) {
    if (t.type === 'html') problems.push(`HTML brut interdit : ${t.raw.trim().slice(0, 60)}`);
    else if (t.type === 'image') problems.push(`image interdite dans le texte : ${(t as Tokens.Image).href}`);
    else if (t.type === 'heading') {
      const depth = (t as Tokens.Heading).depth;
      if (depth === 1) problems.push(`titre de niveau 1 interdit (le titre de la page est « titre ») : ${(t as Tokens.Heading).text}`);
      else if (depth > level + 1) problems.push(`niveau de titre sauté (${'#'.repeat(depth)} après ${'#'.repeat(level)}) : ${(t as Tokens.Heading).text}`);
      level = depth;
    } else if (t.type === 'link') {
      const href = (t as Tokens.Link).href;
      if (!/^(\/|https:\/\/|mailto:|#)/.test(href)) problems.push(`lien refusé (chemin absolu, https:// ou mailto: attendu) : ${href}`);
    }
  }
  if (template === 'faq') {
    const headings = tokens.filter((t): t is Tokens.Heading => t.type === 'heading');
    if (!headings.some((h) => h.depth === 3)) problems.push('une FAQ doit contenir des questions (titres ###)');
    if (headings.length && headings[0]!.depth !== 2) problems.push('une FAQ commence par un thème (titre ##)');
  }
  return problems;
}

/** Site paths a body links to. */
function internalLinks(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of walk(tokens)) {
    if (t.type === 'link' && (t as Tokens.Link).href.startsWith('/')) out.push((t as Tokens.Link).href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1'));
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

function plainText(html: string): string {
  const text = html.replace(/<\/(p|li|h[1-6]|td|th|tr|blockquote|pre)>|<br\s*\/?>/g, ' ').replace(/<[^>]+>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Renders tokens to HTML; headings get ids (unique within the page, recorded in `ids`). */
function render(tokens: Token[], ids: Set<string>): string {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(t: Token[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        let id = slugify(plainText(inner)) || 'section';
        for (let n = 2; ids.has(id); n++) id = `${slugify(plainText(inner))}-${n}`;
        ids.add(id);
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(t: Token[]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const href = token.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        const title = token.title ? ` title="${token.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : '';
        return /^https:\/\//.test(token.href) ? `<a href="${href}"${title} rel="noopener noreferrer">${inner}</a>` : `<a href="${href}"${title}>${inner}</a>`;
      },
    },
  });
  return marked.parser(tokens);
}

function tocOf(html: string): Heading[] {
  const out: Heading[] = [];
  for (const m of html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)) out.push({ id: m[1]!, title: plainText(m[2]!) });
  return out;
}

/** A FAQ body: `##` themes, each with `###` questions and their answers. */
function faqOf(tokens: Token[]): FaqTheme[] {
  const themes: FaqTheme[] = [];
  const ids = new Set<string>();
  let answer: Token[] = [];
  let question: string | null = null;
  const flush = () => {
    const theme = themes[themes.length - 1];
    if (question === null || !theme) return;
    const html = render(answer, ids);
    let id = slugify(question) || 'question';
    for (let n = 2; ids.has(id); n++) id = `${slugify(question)}-${n}`;
    ids.add(id);
    theme.entries.push({ id, question, html, text: plainText(html) });
    question = null;
    answer = [];
  };
  for (const t of tokens) {
    if (t.type === 'heading' && (t as Tokens.Heading).depth <= 3) {
      flush();
      const text = plainText(new Marked().parseInline((t as Tokens.Heading).text) as string);
      if ((t as Tokens.Heading).depth === 2) {
        let id = slugify(text);
        for (let n = 2; ids.has(id); n++) id = `${slugify(text)}-${n}`;
        ids.add(id);
        themes.push({ id, title: text, entries: [] });
      } else question = text;
    } else if (question !== null) answer.push(t);
  }
  flush();
  return themes.filter((t) => t.entries.length > 0);
}

function summaryOf(s: SourceFile): PageSummary {
  const fm = s.frontMatter;
  return {
    path: s.path,
    title: fm.titre,
    label: fm.titreCourt ?? fm.titre,
    description: fm.description,
    ...(fm.date ? { date: fm.date } : {}),
    ...(s.territories ? { territories: s.territories } : {}),
  };
}

function parentPath(p: string): string | null {
  const at = p.lastIndexOf('/');
  return at <= 0 ? null : p.slice(0, at);
}

function siblingOrder(news: boolean) {
  return (a: SourceFile, b: SourceFile) => {
    const oa = a.frontMatter.ordre ?? Number.MAX_SAFE_INTEGER;
    const ob = b.frontMatter.ordre ?? Number.MAX_SAFE_INTEGER;
    if (oa !== ob) return oa - ob;
    if (news && a.frontMatter.date !== b.frontMatter.date) return (b.frontMatter.date ?? '').localeCompare(a.frontMatter.date ?? '');
    return a.frontMatter.titre.localeCompare(b.frontMatter.titre, 'fr');
  };
}

export function compileContent({ dir, isAppPath }: CompileOptions): CompiledContent {
  const errors: ContentError[] = [];
  const sources: SourceFile[] = [];
  const media: string[] = [];
  /** The common file of each page. */
  const byPath = new Map<string, SourceFile>();
  /** Every file of each page: the common one and the territories' own versions. */
  const versionsOf = new Map<string, SourceFile[]>();
  /** Each file by the page and version it gives, to refuse two files giving the same. */
  const byKey = new Map<string, SourceFile>();

  for (const file of listFiles(dir)) {
    if (IGNORED.has(file)) continue;
    if (file.startsWith(`${MEDIA_DIR}/`)) {
      media.push(file.slice(MEDIA_DIR.length + 1));
      continue;
    }
    if (!file.endsWith('.md')) {
      errors.push({ file, message: 'fichier inattendu : les pages sont des fichiers .md, les médias vont dans medias/' });
      continue;
    }
    const named = sitePath(file);
    if (!named) {
      errors.push({ file, message: 'nom de fichier ou de dossier refusé (minuscules, chiffres et tirets) ; la page d’accueil n’est pas un contenu éditorial' });
      continue;
    }
    const source = readFileSync(path.join(dir, file), 'utf8');
    const parts = splitFrontMatter(source);
    if (!parts) {
      errors.push({ file, message: 'en-tête YAML manquant (entre deux lignes ---)' });
      continue;
    }
    let raw: unknown;
    try {
      raw = parseYaml(parts.yaml, { uniqueKeys: true, prettyErrors: true });
    } catch (e) {
      errors.push({ file, message: `en-tête YAML illisible : ${(e as Error).message.split('\n')[0]}` });
      continue;
    }
    const fm = frontMatterSchema.safeParse(raw ?? {});
    if (!fm.success) {
      for (const m of describeIssues(fm.error)) errors.push({ file, message: m });
      continue;
    }
    const tokens = lexer.lexer(parts.body);
    const problems = checkBody(tokens, fm.data.modele);
    for (const m of problems) {
      const raw = /: (.*)$/.exec(m)?.[1];
      const line = raw ? lineOf(source, raw) : null;
      errors.push({ file, message: line ? `ligne ${line} : ${m}` : m });
    }
    if (problems.length) continue;
    const { path: p, version } = named;
    if (version && fm.data.territoires) {
      errors.push({ file, message: `une version propre à un territoire ne nomme pas de territoires : son nom donne le sien (${version})` });
      continue;
    }
    const key = version ? `${p}, version ${version}` : p;
    if (byKey.has(key)) {
      errors.push({ file, message: `deux fichiers donnent l’adresse ${key} (${byKey.get(key)!.file})` });
      continue;
    }
    const s: SourceFile = { file, path: p, ...(version ? { version, territories: [version] } : {}), frontMatter: fm.data, tokens };
    byKey.set(key, s);
    if (!version) byPath.set(p, s);
    versionsOf.set(p, [...(versionsOf.get(p) ?? []), s]);
    sources.push(s);
  }

  // A page without territories of its own has those of the nearest ancestor page that names some
  // (a territory's version restricts only itself, not its folder).
  for (const s of sources) {
    if (s.version) continue;
    for (let p: string | null = s.path; p !== null && !s.territories; p = parentPath(p)) s.territories = byPath.get(p)?.frontMatter.territoires;
  }

  // A territory's own version replaces the common file on that territory's site: one file per page
  // and site, and a common file still shown on some site.
  const refused = new Set<SourceFile>();
  for (const [p, files] of versionsOf) {
    const common = byPath.get(p);
    const versions = files.filter((f) => f.version);
    if (!versions.length) continue;
    if (!common) {
      for (const v of versions) errors.push({ file: v.file, message: `version propre au territoire ${v.version} d’une page qui n’existe pas : le fichier commun de ${p} manque` });
      versions.forEach((v) => refused.add(v));
      continue;
    }
    const replaced = versions.map((v) => v.version!);
    const twice = replaced.filter((t) => common.frontMatter.territoires?.includes(t));
    if (twice.length) {
      errors.push({ file: common.file, message: `deux versions de la page ${p} pour le site ${twice.join(', ')} : ce fichier (territoires: [${common.frontMatter.territoires!.join(', ')}]) et ${versions.filter((v) => twice.includes(v.version!)).map((v) => v.file).join(', ')}` });
      refused.add(common);
      continue;
    }
    const rest = territoriesOf(common).filter((t) => !replaced.includes(t));
    if (!rest.length) {
      errors.push({ file: common.file, message: `page publiée sur aucun site : ${versions.map((v) => v.file).join(', ')} la remplacent partout où elle serait publiée` });
      refused.add(common);
      continue;
    }
    common.territories = rest;
  }
  if (refused.size) {
    const kept = sources.filter((s) => !refused.has(s));
    sources.length = 0;
    sources.push(...kept);
    for (const [p, files] of versionsOf) versionsOf.set(p, files.filter((f) => !refused.has(f)));
  }

  /** The file of the page at `p` that the site of `t` shows, if any. */
  const onSite = (p: string, t: Territory) => versionsOf.get(p)?.find((f) => isOnTerritory(f, t));

  const mediaSet = new Set(media);
  for (const s of sources) {
    for (const link of internalLinks(s.tokens)) {
      const target = versionsOf.get(link)?.length ? link : null;
      if (link.startsWith(`/${MEDIA_DIR}/`)) errors.push({ file: s.file, message: `lien vers un média dans le texte refusé : ${link}` });
      else if (!target && !isAppPath(link)) errors.push({ file: s.file, message: `lien vers une page qui n’existe pas : ${link}` });
      else if (target) {
        const missing = territoriesOf(s).filter((t) => !onSite(target, t));
        if (missing.length) errors.push({ file: s.file, message: `lien vers une page absente du site ${missing.join(', ')} où cette page est publiée : ${link}` });
      }
    }
    const v = s.frontMatter.video;
    if (v) {
      for (const f of [v.fichier, v.sousTitres, v.affiche]) {
        if (!mediaSet.has(f.slice(`/${MEDIA_DIR}/`.length))) errors.push({ file: s.file, message: `média introuvable : ${f}` });
      }
    }
  }

  const childrenOf = new Map<string, SourceFile[]>();
  for (const s of sources) {
    const parent = parentPath(s.path);
    if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), s]);
  }

  const pages: ContentPage[] = sources.map((s) => {
    const fm = s.frontMatter;
    const ids = new Set<string>();
    const faq = fm.modele === 'faq' ? faqOf(s.tokens) : undefined;
    const firstHeading = s.tokens.findIndex((t) => t.type === 'heading');
    // A FAQ's body before its first theme is its introduction; the themes are in `faq`.
    const html = render(fm.modele === 'faq' && firstHeading >= 0 ? s.tokens.slice(0, firstHeading) : s.tokens, ids);
    const ancestors: ContentPage['ancestors'] = [];
    for (let p = parentPath(s.path); p !== null; p = parentPath(p)) {
      // The breadcrumb names only the ancestors shown on every site that shows the page, by the
      // label each of those sites gives them (their versions must agree on it).
      const shown = territoriesOf(s).map((t) => onSite(p!, t));
      if (!shown.every((a) => a)) continue;
      const labels = new Set(shown.map((a) => a!.frontMatter.titreCourt ?? a!.frontMatter.titre));
      if (labels.size > 1) errors.push({ file: s.file, message: `les versions de ${p}, dans le fil d’Ariane de cette page, n’ont pas le même titre court : ${[...labels].join(' / ')}` });
      ancestors.unshift({ path: p, label: [...labels][0]! });
    }
    const children = [...(childrenOf.get(s.path) ?? [])].sort(siblingOrder(fm.modele === 'actualites')).map(summaryOf);
    return {
      ...summaryOf(s),
      template: fm.modele,
      ...(fm.misAJour ? { modified: fm.misAJour } : {}),
      html,
      toc: tocOf(html),
      ancestors,
      children,
      ...(faq ? { faq } : {}),
      ...(fm.encarts ? { inserts: fm.encarts } : {}),
      ...(fm.video
        ? {
            video: {
              file: fm.video.fichier.slice(1),
              captions: fm.video.sousTitres.slice(1),
              poster: fm.video.affiche.slice(1),
              duration: fm.video.duree,
            },
          }
        : {}),
    };
  });
  // One page per path, then its versions in the order of the territories.
  const rank = (p: PageSummary) => (p.territories ? TERRITORIES.indexOf(p.territories[0]!) : -1);
  pages.sort((a, b) => a.path.localeCompare(b.path) || rank(a) - rank(b));
  errors.sort((a, b) => a.file.localeCompare(b.file));
  return { pages, index: { pages: pages.map(({ path: p, title, label, description, date, territories }) => ({ path: p, title, label, description, ...(date ? { date } : {}), ...(territories ? { territories } : {}) })) }, media, errors };
}

/** The report of a failed compilation: one line per problem, each naming its file. */
export function formatErrors(dir: string, errors: ContentError[]): string {
  return errors.map((e) => `${path.join(dir, e.file)} : ${e.message}`).join('\n');
}
