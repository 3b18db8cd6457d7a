import { installScrollRestoration } from './scroll';

/** What single-spa dispatches around a navigation; `pop` for the browser's back and forward. */
function navigate(path: string, pop: boolean) {
  const originalEvent = pop ? Object.assign(new Event('popstate'), { singleSpa: undefined }) : undefined;
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { originalEvent } }));
  window.history.pushState(null, '', path);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

describe('scroll restoration', () => {
  let scrollY = 0;
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState(null, '', '/plan-du-site');
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      scrollY = y;
    }) as never);
  });
  afterEach(() => scrollTo.mockRestore());

  it('restores on back the position a server-rendered page was scrolled to before the shell started', () => {
    scrollY = 400; // scrolled while the page's scripts were still loading
    installScrollRestoration();
    navigate('/tarifs', false);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    navigate('/plan-du-site', true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
  });
});
