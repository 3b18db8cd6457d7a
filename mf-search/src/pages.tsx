// The remote's pages, as route objects: path, component and, for a page read rather than filled
// in, its data needs: the calls its first render shows, which its loader makes. The server runs
// the page's loader once and renders it once with the answers (server.tsx); the browser runs the
// same loader before the page renders. Pages built around a form (the advanced, registry, pledge and case searches) render in
// the browser: text typed before the page is interactive would be lost when it hydrates.
import { Navigate, useLocation } from 'react-router';
import { definePages, lazyNeeds, pagesOf } from '@portail/shared/remote/pageRoutes';
import { lazyPage } from '@portail/shared/remote/lazyPage';
import routes from '@portail/shared/routing/routes/mf-search.json';
// The pages' stylesheet, in the remote's own: the server's page links it, and the server-rendered
// markup is styled before the page's code arrives.
import './search.css';

// The pages the server renders: each page's code downloads with the remote's `./app` when it is
// the page at the address, when it is first opened otherwise.
const ResultsPage = lazyPage(() => import(/* webpackChunkName: "search-results" */ './features/results/ResultsPage'), (m) => m.ResultsPage);
const DepartmentsPage = lazyPage(() => import(/* webpackChunkName: "search-departments" */ './features/by-department/DepartmentsPage'), (m) => m.DepartmentsPage);
const DepartmentPage = lazyPage(() => import(/* webpackChunkName: "search-department" */ './features/by-department/DepartmentPage'), (m) => m.DepartmentPage);
const ActivityPage = lazyPage(() => import(/* webpackChunkName: "search-activity" */ './features/by-department/ActivityPage'), (m) => m.ActivityPage);
const NafCodePage = lazyPage(() => import(/* webpackChunkName: "search-naf-code" */ './features/by-department/NafCodePage'), (m) => m.NafCodePage);
const CaseDetailPage = lazyPage(() => import(/* webpackChunkName: "search-case-detail" */ './features/services/CaseDetailPage'), (m) => m.CaseDetailPage);

// The forms, which the browser renders: their code downloads when they are first opened, not with
// the pages the server renders (the results, the lists by department).
const AdvancedSearchPage = lazyPage(() => import(/* webpackChunkName: "search-advanced" */ './features/advanced-search/AdvancedSearchPage'), (m) => m.AdvancedSearchPage);
const RegistrySearchPage = lazyPage(() => import(/* webpackChunkName: "search-registries" */ './features/registries/RegistrySearchPage'), (m) => m.RegistrySearchPage);
const PledgeSearchPage = lazyPage(() => import(/* webpackChunkName: "search-pledges" */ './features/services/PledgeSearchPage'), (m) => m.PledgeSearchPage);
const CaseSearchPage = lazyPage(() => import(/* webpackChunkName: "search-cases" */ './features/services/CaseSearchPage'), (m) => m.CaseSearchPage);

// Any other path: the not-found page, rendered on the server with 404; its code downloads with it.
const NotFound = lazyPage(() => import(/* webpackChunkName: "search-not-found" */ './NotFound'), (m) => m.NotFound);

/** The bare search path opens the advanced search, keeping the query. */
function ToAdvancedSearch() {
  const { search } = useLocation();
  return <Navigate replace to={`${routes.advancedSearch}${search}`} />;
}

export const SEARCH_PAGES = definePages(
  pagesOf(
    routes,
    {
      search: { Component: ToAdvancedSearch, render: 'browser' },
      advancedSearch: { Component: AdvancedSearchPage, render: 'browser' },
      results: { Component: ResultsPage, needs: lazyNeeds(ResultsPage, (m) => m.resultsNeeds) },
      departments: { Component: DepartmentsPage, needs: lazyNeeds(DepartmentsPage, (m) => m.departmentsNeeds) },
      department: { Component: DepartmentPage, needs: lazyNeeds(DepartmentPage, (m) => m.departmentNeeds) },
      activity: { Component: ActivityPage, needs: lazyNeeds(ActivityPage, (m) => m.activityNeeds) },
      nafCode: { Component: NafCodePage, needs: lazyNeeds(NafCodePage, (m) => m.nafCodeNeeds) },
      registrySearch: { Component: RegistrySearchPage, render: 'browser' },
      pledgeSearch: { Component: PledgeSearchPage, render: 'browser' },
      caseSearch: { Component: CaseSearchPage, render: 'browser' },
      // The case detail shows no API data yet: nothing to load.
      caseDetail: { Component: CaseDetailPage },
    },
    // Any other path: the not-found page, rendered on the server with 404.
    NotFound,
  ),
);
