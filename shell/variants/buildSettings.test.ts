import { readFileSync } from 'node:fs';
import path from 'node:path';
import fr from './fr';
import nc from './nc';

interface BuildVariant {
  title: string;
  themeColor: string;
  server: { product: string; searchBoost: string | null; territory: string };
}

// The build reads its variant settings from the webpack configuration; the shell's server reads
// server.json, written from them. Both must say what the variants say.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { VARIANTS } = require('../webpack.config.cjs') as { VARIANTS: Record<'fr' | 'nc', BuildVariant> };

describe('build settings of each variant', () => {
  it.each([fr, nc])('$id: server.json has the product and search boost of the variant', (variant) => {
    expect(VARIANTS[variant.id].server).toEqual({ product: variant.product, searchBoost: variant.searchBoost, territory: variant.territory });
  });

  it.each([fr, nc])('$id: the page title is the site name, the theme colour that of the logo and icon', (variant) => {
    expect(VARIANTS[variant.id].title).toBe(variant.siteName);
    const color = VARIANTS[variant.id].themeColor;
    for (const file of ['logo.svg', 'favicon.svg']) {
      expect(readFileSync(path.join(__dirname, variant.id, file), 'utf8')).toContain(`fill="${color}"`);
    }
  });
});
