/** @jest-environment node */
import path from 'node:path';
import { apiGraph, apiImportProblem, cycleProblem, moduleGraph, pathBetween, runtimeImports } from './apiBoundaries.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const at = (file: string) => path.join(ROOT, file);
const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [at(from), to.map(at)]));

describe('API module boundaries', () => {
  it("keeps a module out of another module's folder: it goes through that module's index", () => {
    const payments = at('api/src/modules/payments/payments.ts');
    expect(apiImportProblem(payments, '../orders/orders')).toContain('orders/index.ts');
    expect(apiImportProblem(payments, '../orders/documents/receiptPdf')).toContain('orders/index.ts');
    expect(apiImportProblem(at('api/src/modules/users/routes.ts'), '../identity/users')).toContain('identity/index.ts');
    expect(apiImportProblem(payments, '../orders')).toBeNull();
    expect(apiImportProblem(payments, '../orders/index')).toBeNull();
    // Inside a module, and towards the API's shared folders, imports are free.
    expect(apiImportProblem(payments, './receipts')).toBeNull();
    expect(apiImportProblem(at('api/src/modules/orders/documents/invoicePdf.ts'), '../orders')).toBeNull();
    expect(apiImportProblem(payments, '../../http/errors')).toBeNull();
    expect(apiImportProblem(payments, '@portail/shared/api')).toBeNull();
  });

  it('asks the files outside the modules for the index too', () => {
    expect(apiImportProblem(at('api/src/app.ts'), './modules/orders/seller')).toContain('orders/index.ts');
    expect(apiImportProblem(at('api/src/server.ts'), './modules/identity/outboxViewer')).toContain('identity/index.ts');
    expect(apiImportProblem(at('api/src/cli/web-vitals-report.ts'), '../modules/measures/store')).toContain('measures/index.ts');
    expect(apiImportProblem(at('api/src/testing/commerce.ts'), '../modules/users/routes')).toContain('users/index.ts');
    expect(apiImportProblem(at('api/src/app.ts'), './modules/orders')).toBeNull();
  });

  it("leaves a module's test helpers to the tests and the API's testing folder", () => {
    expect(apiImportProblem(at('api/src/testing/commerce.ts'), '../modules/identity/testing')).toBeNull();
    expect(apiImportProblem(at('api/src/modules/users/routes.ts'), '../identity/testing')).toContain('identity/index.ts');
    expect(apiImportProblem(at('api/src/modules/users/users.test.ts'), '../identity/testing')).toBeNull();
    expect(apiImportProblem(at('api/src/modules/payments/payments.test.ts'), '../orders/orders')).toBeNull();
  });
});

describe('API import cycles', () => {
  it('counts the imports that stay at run time, not the type-only ones', () => {
    const text = [
      "import type { Mailer } from '../mail';",
      "import { type Identity, type Principal } from '../identity';",
      "import { requireUser, type AuthenticatedRequest } from '../identity';",
      "import {\n  cancelOrder,\n  type PaymentsContext,\n} from '../payments';",
      "export { letter } from './letter';",
      "export type { Pdf } from './layout';",
      "export * from './accounts';",
      "const later = () => import('./later');",
      "import path from 'node:path';",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['../identity', '../payments', './letter', './accounts', './later']);
  });

  it('finds the cycle between two files of a module (users/profile.ts and users/routes.ts imported each other)', () => {
    const graph = graphOf({
      'api/src/modules/users/routes.ts': ['api/src/modules/users/profile.ts'],
      'api/src/modules/users/profile.ts': ['api/src/modules/users/routes.ts'],
    });
    expect(cycleProblem(at('api/src/modules/users/profile.ts'), './routes', graph)).toContain('modules/users/profile.ts → modules/users/routes.ts → modules/users/profile.ts');
    // With the shared piece in a file of its own, both import it and the cycle is gone.
    const fixed = graphOf({
      'api/src/modules/users/routes.ts': ['api/src/modules/users/profile.ts', 'api/src/modules/users/userInfo.ts'],
      'api/src/modules/users/profile.ts': ['api/src/modules/users/userInfo.ts'],
      'api/src/modules/users/userInfo.ts': [],
    });
    expect(cycleProblem(at('api/src/modules/users/profile.ts'), './userInfo', fixed)).toBeNull();
    expect(cycleProblem(at('api/src/modules/users/routes.ts'), './profile', fixed)).toBeNull();
  });

  it('finds a cycle between modules, whichever files of theirs make it', () => {
    const graph = graphOf({
      'api/src/modules/orders/orders.ts': ['api/src/modules/documents/index.ts'],
      'api/src/modules/documents/index.ts': ['api/src/modules/documents/routes.ts'],
      'api/src/modules/documents/routes.ts': ['api/src/modules/postal/index.ts'],
      'api/src/modules/postal/index.ts': ['api/src/modules/postal/shipments.ts'],
      'api/src/modules/postal/shipments.ts': ['api/src/modules/orders/index.ts'],
      'api/src/modules/orders/index.ts': ['api/src/modules/orders/routes.ts'],
      'api/src/modules/orders/routes.ts': [],
    });
    expect(cycleProblem(at('api/src/modules/orders/orders.ts'), '../documents', graph)).toContain('orders → documents → postal → orders');
    expect(cycleProblem(at('api/src/modules/postal/shipments.ts'), '../orders', graph)).toContain('postal → orders → documents → postal');
    // The same imports, one way only.
    const layered = graphOf({
      'api/src/modules/documents/routes.ts': ['api/src/modules/postal/index.ts', 'api/src/modules/orders/index.ts'],
      'api/src/modules/postal/shipments.ts': ['api/src/modules/orders/index.ts'],
      'api/src/modules/orders/orders.ts': [],
    });
    expect(cycleProblem(at('api/src/modules/postal/shipments.ts'), '../orders', layered)).toBeNull();
  });

  it('finds no cycle in the API as it is, between modules or files', () => {
    const graph = apiGraph();
    const modules = moduleGraph(graph);
    expect(modules.get('orders')).toBeDefined();
    for (const [from, targets] of modules) for (const to of targets) expect(pathBetween(modules, to, from)).toBeNull();
    for (const [file, targets] of graph) for (const target of targets) expect([file, pathBetween(graph, target, file)]).toEqual([file, null]);
  });
});
