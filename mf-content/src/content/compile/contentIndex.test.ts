/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { ContentIndexSchema } from '@portail/shared/content/contentIndex';
import { compileContent } from './compileContent';
import { appPathMatcher } from './appPaths';
import { contentIndex } from './contentIndex';
import { CONTENT_DIR } from '../testing';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'index-contenu-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const DESCRIPTION = 'Une description assez longue pour passer la règle des cinquante caractères.';
const page = (front: string) => `---\ntitre: Une page\ndescription: ${DESCRIPTION}\n${front}---\nDu texte.\n`;

describe('contentIndex', () => {
  it('lists each page with its titles, territories and dates, a territory’s own version apart, and the code pages', () => {
    write('actualites/index.md', page('modele: actualites\n'));
    write('actualites/breve.md', page('modele: actualite\ndate: 2026-03-04\nmisAJour: 2026-04-05\ntitreCourt: Brève\n'));
    write('aide.md', page('misAJour: 2025-01-01\n'));
    write('aide.nc.md', page('misAJour: 2025-02-02\n'));
    const compiled = compileContent({ dir, isAppPath: () => false });
    expect(compiled.errors).toEqual([]);
    const index = contentIndex(compiled);
    expect(index.codePages).toEqual([routes.home, routes.siteMap]);
    expect(index.pages).toContainEqual({ path: '/actualites/breve', title: 'Une page', label: 'Brève', description: DESCRIPTION, date: '2026-03-04', modified: '2026-04-05' });
    expect(index.pages.filter((p) => p.path === '/aide').map((p) => [p.territories, p.modified])).toEqual([
      [['FR'], '2025-01-01'],
      [['NC'], '2025-02-02'],
    ]);
    expect(z.safeParse(ContentIndexSchema, JSON.parse(JSON.stringify(index))).success).toBe(true);
  });

  it('is what the generator script writes for the editorial folder, without a build', () => {
    const out = path.join(dir, 'sortie', 'content-index.json');
    execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/write-content-index.cjs'), out]);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written).toEqual(contentIndex(compileContent({ dir: CONTENT_DIR, isAppPath: appPathMatcher() })));
  });
});
