import { publish } from '@portail/shared';
import { clearSessionHint, setSessionHint } from './sessionHint';

// The session's code, as the shell downloads it on demand.
const installAuth = jest.fn();
const startSignIn = jest.fn();
jest.mock('../features/auth', () => ({ installAuth, startSignIn }));

/** A fresh copy of the loader (its download is made once per page). */
function freshLoader(): typeof import('./loadSession') {
  let loader!: typeof import('./loadSession');
  jest.isolateModules(() => {
    loader = jest.requireActual('./loadSession');
  });
  return loader;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let uninstall: (() => void)[] = [];
const realOpen = window.open;

beforeEach(() => {
  installAuth.mockClear();
  startSignIn.mockClear();
});
afterEach(() => {
  clearSessionHint(document);
  window.open = realOpen;
  uninstall.forEach((stop) => stop());
  uninstall = [];
});

describe('session loading', () => {
  it('downloads nothing for a visitor whose browser has not signed in here', async () => {
    uninstall.push(freshLoader().installSessionLoading());
    await flush();
    expect(installAuth).not.toHaveBeenCalled();
  });

  it('downloads and installs the session once for a browser that signed in recently', async () => {
    setSessionHint(document, 3600);
    const loader = freshLoader();
    uninstall.push(loader.installSessionLoading());
    await flush();
    expect(installAuth).toHaveBeenCalledTimes(1);
    await loader.loadSession();
    expect(installAuth).toHaveBeenCalledTimes(1);
  });

  it('opens the sign-in popup inside the click, then hands it to the downloaded session', async () => {
    const popup = { close: jest.fn() } as unknown as Window;
    const open = jest.fn(() => popup);
    window.open = open as typeof window.open;
    const { requestSignIn } = freshLoader();
    requestSignIn({ returnTo: '/panier' });
    // Synchronously, before the session's code has arrived.
    expect(open).toHaveBeenCalledTimes(1);
    expect(startSignIn).not.toHaveBeenCalled();
    await flush();
    expect(installAuth).toHaveBeenCalledTimes(1);
    expect(startSignIn).toHaveBeenCalledWith({ returnTo: '/panier' }, popup);
  });

  it('answers a sign-in request of the event bus', async () => {
    window.open = jest.fn(() => null) as typeof window.open;
    uninstall.push(freshLoader().installSessionLoading());
    publish('auth:login-requested', { v: 1, returnTo: '/espace-personnel' });
    expect(window.open).toHaveBeenCalledTimes(1);
    await flush();
    expect(startSignIn).toHaveBeenCalledWith({ returnTo: '/espace-personnel' }, null);
  });
});
