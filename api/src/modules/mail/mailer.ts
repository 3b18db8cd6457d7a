import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db';
import type { LimitRule } from '../identity';

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

/**
 * Mails anyone can have sent to an address by filling in a form: the only ones capped per
 * recipient (see `queueCapped`). Every other mail follows something the customer did or owns (an
 * order, a payment, a subscription, a change of their account) and always leaves.
 */
export const CAPPED_MAIL_KINDS = [
  'reinitialisation',
  'validation',
  'deja_inscrit',
  'changement_email',
  'contact_accuse',
] as const;
export type CappedMailKind = (typeof CAPPED_MAIL_KINDS)[number];

/** What a mail is, kept with it in the outbox (`kind`); 'autre' when its sender does not say. */
export const MAIL_KINDS = [
  ...CAPPED_MAIL_KINDS,
  'commande',
  'documents',
  'surveillance',
  'paiement',
  'abonnement',
  'avis_securite',
  'contact_equipe',
  'autre',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: AttachmentRef[];
  kind?: MailKind;
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
  kind: MailKind;
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
    await q.query('insert into identity_outbox (recipient, subject, text_body, html_body, pieces_jointes, kind) values ($1, $2, $3, $4, $5::jsonb, $6)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments ?? []),
      mail.kind ?? 'autre',
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
  kind: MailKind;
}

const SELECT_OUTBOX = 'select id, recipient, subject, text_body, html_body, sent_at::text as sent_at, pieces_jointes, kind from identity_outbox';

function toMessage(r: OutboxRow): OutboxMessage {
  return { id: r.id, recipient: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, sentAt: r.sent_at, attachments: parseAttachments(r.pieces_jointes), kind: r.kind };
}

export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxMessage[]> {
  return (await db.query<OutboxRow>(`${SELECT_OUTBOX} order by id desc limit $1`, [limit])).map(toMessage);
}

export async function findOutboxMessage(db: Queryable, id: number): Promise<OutboxMessage | null> {
  const [r] = await db.query<OutboxRow>(`${SELECT_OUTBOX} where id = $1`, [id]);
  return r ? toMessage(r) : null;
}

/** Mail of `kind` queued for `recipient` within the last `seconds` (the per-recipient cap). */
export async function recentMailTo(db: Queryable, recipient: string, kind: MailKind, seconds: number): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_outbox where lower(recipient) = lower($1) and kind = $2 and sent_at > now() - make_interval(secs => $3)`,
    [recipient, kind, seconds],
  );
  return r?.n ?? 0;
}

/** Where a capped mail is reported: the request's logger. */
export interface CapLog {
  warn(obj: object, msg: string): void;
}

/** A recipient as logs name them: the start of the SHA-256 of the lower-cased address, never the address. */
export function recipientDigest(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * Queues through `q` a mail that anyone can have sent to any address (a `CappedMailKind`), unless
 * its recipient was sent `rule.max` mails of that kind within the window: that one is not queued
 * and is logged (warn, with its kind and `recipientDigest`). Whoever asked is answered the same
 * either way, so the answer tells nothing of the cap. Resolves to whether the mail was queued.
 */
export async function queueCapped(mailer: Mailer, q: Queryable, mail: Mail & { kind: CappedMailKind }, rule: LimitRule, log: CapLog): Promise<boolean> {
  // One count and insert at a time per recipient and kind, so that requests at once do not all pass.
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`courriel:${mail.kind}:${mail.to.trim().toLowerCase()}`]);
  if ((await recentMailTo(q, mail.to, mail.kind, rule.windowSeconds)) >= rule.max) {
    log.warn({ kind: mail.kind, recipient: recipientDigest(mail.to), max: rule.max, windowSeconds: rule.windowSeconds }, 'mail not sent: recipient over the cap for its kind');
    return false;
  }
  await mailer.queue(q, mail);
  return true;
}
