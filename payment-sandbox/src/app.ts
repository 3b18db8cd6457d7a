// The sandbox card payment provider: the hosted page the portal sends customers to with a signed
// request, test cards with known outcomes (accepted, refused, 3-D Secure), signed notifications of
// each outcome to the merchant, and the signed way back to the merchant's return page; an API,
// signed the same way, by which the merchant cancels a session not paid yet or refunds a paid
// transaction. A page takes no card after the end of the merchant's wait (the signed request's
// `expiration`), and its forms answer only the browser it was opened in (a cookie and a token in
// the form). Sessions live in memory; card numbers are never stored nor logged, only their mask.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  PAYMENT_REQUEST_KEYS,
  PAYMENT_SIGNATURE_HEADER,
  TEST_3DS_CODE,
  TEST_CARDS,
  returnUrl,
  signNotification,
  verifyFields,
  type CancelAnswer,
  type PaymentNotification,
  type PaymentOutcome,
  type RefundAnswer,
} from '@portail/shared/payment/protocol';
import { isValidLuhn } from '@portail/shared/format/identifiers';
import { registerMerchantApi } from './merchantApi';
import { DEFAULT_RETRY_DELAYS_MS, createNotifier } from '@portail/shared/sandbox/notifier';
import { answerAsSandbox } from '@portail/shared/sandbox/answers';
import {
  FORM_TOKEN_FIELD,
  errorPage,
  expiredPage,
  finishedPage,
  forbiddenPage,
  invalidRequestPage,
  notFoundPage,
  pageNotFoundPage,
  paymentPage,
  threeDSecurePage,
  type CardErrors,
  type CardValues,
  type OrderSummary,
} from './page';
import { FAVICON_SVG, STYLESHEET } from './style';

export interface SandboxOptions {
  /** Shared with the merchant: signs requests, notifications and returns. */
  secret: string;
  merchantId: string;
  merchantName: string;
  /** Where notifications are POSTed. */
  notificationUrl: string;
  /** Wait before the first notification attempt (default 0). */
  notificationDelayMs?: number;
  /** Send each notification twice at once (default false). */
  duplicateNotifications?: boolean;
  /** Delay before each attempt (default {@link DEFAULT_RETRY_DELAYS_MS}). */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** Where delivery reports go (default: nowhere). */
  log?: (message: string) => void;
  logger?: FastifyServerOptions['logger'];
}

export const MOTIFS = {
  refused: 'Paiement refusé par la banque : provision insuffisante.',
  threeDSecureFailed: 'Authentification 3-D Secure échouée.',
  unknownCard: 'Carte refusée : utilisez une carte de test.',
  cancelled: 'Paiement abandonné par le client.',
  expired: 'Délai de paiement dépassé.',
  cancelledByMerchant: 'Paiement annulé par le site marchand.',
} as const;

/** The cookie binding a session's page to the browser that opened it: one per session, under /paiement. */
export const browserCookie = (session: string) => `paiement_${session.replace(/-/g, '')}`;

/** Finished sessions are forgotten after this long. */
const FINISHED_RETENTION_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PaymentRequest {
  marchand: string;
  session: string;
  reference: string;
  libelle: string;
  montant: number;
  devise: 'EUR' | 'XPF';
  url_retour: string;
  /** Milliseconds since the epoch from which the page takes no card. */
  expiration: number;
}

interface Session {
  id: string;
  request: PaymentRequest;
  /** The random value of the browser's cookie; the forms carry an HMAC of it. */
  browser: string;
  /** The transaction of the outcome, once there is one; the refunded part of an accepted one. */
  transaction: string | null;
  refunded: number;
  /** Entering the card, answering the 3-D Secure challenge, or done. */
  stage: 'CARTE' | '3DS' | 'TERMINE';
  /** Masked number of the card used, once one was. */
  carte: string | null;
  outcome: { statut: PaymentOutcome; motif: string | null } | null;
  openedAt: number;
  finishedAt: number | null;
  expiry: NodeJS.Timeout | null;
}

// ---------- Cards ----------

/** "497010******0014": the first six and last four digits. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

interface CardInput {
  digits: string;
  errors: CardErrors;
  values: CardValues;
}

/** Checks the card form; the cryptogram is never echoed back. */
function readCard(body: Record<string, unknown>, nowMs: number): CardInput {
  const numero = str(body.numero).trim();
  const expiration = str(body.expiration).trim();
  const cryptogramme = str(body.cryptogramme).trim();
  const titulaire = str(body.titulaire).trim();
  const errors: CardErrors = {};

  const digits = numero.replace(/ /g, '');
  if (!numero) errors.numero = 'Saisissez le numéro de carte.';
  else if (!/^\d{12,19}$/.test(digits)) errors.numero = 'Le numéro de carte doit comporter de 12 à 19 chiffres, sans autre caractère que des espaces.';
  else if (!isValidLuhn(digits)) errors.numero = 'Le numéro de carte est invalide : vérifiez les chiffres saisis.';

  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiration);
  if (!expiration) errors.expiration = "Saisissez la date d'expiration de la carte.";
  else if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) errors.expiration = "La date d'expiration doit être au format MM/AA, par exemple 09/28.";
  else {
    const today = new Date(nowMs);
    const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
    // A card is valid until the end of its month of expiry.
    if ((2000 + Number(exp[2])) * 12 + Number(exp[1]) - 1 < current) errors.expiration = "La carte est expirée : vérifiez la date d'expiration.";
  }

  if (!cryptogramme) errors.cryptogramme = 'Saisissez le cryptogramme visuel.';
  else if (!/^\d{3}$/.test(cryptogramme)) errors.cryptogramme = 'Le cryptogramme visuel doit comporter 3 chiffres.';

  if (!titulaire) errors.titulaire = 'Saisissez le nom du titulaire de la carte.';
  else if (titulaire.length > 100) errors.titulaire = 'Le nom du titulaire ne doit pas dépasser 100 caractères.';

  return { digits, errors, values: { numero, expiration, titulaire } };
}

// ---------- Requests ----------

type Parsed = { ok: true; request: PaymentRequest } | { ok: false; reason: string };

/** The signed request from the merchant: complete, signed with the secret, fresh, well formed. */
function parseRequest(query: Record<string, unknown>, o: { secret: string; merchantId: string; nowSeconds: number }): Parsed {
  const fields: Record<string, string> = {};
  for (const k of [...PAYMENT_REQUEST_KEYS, 'signature']) {
    const v = query[k];
    if (typeof v !== 'string') return { ok: false, reason: `La demande est incomplète : le champ « ${k} » est absent ou répété.` };
    fields[k] = v;
  }
  const check = verifyFields(fields, o.secret, o.nowSeconds);
  if (!check.ok) return { ok: false, reason: check.reason === 'Demande expirée.' ? 'La demande a expiré : relancez le paiement depuis le site marchand.' : 'La signature de la demande est invalide.' };
  if (fields.marchand !== o.merchantId) return { ok: false, reason: 'Marchand inconnu.' };
  if (!UUID.test(fields.session!)) return { ok: false, reason: 'Identifiant de session invalide.' };
  if (!/^\d{1,12}$/.test(fields.montant!)) return { ok: false, reason: 'Montant invalide.' };
  if (!/^\d{1,12}$/.test(fields.expiration!)) return { ok: false, reason: "Date limite de paiement invalide." };
  if (fields.devise !== 'EUR' && fields.devise !== 'XPF') return { ok: false, reason: 'Devise non prise en charge.' };
  if (!returnOrigin(fields.url_retour!)) return { ok: false, reason: 'Adresse de retour invalide.' };
  return {
    ok: true,
    request: {
      marchand: fields.marchand!,
      session: fields.session!,
      reference: fields.reference!,
      libelle: fields.libelle!,
      montant: Number(fields.montant),
      devise: fields.devise,
      url_retour: fields.url_retour!,
      expiration: Number(fields.expiration) * 1000,
    },
  };
}

/** A cookie's value in a Cookie header; null when absent. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The origin of an http(s) return address, fit for a CSP source; null otherwise. */
function returnOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return /^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(u.origin) ? u.origin : null;
  } catch {
    return null;
  }
}

function csp(formOrigin: string | null): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

// ---------- App ----------

export function buildSandbox(options: SandboxOptions): FastifyInstance {
  const clock = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(clock() / 1000);
  const { secret } = options;
  const log = options.log ?? (() => undefined);
  const sessions = new Map<string, Session>();
  /** Accepted transactions, for refunds. */
  const transactions = new Map<string, Session>();
  /** Sessions the merchant cancelled before their page was opened, with when. */
  const cancelledUnopened = new Map<string, number>();
  /** Refunds by the merchant's id: asked again, the same answer. */
  const refunds = new Map<string, { transaction: string; montant: number; answer: RefundAnswer; at: number }>();
  const notifier = createNotifier<PaymentNotification>({
    url: options.notificationUrl,
    secret,
    signatureHeader: PAYMENT_SIGNATURE_HEADER,
    sign: signNotification,
    describe: (n) => `${n.session} (${n.statut})`,
    fetch: options.fetch ?? globalThis.fetch,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    delayMs: options.notificationDelayMs ?? 0,
    duplicate: options.duplicateNotifications ?? false,
    now: clock,
    log,
  });

  const app = Fastify({ logger: options.logger ?? false });
  void app.register(formbody, { bodyLimit: 8 * 1024 });

  const order = (s: Session): OrderSummary => ({
    merchantName: options.merchantName,
    libelle: s.request.libelle,
    reference: s.request.reference,
    montant: s.request.montant,
    devise: s.request.devise,
  });

  function page(reply: FastifyReply, status: number, body: string, formOrigin: string | null = null) {
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp(formOrigin)).send(body);
  }

  const sessionPage = (reply: FastifyReply, s: Session, status: number, body: string) => page(reply, status, body, returnOrigin(s.request.url_retour));

  /** The token the session's forms carry: an HMAC of the session and of the browser's cookie. */
  const formToken = (s: Session) => createHmac('sha256', secret).update(`formulaire.${s.id}.${s.browser}`).digest('hex');

  /** Whether a POST comes from the browser the page was opened in: its cookie, and the form's token. */
  function fromOpener(req: FastifyRequest, s: Session): boolean {
    const cookie = cookieValue(req.headers.cookie, browserCookie(s.id));
    const token = str((req.body as Record<string, unknown> | undefined)?.[FORM_TOKEN_FIELD]);
    return cookie !== null && sameText(cookie, s.browser) && sameText(token, formToken(s));
  }

  /**
   * Binds the page to this browser: a random cookie (HttpOnly, SameSite=Lax, under /paiement, kept
   * a day past the deadline), the same on a reload; a browser without it gets a new one, and the
   * forms served before stop working.
   */
  function bindBrowser(req: FastifyRequest, reply: FastifyReply, s: Session): void {
    const cookie = cookieValue(req.headers.cookie, browserCookie(s.id));
    if (cookie === null || !sameText(cookie, s.browser)) s.browser = randomBytes(32).toString('hex');
    const maxAge = Math.ceil((s.request.expiration - clock() + FINISHED_RETENTION_MS) / 1000);
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${browserCookie(s.id)}=${s.browser}; Path=/paiement; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
  }

  const cardPage = (s: Session, more: { values?: CardValues; errors?: CardErrors } = {}) => paymentPage({ session: s.id, jeton: formToken(s), order: order(s), ...more });
  const challengePage = (s: Session, error?: string) => threeDSecurePage({ session: s.id, jeton: formToken(s), order: order(s), carte: s.carte!, ...(error ? { error } : {}) });

  /** A finished session's page: past its deadline (410), or with its outcome. */
  function endPage(reply: FastifyReply, s: Session, status: number) {
    const returnHref = returnUrl(s.request.url_retour, { session: s.id, statut: s.outcome!.statut }, secret, nowSeconds());
    if (s.outcome!.motif === MOTIFS.expired) return sessionPage(reply, s, 410, expiredPage({ order: order(s), returnHref }));
    return sessionPage(reply, s, status, finishedPage({ order: order(s), ...s.outcome!, returnHref }));
  }

  function backToMerchant(reply: FastifyReply, s: Session) {
    const href = returnUrl(s.request.url_retour, { session: s.id, statut: s.outcome!.statut }, secret, nowSeconds());
    return reply.code(303).header('location', href).send();
  }

  /** Records the outcome, once per session; without notifying when the merchant asked for it. */
  function close(s: Session, statut: PaymentOutcome, motif: string | null): string | null {
    if (s.stage === 'TERMINE') return null;
    s.stage = 'TERMINE';
    s.outcome = { statut, motif };
    s.finishedAt = clock();
    s.transaction = randomUUID();
    if (statut === 'ACCEPTE') transactions.set(s.transaction, s);
    if (s.expiry) clearTimeout(s.expiry);
    s.expiry = null;
    return s.transaction;
  }

  /** Records the outcome and notifies the merchant (asynchronously), once per session. */
  function finish(s: Session, statut: PaymentOutcome, motif: string | null): void {
    const transaction = close(s, statut, motif);
    if (transaction === null) return;
    const notification: PaymentNotification = {
      session: s.id,
      transaction,
      statut,
      montant: s.request.montant,
      devise: s.request.devise,
      carte: s.carte,
      motif,
      horodatage: nowSeconds(),
    };
    notifier.send(notification);
  }

  /** Past the merchant's deadline, an unfinished session is abandoned (the timer may not have run yet). */
  function expireIfDue(s: Session): void {
    if (s.stage !== 'TERMINE' && clock() >= s.request.expiration) finish(s, 'ABANDONNE', MOTIFS.expired);
  }

  function forgetOldSessions(): void {
    const limit = clock() - FINISHED_RETENTION_MS;
    for (const [id, s] of sessions) {
      if (s.finishedAt === null || s.finishedAt >= limit) continue;
      sessions.delete(id);
      if (s.transaction) transactions.delete(s.transaction);
    }
    for (const [id, at] of cancelledUnopened) if (at < limit) cancelledUnopened.delete(id);
    for (const [id, r] of refunds) if (r.at < limit) refunds.delete(id);
  }

  function open(request: PaymentRequest): Session {
    forgetOldSessions();
    const s: Session = {
      id: request.session,
      request,
      browser: randomBytes(32).toString('hex'),
      transaction: null,
      refunded: 0,
      stage: 'CARTE',
      carte: null,
      outcome: null,
      openedAt: clock(),
      finishedAt: null,
      expiry: null,
    };
    sessions.set(s.id, s);
    // Cancelled by the merchant before the customer came: closed, nothing to notify.
    if (cancelledUnopened.delete(s.id)) {
      close(s, 'ABANDONNE', MOTIFS.cancelledByMerchant);
      return s;
    }
    s.expiry = setTimeout(
      () => {
        s.expiry = null;
        finish(s, 'ABANDONNE', MOTIFS.expired);
      },
      Math.max(0, request.expiration - clock()),
    );
    return s;
  }

  answerAsSandbox(app, { csp: csp(null), page, notFoundPage: pageNotFoundPage, errorPage, serverError: 'Erreur du prestataire de paiement.' });

  app.addHook('onClose', async () => {
    for (const s of sessions.values()) if (s.expiry) clearTimeout(s.expiry);
    sessions.clear();
    notifier.close();
  });

  app.get('/sante', async () => ({ statut: 'ok' }));

  app.get('/style.css', async (_req, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET));
  app.get('/favicon.svg', async (_req, reply) => reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG));
  app.get('/favicon.ico', async (_req, reply) => reply.code(301).header('location', '/favicon.svg').send());

  app.get('/paiement', async (req, reply) => {
    const parsed = parseRequest(req.query as Record<string, unknown>, { secret, merchantId: options.merchantId, nowSeconds: nowSeconds() });
    if (!parsed.ok) return page(reply, 400, invalidRequestPage(parsed.reason));
    const { request } = parsed;
    let s = sessions.get(request.session);
    if (s) {
      const r = s.request;
      if (r.montant !== request.montant || r.devise !== request.devise || r.reference !== request.reference || r.libelle !== request.libelle) {
        return page(reply, 400, invalidRequestPage('Cette session de paiement a déjà été ouverte pour un autre paiement.'));
      }
      // Signed like the rest: the customer goes back where they came from this time.
      r.url_retour = request.url_retour;
      // The merchant's wait never grows back.
      r.expiration = Math.min(r.expiration, request.expiration);
    } else {
      s = open(request);
    }
    expireIfDue(s);
    if (s.stage === 'TERMINE') return endPage(reply, s, 200);
    bindBrowser(req, reply, s);
    if (s.stage === '3DS') return sessionPage(reply, s, 200, challengePage(s));
    return sessionPage(reply, s, 200, cardPage(s));
  });

  type FormPost = { session: Session; refused: null } | { session: null; refused: FastifyReply };

  /**
   * The session a form POST is about, when it comes from the browser the page was opened in, settled
   * first if past its deadline; otherwise the refusal sent (404, or 403 changing nothing).
   */
  function formPost(req: FastifyRequest<{ Params: { session: string } }>, reply: FastifyReply): FormPost {
    const s = sessions.get(req.params.session);
    if (!s) return { session: null, refused: page(reply, 404, notFoundPage()) };
    if (!fromOpener(req, s)) return { session: null, refused: page(reply, 403, forbiddenPage()) };
    expireIfDue(s);
    return { session: s, refused: null };
  }

  /** A form posted to a finished session: the page past its deadline, or back to the merchant. */
  const afterEnd = (reply: FastifyReply, s: Session) => (s.outcome!.motif === MOTIFS.expired ? endPage(reply, s, 410) : backToMerchant(reply, s));

  app.post<{ Params: { session: string } }>('/paiement/:session/carte', async (req, reply) => {
    const { session: s, refused } = formPost(req, reply);
    if (!s) return refused;
    if (s.stage === 'TERMINE') return afterEnd(reply, s);
    const card = readCard((req.body ?? {}) as Record<string, unknown>, clock());
    if (Object.keys(card.errors).length) return sessionPage(reply, s, 400, cardPage(s, { values: card.values, errors: card.errors }));
    // A new card starts a new attempt, even after a 3-D Secure challenge left unanswered.
    s.stage = 'CARTE';
    s.carte = maskCard(card.digits);
    switch (card.digits) {
      case TEST_CARDS.accepted:
        finish(s, 'ACCEPTE', null);
        break;
      case TEST_CARDS.refused:
        finish(s, 'REFUSE', MOTIFS.refused);
        break;
      case TEST_CARDS.threeDSecure:
        s.stage = '3DS';
        return sessionPage(reply, s, 200, challengePage(s));
      default:
        finish(s, 'REFUSE', MOTIFS.unknownCard);
    }
    return backToMerchant(reply, s);
  });

  app.post<{ Params: { session: string } }>('/paiement/:session/3ds', async (req, reply) => {
    const { session: s, refused } = formPost(req, reply);
    if (!s) return refused;
    if (s.stage === 'TERMINE') return afterEnd(reply, s);
    if (s.stage !== '3DS') return sessionPage(reply, s, 409, cardPage(s));
    const code = str((req.body as Record<string, unknown> | undefined)?.code).replace(/\s/g, '');
    if (!code) return sessionPage(reply, s, 400, challengePage(s, 'Saisissez le code reçu par SMS.'));
    if (code === TEST_3DS_CODE) finish(s, 'ACCEPTE', null);
    else finish(s, 'REFUSE', MOTIFS.threeDSecureFailed);
    return backToMerchant(reply, s);
  });

  app.post<{ Params: { session: string } }>('/paiement/:session/annulation', async (req, reply) => {
    const { session: s, refused } = formPost(req, reply);
    if (!s) return refused;
    finish(s, 'ABANDONNE', MOTIFS.cancelled);
    return backToMerchant(reply, s);
  });

  registerMerchantApi(app, {
    secret,
    merchantId: options.merchantId,
    nowSeconds,
    log,
    cancel(id): CancelAnswer {
      const s = sessions.get(id);
      if (!s) {
        forgetOldSessions();
        cancelledUnopened.set(id, clock());
        return { session: id, statut: 'ANNULEE' };
      }
      expireIfDue(s);
      close(s, 'ABANDONNE', MOTIFS.cancelledByMerchant);
      return s.outcome!.statut === 'ACCEPTE' ? { session: id, statut: 'PAYEE', transaction: s.transaction! } : { session: id, statut: 'ANNULEE' };
    },
    refund(r): RefundAnswer | null {
      const prior = refunds.get(r.remboursement);
      if (prior) return prior.transaction === r.transaction && prior.montant === r.montant ? prior.answer : null;
      const s = transactions.get(r.transaction);
      const refuse = (motif: string): RefundAnswer => ({ remboursement: r.remboursement, statut: 'REFUSE', motif });
      let answer: RefundAnswer;
      if (!s) answer = refuse('Transaction inconnue ou trop ancienne pour être remboursée.');
      else if (s.request.devise !== r.devise) answer = refuse("La devise n'est pas celle de la transaction.");
      else if (r.montant > s.request.montant - s.refunded) answer = refuse('Le montant dépasse ce qui reste à rembourser sur la transaction.');
      else {
        s.refunded += r.montant;
        answer = { remboursement: r.remboursement, statut: 'REMBOURSE', transaction: r.transaction, montant: r.montant };
      }
      refunds.set(r.remboursement, { transaction: r.transaction, montant: r.montant, answer, at: clock() });
      return answer;
    },
  });

  return app;
}
