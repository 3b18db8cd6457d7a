/** @jest-environment node */
import { INSCRIPTION_REDIRECT } from '@portail/shared';
import { waitForRedirect } from './popup';
import { popupFeatures } from './popupWindow';

class Host extends EventTarget {
  location = { origin: 'http://localhost:8080' };
  delays: number[] = [];
  setInterval(fn: () => void, delay: number) {
    this.delays.push(delay);
    return setInterval(fn, 5) as unknown as number;
  }
  clearInterval(id: number) {
    clearInterval(id);
  }
  setTimeout(fn: () => void, delay: number) {
    return setTimeout(fn, delay) as unknown as number;
  }
  clearTimeout(id: number) {
    clearTimeout(id);
  }
}

function fakePopup() {
  let href: string | Error = 'about:blank';
  const popup = {
    closed: false,
    location: {
      get href(): string {
        if (href instanceof Error) throw href;
        return href;
      },
    },
    go(next: string | Error) {
      href = next;
    },
  };
  return popup;
}

const REDIRECT = 'http://localhost:8080/auth/callback';

describe('sign-in popup', () => {
  it('is 600x600 and centred on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe('popup=yes,width=600,height=600,left=500,top=250');
  });

  it('polls every 700 ms, ignores cross-origin pages and resolves on the redirect URI', async () => {
    const host = new Host();
    const popup = fakePopup();
    const result = waitForRedirect(popup as unknown as Window, REDIRECT, { host: host as unknown as Window });
    popup.go(new DOMException('Blocked a frame with origin', 'SecurityError'));
    await new Promise((r) => setTimeout(r, 20));
    popup.go(`${REDIRECT}?code=abc&state=xyz`);
    const outcome = await result;
    expect(host.delays).toEqual([700]);
    expect(outcome.kind).toBe('redirect');
    expect(outcome.kind === 'redirect' && outcome.url.searchParams.get('code')).toBe('abc');
  });

  it('reports a closed popup', async () => {
    const host = new Host();
    const popup = fakePopup();
    const result = waitForRedirect(popup as unknown as Window, REDIRECT, { host: host as unknown as Window });
    popup.closed = true;
    await expect(result).resolves.toEqual({ kind: 'closed' });
  });

  it('stops on INSCRIPTION_REDIRECT from the popup only, and only from our origin', async () => {
    const host = new Host();
    const popup = fakePopup();
    const result = waitForRedirect(popup as unknown as Window, REDIRECT, { host: host as unknown as Window });
    const send = (origin: string, source: unknown) => host.dispatchEvent(Object.assign(new Event('message'), { origin, data: INSCRIPTION_REDIRECT, source }));
    send('https://evil.example', popup);
    send('http://localhost:8080', {});
    send('http://localhost:8080', popup);
    await expect(result).resolves.toEqual({ kind: 'inscription' });
  });

  it('gives up after the timeout (silent restore)', async () => {
    const host = new Host();
    const popup = fakePopup();
    await expect(waitForRedirect(popup as unknown as Window, REDIRECT, { host: host as unknown as Window, timeoutMs: 30 })).resolves.toEqual({ kind: 'timeout' });
  });
});
