import fr from './fr';
import nc from './nc';

// The shell's server reads server.json, written by the build from the webpack configuration: it
// must say what the variants say.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SERVER_CONFIG } = require('../webpack.config.cjs') as { SERVER_CONFIG: Record<string, { product: string; searchBoost: string | null }> };

describe('server.json of each variant', () => {
  it.each([fr, nc])('$id: product and search boost of the variant', (variant) => {
    expect(SERVER_CONFIG[variant.id]).toEqual({ product: variant.product, searchBoost: variant.searchBoost });
  });
});
