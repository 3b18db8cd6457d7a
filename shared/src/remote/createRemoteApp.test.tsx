import { createRemoteApp } from './createRemoteApp';
import { runLifecycle } from './testing';

function Page({ label }: { label?: string }) {
  return <p className="page">{label ?? 'Fiche'}</p>;
}

let failure: Error | null = null;
function Failing() {
  if (failure) throw failure;
  return <p>Rendu</p>;
}

function container(): HTMLElement {
  const el = document.createElement('div');
  el.dataset.remote = 'mf-test';
  document.body.append(el);
  return el;
}

afterEach(() => {
  failure = null;
  document.body.replaceChildren();
});

describe('createRemoteApp', () => {
  it('mounts the root with the props single-spa gives, and resolves once it is in the document', async () => {
    const app = createRemoteApp('mf-test', Page);
    const el = container();
    let mounted = false;
    const mounting = (app.mount as (p: object) => Promise<unknown>)({ name: 'mf-test', domElement: el, label: 'Boulangerie Dupont' }).then(() => {
      mounted = true;
      expect(el.querySelector('.page')?.textContent).toBe('Boulangerie Dupont');
    });
    expect(mounted).toBe(false);
    await mounting;
    expect(mounted).toBe(true);
  });

  it('unmounts its root and leaves the container empty, and mounts again after', async () => {
    const app = createRemoteApp('mf-test', Page);
    const el = container();
    await runLifecycle(app.mount, el);
    expect(el.querySelector('.page')).not.toBeNull();
    await runLifecycle(app.unmount, el);
    expect(el.childElementCount).toBe(0);
    await runLifecycle(app.mount, el);
    expect(el.querySelector('.page')?.textContent).toBe('Fiche');
    await runLifecycle(app.unmount, el);
  });

  it('finds its container by its data-remote attribute when single-spa gives none', async () => {
    const app = createRemoteApp('mf-test', Page);
    const el = container();
    await runLifecycle((props: { domElement?: HTMLElement }) => (app.mount as (p: object) => Promise<unknown>)({ ...props, domElement: undefined }), el);
    expect(el.querySelector('.page')).not.toBeNull();
    await runLifecycle(app.unmount, el);
  });

  it('shows the error screen in its container when the page fails to render, and still resolves its mount', async () => {
    failure = new Error('Rendu impossible');
    // React and the boundary report the failure on the console; the test reads the screen.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createRemoteApp('mf-test', Failing);
    const el = container();
    await runLifecycle(app.mount, el);
    expect(el.textContent).toContain('Rendu impossible');
    expect(el.querySelector('button')?.textContent).toBe('Réessayer');
    await runLifecycle(app.unmount, el);
    reported.mockRestore();
  });
});
