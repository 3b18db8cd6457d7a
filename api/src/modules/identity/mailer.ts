import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db';

// Mail is a transactional outbox: `queue` writes the message into identity_outbox with the writes
// it belongs to (a new account and its validation link commit together, or neither does). Then:
// - with an SMTP server (SMTP_URL), `deliver` sends what is pending through nodemailer and marks it
//   delivered; a failed delivery stays pending and is tried again by the next `deliver` (the API
//   runs one every 30 s), so a mail the database holds is never lost to a passing SMTP failure;
// - without one (the embedded default, development only), the table is where mail stays: the
//   outbox viewer (outboxViewer.ts) lists it on a loopback port, never through the site.

/**
 * A document attached to a mail, by reference: `kind` names the module that issued it (an
 * invoice...), which gives its bytes when the mail leaves (see `registerAttachments`).
 */
export interface AttachmentRef {
  kind: string;
  id: number;
  filename: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: AttachmentRef[];
}

/** The bytes of an attached document, or null when it is gone. */
export type AttachmentSource = (id: number) => Promise<{ content: Buffer; contentType: string } | null>;

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Writes the mail into the outbox through `q`: it leaves only if `q`'s transaction commits. A mail to an undeliverable address is dropped. */
  queue(q: Queryable, mail: Mail): Promise<void>;
  /** Delivers the pending mail (SMTP mode; nothing to do in outbox mode). Never throws. */
  deliver(): Promise<void>;
  /** Where the documents of one kind come from (the orders module registers its invoices). */
  registerAttachments(kind: string, source: AttachmentSource): void;
  /** The bytes of an attachment, through its kind's source. */
  attachment(ref: AttachmentRef): Promise<{ content: Buffer; contentType: string } | null>;
}

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  attachments: AttachmentRef[];
}

/** Mail claimed by one delivery run at a time, for this long (another process skips it meanwhile). */
const CLAIM_SECONDS = 60;
/** Messages per delivery run. */
const BATCH = 20;
/** After this many failed attempts a message is left for an operator (last_error says why). */
export const MAX_DELIVERY_ATTEMPTS = 10;

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Another nodemailer transport (tests); SMTP mode when given. */
  transport?: Transporter;
}

/** Addresses under the reserved `.invalid` domain (RFC 2606) can receive nothing: an erased person's, for one. */
export function isUndeliverable(address: string): boolean {
  return /\.invalid$/i.test(address.trim());
}

export function createMailer(db: Queryable, opts: MailerOptions): Mailer {
  const queue = async (q: Queryable, mail: Mail) => {
    if (isUndeliverable(mail.to)) return;
    await q.query('insert into identity_outbox (recipient, subject, text_body, html_body, pieces_jointes) values ($1, $2, $3, $4, $5::jsonb)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments ?? []),
    ]);
  };
  const sources = new Map<string, AttachmentSource>();
  const attachments = {
    registerAttachments(kind: string, source: AttachmentSource) {
      sources.set(kind, source);
    },
    async attachment(ref: AttachmentRef) {
      const source = sources.get(ref.kind);
      return source ? source(ref.id) : null;
    },
  };
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  if (!transport) return { mode: 'outbox', queue, deliver: async () => {}, ...attachments };

  let running: Promise<void> | null = null;
  const run = async () => {
    for (;;) {
      const batch = await db.query<{ id: number; recipient: string; subject: string; text_body: string; html_body: string; pieces_jointes: AttachmentRef[] | string }>(
        `update identity_outbox set claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
          where id in (select id from identity_outbox
                        where delivered_at is null and attempts < $2 and (claimed_until is null or claimed_until < now())
                        order by id limit $3 for update skip locked)
          returning id, recipient, subject, text_body, html_body, pieces_jointes`,
        [CLAIM_SECONDS, MAX_DELIVERY_ATTEMPTS, BATCH],
      );
      if (batch.length === 0) return;
      for (const m of batch) {
        try {
          const files = [];
          for (const ref of parseAttachments(m.pieces_jointes)) {
            const file = await attachments.attachment(ref);
            // A document that cannot be produced now is tried again with the next run.
            if (!file) throw new Error(`attachment ${ref.kind} ${ref.id} unavailable`);
            files.push({ filename: ref.filename, content: file.content, contentType: file.contentType });
          }
          await transport.sendMail({ from: opts.from, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body, attachments: files });
          await db.query('update identity_outbox set delivered_at = now(), claimed_until = null, last_error = null where id = $1', [m.id]);
        } catch (e) {
          // Left pending: tried again once the claim lapses.
          await db.query('update identity_outbox set last_error = $2 where id = $1', [m.id, String((e as Error).message ?? e).slice(0, 500)]);
        }
      }
      if (batch.length < BATCH) return;
    }
  };
  return {
    mode: 'smtp',
    queue,
    ...attachments,
    deliver() {
      // One run at a time per process; a call during a run is served by that run's next batch.
      running ??= run()
        .catch(() => {})
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

/** jsonb comes back parsed from node-postgres and as text from nowhere else; accept both. */
function parseAttachments(value: AttachmentRef[] | string | null): AttachmentRef[] {
  if (!value) return [];
  return typeof value === 'string' ? (JSON.parse(value) as AttachmentRef[]) : value;
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  sent_at: string;
  pieces_jointes: AttachmentRef[] | string;
}

const SELECT_OUTBOX = 'select id, recipient, subject, text_body, html_body, sent_at::text as sent_at, pieces_jointes from identity_outbox';

function toMessage(r: OutboxRow): OutboxMessage {
  return { id: r.id, recipient: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, sentAt: r.sent_at, attachments: parseAttachments(r.pieces_jointes) };
}

export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxMessage[]> {
  return (await db.query<OutboxRow>(`${SELECT_OUTBOX} order by id desc limit $1`, [limit])).map(toMessage);
}

export async function findOutboxMessage(db: Queryable, id: number): Promise<OutboxMessage | null> {
  const [r] = await db.query<OutboxRow>(`${SELECT_OUTBOX} where id = $1`, [id]);
  return r ? toMessage(r) : null;
}

/** Mail queued for `recipient` within the last `seconds` (the per-recipient limit). */
export async function recentMailTo(db: Queryable, recipient: string, seconds: number): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_outbox where lower(recipient) = lower($1) and sent_at > now() - make_interval(secs => $2)`,
    [recipient, seconds],
  );
  return r?.n ?? 0;
}
