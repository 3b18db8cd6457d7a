/** @jest-environment node */
import path from 'node:path';
import { boundaryProblem } from './boundaries.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const at = (file: string) => path.join(ROOT, file);

describe('import boundaries', () => {
  it('keeps a remote out of the other remotes and the shell', () => {
    expect(boundaryProblem(at('mf-search/src/features/results/ResultsPage.tsx'), '../../../../mf-records/src/features/record/Section')).toContain('mf-search → mf-records');
    expect(boundaryProblem(at('mf-basket/src/App.tsx'), '../../shell/src/navigation/location')).toContain('mf-basket → shell');
    expect(boundaryProblem(at('mf-content/src/App.tsx'), '@portail/shell')).toContain('mf-content → shell');
  });

  it('keeps the remotes out of the shell and the apps out of the shared package', () => {
    expect(boundaryProblem(at('shell/src/bootstrap.tsx'), '../../mf-search/src/SearchApp')).toContain('fédération');
    expect(boundaryProblem(at('shared/src/ui/Dialog.tsx'), '../../../shell/src/shell.css')).toContain('ne dépend d’aucune application');
  });

  it('keeps the API out of the apps: it reads their build output', () => {
    expect(boundaryProblem(at('api/src/modules/seo/sources.ts'), '../../../../mf-content/src/codePages')).toContain('l’API n’importe pas');
    expect(boundaryProblem(at('api/src/modules/seo/sources.ts'), '@portail/shared/content/contentIndex')).toBeNull();
    expect(boundaryProblem(at('api/src/modules/site/site.test.ts'), '../../../../shell/variants/fr')).toBeNull();
  });

  it('asks for the entry points of @portail/shared, from every folder', () => {
    expect(boundaryProblem(at('api/src/app.ts'), '@portail/shared/src/api')).toContain('champ exports');
    expect(boundaryProblem(at('bench/search.ts'), '../shared/src/api/requests')).toContain('champ exports');
    expect(boundaryProblem(at('mf-search/src/App.tsx'), '@portail/shared/api/requests')).toBeNull();
  });

  it('lets an app import itself, the shared package and its libraries', () => {
    expect(boundaryProblem(at('mf-records/src/features/company/CompanyPage.tsx'), '../../record/Section')).toBeNull();
    expect(boundaryProblem(at('shared/src/ui/Dialog.tsx'), './classNames')).toBeNull();
    expect(boundaryProblem(at('mf-search/src/App.tsx'), 'react-router')).toBeNull();
  });

  it("keeps a feature out of another feature's folder: it goes through that feature's index", () => {
    const page = at('mf-personal-space/src/features/home/LatestOrdersCard.tsx');
    expect(boundaryProblem(page, '../orders/api')).toContain('orders/index.ts');
    expect(boundaryProblem(at('mf-records/src/features/company/sections/DocumentsSection.tsx'), '../../monitoring/MonitoringPanel')).toContain('monitoring/index.ts');
    expect(boundaryProblem(page, '../orders')).toBeNull();
    expect(boundaryProblem(page, '../orders/index')).toBeNull();
    expect(boundaryProblem(page, './SubscriptionCard')).toBeNull();
    expect(boundaryProblem(page, '../../layout/PersonalSpacePage')).toBeNull();
    // The shell's features too.
    expect(boundaryProblem(at('shell/src/features/header/Header.tsx'), '../auth/logoutDialog')).toContain('auth/index.ts');
    expect(boundaryProblem(at('shell/src/features/header/Header.tsx'), '../auth')).toBeNull();
    expect(boundaryProblem(at('shell/src/features/header/Header.tsx'), '../../navigation/location')).toBeNull();
    // The app's own files (its page list, its entries) name the pages they mount.
    expect(boundaryProblem(at('mf-records/src/pages.tsx'), './features/company/CompanyPage')).toBeNull();
  });
});
