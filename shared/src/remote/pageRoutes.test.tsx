import { matchRoutes } from 'react-router';
import { definePages, pagesOf, rendersInBrowser } from './pageRoutes';
import { REMOTE_ROUTES } from '../routing/routes';

const Page = () => null;
const Missing = () => null;

describe('pagesOf', () => {
  const manifest = { list: '/articles', item: '/articles/:id' };
  const pages = pagesOf(manifest, { list: { Component: Page, render: 'browser' }, item: { Component: Page, load: () => undefined } }, Missing);

  it('gives each page of the manifest its path, and the not-found page every other path', () => {
    expect(pages.map((p) => p.path)).toEqual(['/articles', '/articles/:id', '*']);
    expect(pages[2]!.Component).toBe(Missing);
    const { routes } = definePages(pages);
    expect(matchRoutes(routes, '/articles/7')?.at(-1)?.params).toEqual({ id: '7' });
    expect(matchRoutes(routes, '/ailleurs')?.at(-1)?.route.Component).toBe(Missing);
  });

  it('keeps what each page says of itself', () => {
    const { routes } = definePages(pages);
    expect(rendersInBrowser(matchRoutes(routes, '/articles') ?? [])).toBe(true);
    expect(rendersInBrowser(matchRoutes(routes, '/articles/7') ?? [])).toBe(false);
  });
});

describe('the route manifests', () => {
  it('name each pattern once across the site', () => {
    const patterns = Object.values(REMOTE_ROUTES).flatMap((m) => Object.values(m));
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
  });
});
