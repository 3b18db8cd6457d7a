// Tests of the content app's pages: the real editorial files compiled as the build compiles them,
// served to the page-data loader as the app's public files would be.
import path from 'node:path';
import { compileContent, type CompiledContent } from './compile/compileContent';
import { appPathMatcher } from './compile/appPaths';
import { pageDataAssets } from './compile/pageDataAssets';
import { PAGE_DATA_DIR } from './model';

export const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');

let compiled: CompiledContent | null = null;
let files: Map<string, unknown> | null = null;

export function siteContent(): CompiledContent {
  compiled ??= compileContent({ dir: CONTENT_DIR, isAppPath: appPathMatcher() });
  return compiled;
}

/** The page-data file at `file` (its path inside PAGE_DATA_DIR) as the build writes it, or null. */
export function pageDataOf(file: string): unknown {
  files ??= pageDataAssets(siteContent());
  return files.get(file) ?? null;
}

/** The answer the app's static server gives for a page-data URL, or null for any other URL. */
export function pageDataResponse(url: string): Response | null {
  const at = url.indexOf(`/${PAGE_DATA_DIR}/`);
  if (at < 0) return null;
  const data = pageDataOf(url.slice(at + PAGE_DATA_DIR.length + 2));
  return data === null ? new Response('Not found', { status: 404 }) : Response.json(data);
}
