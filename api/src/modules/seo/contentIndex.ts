// The content app's index of its pages (its build output, see @portail/shared/content/contentIndex),
// read once when the API starts: the sitemaps list its editorial pages. Without the file (the
// content app not built), the sitemaps list every other page and the log says why.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { ContentIndexSchema, type ContentIndex } from '@portail/shared/content/contentIndex';
import { configFromEnv } from '../../config';

export type LoadedContentIndex = { index: ContentIndex; problem: null } | { index: null; problem: string };

/** The index in `file`, or the French reason why the sitemaps go without the editorial pages. */
export function readContentIndex(file: string): LoadedContentIndex {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {
      index: null,
      problem: `Index des contenus éditoriaux introuvable (${file}) : les plans du site ne listent pas les pages de l'application des contenus. Construisez l'application des contenus (npm run build --workspace mf-content) ou indiquez le fichier dans CONTENT_INDEX_FILE.`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { index: null, problem: `Index des contenus éditoriaux illisible (${file}) : ce n'est pas du JSON. Les plans du site ne listent pas les pages de l'application des contenus.` };
  }
  const parsed = z.safeParse(ContentIndexSchema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      index: null,
      problem: `Index des contenus éditoriaux invalide (${file}, ${issue?.path.join('.') || 'racine'} : ${issue?.message ?? 'format inattendu'}) : les plans du site ne listent pas les pages de l'application des contenus. Reconstruisez l'application des contenus.`,
    };
  }
  return { index: parsed.data, problem: null };
}

let current: LoadedContentIndex | undefined;

/** Reads the index the sitemaps use from now on; the API calls it as it starts. */
export function loadContentIndex(file: string = configFromEnv().contentIndexFile): LoadedContentIndex {
  current = readContentIndex(file);
  return current;
}

/** The index the sitemaps use (read from the configured file on first use), or null without one. */
export function contentIndex(): ContentIndex | null {
  return (current ?? loadContentIndex()).index;
}
