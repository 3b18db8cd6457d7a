// Tests of the content app's pages: the real editorial files compiled as the build compiles them,
// served to the page-data loader as the app's public files would be.
import path from 'node:path';
import { compileContent, type CompiledContent } from './compile/compileContent';
import { appPathMatcher } from './compile/appPaths';
import { INDEX_FILE, PAGE_DATA_DIR, pageDataFile } from './model';

export const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');

let compiled: CompiledContent | null = null;

export function siteContent(): CompiledContent {
  compiled ??= compileContent({ dir: CONTENT_DIR, isAppPath: appPathMatcher() });
  return compiled;
}

/** The answer the app's static server gives for a page-data URL, or null for any other URL. */
export function pageDataResponse(url: string): Response | null {
  const at = url.indexOf(`/${PAGE_DATA_DIR}/`);
  if (at < 0) return null;
  const file = url.slice(at + PAGE_DATA_DIR.length + 2);
  const content = siteContent();
  if (file === INDEX_FILE) return Response.json(content.index);
  const page = content.pages.find((p) => pageDataFile(p.path) === file);
  return page ? Response.json(page) : new Response('Not found', { status: 404 });
}
