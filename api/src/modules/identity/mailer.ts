import nodemailer from 'nodemailer';
import type { Queryable } from '../../db';

// Mail goes through nodemailer: to the SMTP server of the configuration (SMTP_URL), or, in the
// embedded default, into an outbox table that /auth/outbox lists so links can be followed locally.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export function createMailer(db: Queryable, opts: { smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  // jsonTransport builds the message like a real transport would, without a network.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
      await db.query('insert into identity_outbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
      ]);
    },
  };
}

export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<{ id: number; recipient: string; subject: string; text_body: string; html_body: string; sent_at: string }>(
    'select id, recipient, subject, text_body, html_body, sent_at::text as sent_at from identity_outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((r) => ({ id: r.id, recipient: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, sentAt: r.sent_at }));
}
