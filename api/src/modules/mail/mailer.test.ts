import type { Transporter } from 'nodemailer';
import { useTestDatabase, testBackends } from '../../testing/databases';
import { createMailer, type Mail } from './mailer';

const mail = (to: string): Mail => ({ to, subject: 'Validez votre adresse e-mail', text: 'lien', html: '<p>lien</p>' });

/** A transport that records what it sends, failing while `failing` is set. */
function recordingTransport() {
  const sent: string[] = [];
  const state = { failing: false };
  const transport = {
    async sendMail(m: { to: string }) {
      await new Promise((r) => setTimeout(r, 5));
      if (state.failing) throw new Error('SMTP indisponible');
      sent.push(m.to);
      return {};
    },
  } as unknown as Transporter;
  return { transport, sent, state };
}

jest.setTimeout(60_000);

describe.each(testBackends())('transactional mail on %s', (kind) => {
  const t = useTestDatabase(kind);
  beforeEach(async () => {
    await t.db.exec('delete from identity_outbox');
  });

  it('delivers what a committed transaction queued, once, and nothing of a rolled-back one', async () => {
    const { transport, sent } = recordingTransport();
    const mailer = createMailer(t.db, { from: 'portail@exemple.fr', transport });
    expect(mailer.mode).toBe('smtp');
    await t.db.transaction((tx) => mailer.queue(tx, mail('ok@exemple.fr')));
    await expect(
      t.db.transaction(async (tx) => {
        await mailer.queue(tx, mail('annule@exemple.fr'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await mailer.deliver();
    await mailer.deliver();
    expect(sent).toEqual(['ok@exemple.fr']);
    const [row] = await t.db.query<{ delivered: boolean }>('select delivered_at is not null as delivered from identity_outbox');
    expect(row!.delivered).toBe(true);
  });

  it('keeps a mail whose delivery failed and delivers it on a later run', async () => {
    const { transport, sent, state } = recordingTransport();
    const mailer = createMailer(t.db, { from: 'portail@exemple.fr', transport });
    await mailer.queue(t.db, mail('plus-tard@exemple.fr'));
    state.failing = true;
    await mailer.deliver();
    const [failed] = await t.db.query<{ last_error: string; delivered_at: string | null }>('select last_error, delivered_at from identity_outbox');
    expect(failed).toEqual({ last_error: 'SMTP indisponible', delivered_at: null });
    state.failing = false;
    // Within its claim nobody tries it again; once the claim has lapsed, the next run does.
    await mailer.deliver();
    expect(sent).toEqual([]);
    await t.db.query(`update identity_outbox set claimed_until = now() - interval '1 second'`);
    await mailer.deliver();
    expect(sent).toEqual(['plus-tard@exemple.fr']);
  });

  it('sends each mail once when two processes deliver at the same time', async () => {
    const a = recordingTransport();
    const b = recordingTransport();
    const mailers = [createMailer(t.db, { from: 'p@exemple.fr', transport: a.transport }), createMailer(t.db, { from: 'p@exemple.fr', transport: b.transport })];
    for (let i = 0; i < 30; i += 1) await mailers[0]!.queue(t.db, mail(`client-${i}@exemple.fr`));
    await Promise.all(mailers.map((m) => m.deliver()));
    const all = [...a.sent, ...b.sent].sort();
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(t.db, { from: 'portail@exemple.fr' });
    expect(mailer.mode).toBe('outbox');
    await mailer.queue(t.db, mail('local@exemple.fr'));
    await mailer.deliver();
    const rows = await t.db.query<{ recipient: string; delivered_at: string | null }>('select recipient, delivered_at from identity_outbox');
    expect(rows).toEqual([{ recipient: 'local@exemple.fr', delivered_at: null }]);
  });

  it('drops a mail to an address under the reserved .invalid domain (an erased person)', async () => {
    const mailer = createMailer(t.db, { from: 'portail@exemple.fr' });
    await mailer.queue(t.db, mail('supprime-1@compte-supprime.invalid'));
    await mailer.queue(t.db, mail('reste@exemple.fr'));
    const rows = await t.db.query<{ recipient: string }>('select recipient from identity_outbox');
    expect(rows).toEqual([{ recipient: 'reste@exemple.fr' }]);
  });
});
