/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerLog, isClientAbort } from './serverLog.ts';

const entry = { method: 'GET', url: '/faq', status: 200, ms: 3 };
const gone = (code: string) => Object.assign(new Error('aborted'), { code });

describe('the servers’ log', () => {
  it('prints no line per request by default, one with LOG_LEVEL=debug', () => {
    const quiet: string[] = [];
    createServerLog({ env: {}, write: (l) => quiet.push(l) }).request(entry);
    expect(quiet).toEqual([]);
    const debug: string[] = [];
    createServerLog({ env: { LOG_LEVEL: 'debug' }, write: (l) => debug.push(l) }).request(entry);
    expect(debug).toHaveLength(1);
    expect(debug).toEqual(['GET /faq → 200 (3 ms)\n']);
  });

  it('writes every record to the file LOG_FILE names, as JSON lines, and no request to the terminal', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-log-'));
    const file = path.join(dir, 'requetes.log');
    const printed: string[] = [];
    try {
      const log = createServerLog({ env: { LOG_FILE: file }, write: (l) => printed.push(l) });
      log.request(entry);
      log.request({ ...entry, url: '/panier', status: 404 });
      log.error(new Error('base injoignable'));
      const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(records).toEqual([
        expect.objectContaining({ level: 'debug', msg: 'GET /faq → 200 (3 ms)', status: 200 }),
        expect.objectContaining({ level: 'debug', msg: 'GET /panier → 404 (3 ms)', status: 404 }),
        expect.objectContaining({ level: 'error', msg: 'Erreur : base injoignable', stack: expect.stringContaining('Error: base injoignable') }),
      ]);
      expect(printed).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints an error with its stack, and never a client that went away', () => {
    const printed: string[] = [];
    const log = createServerLog({ env: {}, write: (l) => printed.push(l) });
    for (const code of ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']) log.error(gone(code));
    log.error(new Error('premature close'));
    expect(printed).toEqual([]);
    log.error(new Error('base injoignable'), 'rendu de /faq');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^Erreur \(rendu de \/faq\) : Error: base injoignable\n\s+at /);
  });

  it('tells a client that went away from an error', () => {
    expect(isClientAbort(gone('ECONNRESET'))).toBe(true);
    expect(isClientAbort(new Error('socket hang up'))).toBe(true);
    expect(isClientAbort(new Error('ECONNREFUSED 127.0.0.1:3000'))).toBe(false);
    expect(isClientAbort('ECONNRESET')).toBe(false);
  });
});
