/** @jest-environment node */
import net from 'node:net';
import Fastify from 'fastify';
import { formatRecord, logDestination, withoutClientAborts } from './terminal';

/** A server logging like the test providers': warnings and errors, its 500s logged with their error. */
async function providerLike(printed: string[]) {
  const app = Fastify({ logger: { level: 'warn', stream: logDestination({ out: { write: (t: string) => printed.push(t) }, level: 'warn', format: 'text', prefix: '[paiement] ' }) } });
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    return reply.code(status).send('Erreur');
  });
  app.post('/paiement', async () => 'ok');
  app.get('/panne', async () => {
    throw new Error('panne du prestataire');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

describe('a server’s terminal', () => {
  it('prints nothing when a client leaves in the middle of its request body', async () => {
    const printed: string[] = [];
    const { app, port } = await providerLike(printed);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /paiement HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"carte":');
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 300));
    await app.close();
    expect(printed).toEqual([]);
  });

  it('prints a server error on one line, named, with its stack once below it', async () => {
    const printed: string[] = [];
    const { app } = await providerLike(printed);
    expect((await fetch(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/panne`)).status).toBe(500);
    await app.close();
    const out = printed.join('');
    expect(out).toMatch(/^\[paiement\] \d\d:\d\d:\d\d ERREUR panne du prestataire\n {4}Error: panne du prestataire\n/);
    expect(out.split('Error: panne du prestataire').length - 1).toBe(1);
  });

  it('writes every record to the file, the terminal only from its level', () => {
    const out: string[] = [];
    const file: string[] = [];
    const destination = logDestination({ out: { write: (t: string) => out.push(t) }, file: { write: (t: string) => file.push(t) }, level: 'info', format: 'text' });
    destination.write(`${JSON.stringify({ level: 20, time: 0, msg: 'GET / → 200 (1 ms)' })}\n${JSON.stringify({ level: 30, time: 0, msg: 'Paiement accepté' })}\n`);
    expect(file).toHaveLength(2);
    expect(out).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d Paiement accepté\n$/)]);
  });

  it('keeps a client that left out of the errors, whatever level it was logged at', () => {
    const record = withoutClientAborts({ level: 50, msg: 'request errored', err: { message: 'aborted', code: 'ECONNRESET', stack: 'Error: aborted\n    at x' } });
    expect(record.level).toBe(20);
    expect(formatRecord(record)).not.toContain('at x');
  });
});
