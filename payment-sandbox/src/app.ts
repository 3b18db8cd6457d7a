// The sandbox card payment provider: the hosted page the portal sends customers to with a signed
// request, test cards with known outcomes (accepted, refused, 3-D Secure), signed notifications of
// each outcome to the merchant, and the signed way back to the merchant's return page. Sessions
// live in memory; card numbers are never stored nor logged, only their mask.
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  PAYMENT_REQUEST_KEYS,
  PAYMENT_SESSION_TTL_SECONDS,
  TEST_3DS_CODE,
  TEST_CARDS,
  returnUrl,
  verifyFields,
  type PaymentNotification,
  type PaymentOutcome,
} from '@portail/shared/payment/protocol';
import { isValidLuhn } from '@portail/shared/format/identifiers';
import { DEFAULT_RETRY_DELAYS_MS, createNotifier } from './notifier';
import {
  errorPage,
  finishedPage,
  invalidRequestPage,
  notFoundPage,
  pageNotFoundPage,
  paymentPage,
  threeDSecurePage,
  type CardErrors,
  type CardValues,
  type OrderSummary,
} from './page';
import { STYLESHEET } from './style';

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
  /** How long the customer has to pay once the page is opened (default PAYMENT_SESSION_TTL_SECONDS). */
  sessionTtlMs?: number;
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
} as const;

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
}

interface Session {
  id: string;
  request: PaymentRequest;
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
    },
  };
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
  const ttlMs = options.sessionTtlMs ?? PAYMENT_SESSION_TTL_SECONDS * 1000;
  const { secret } = options;
  const sessions = new Map<string, Session>();
  const notifier = createNotifier({
    url: options.notificationUrl,
    secret,
    fetch: options.fetch ?? globalThis.fetch,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    delayMs: options.notificationDelayMs ?? 0,
    duplicate: options.duplicateNotifications ?? false,
    now: clock,
    log: options.log ?? (() => undefined),
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

  function backToMerchant(reply: FastifyReply, s: Session) {
    const href = returnUrl(s.request.url_retour, { session: s.id, statut: s.outcome!.statut }, secret, nowSeconds());
    return reply.code(303).header('location', href).send();
  }

  /** Records the outcome, notifies the merchant (asynchronously), once per session. */
  function finish(s: Session, statut: PaymentOutcome, motif: string | null): void {
    if (s.stage === 'TERMINE') return;
    s.stage = 'TERMINE';
    s.outcome = { statut, motif };
    s.finishedAt = clock();
    if (s.expiry) clearTimeout(s.expiry);
    s.expiry = null;
    const notification: PaymentNotification = {
      session: s.id,
      transaction: randomUUID(),
      statut,
      montant: s.request.montant,
      devise: s.request.devise,
      carte: s.carte,
      motif,
      horodatage: nowSeconds(),
    };
    notifier.send(notification);
  }

  /** Past its deadline, an unfinished session is abandoned (the timer may not have run yet). */
  function expireIfDue(s: Session): void {
    if (s.stage !== 'TERMINE' && clock() - s.openedAt >= ttlMs) finish(s, 'ABANDONNE', MOTIFS.expired);
  }

  function forgetOldSessions(): void {
    const limit = clock() - FINISHED_RETENTION_MS;
    for (const [id, s] of sessions) if (s.finishedAt !== null && s.finishedAt < limit) sessions.delete(id);
  }

  function open(request: PaymentRequest): Session {
    forgetOldSessions();
    const s: Session = { id: request.session, request, stage: 'CARTE', carte: null, outcome: null, openedAt: clock(), finishedAt: null, expiry: null };
    s.expiry = setTimeout(() => {
      s.expiry = null;
      finish(s, 'ABANDONNE', MOTIFS.expired);
    }, ttlMs);
    sessions.set(s.id, s);
    return s;
  }

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp(null));
    return payload;
  });

  app.addHook('onClose', async () => {
    for (const s of sessions.values()) if (s.expiry) clearTimeout(s.expiry);
    sessions.clear();
    notifier.close();
  });

  app.setNotFoundHandler((_req, reply) => page(reply, 404, pageNotFoundPage()));

  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    return page(reply, status, errorPage());
  });

  app.get('/sante', async () => ({ statut: 'ok' }));

  app.get('/style.css', async (_req, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET));

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
      expireIfDue(s);
    } else {
      s = open(request);
    }
    if (s.stage === 'TERMINE') {
      const returnHref = returnUrl(s.request.url_retour, { session: s.id, statut: s.outcome!.statut }, secret, nowSeconds());
      return sessionPage(reply, s, 200, finishedPage({ order: order(s), ...s.outcome!, returnHref }));
    }
    if (s.stage === '3DS') return sessionPage(reply, s, 200, threeDSecurePage({ session: s.id, order: order(s), carte: s.carte! }));
    return sessionPage(reply, s, 200, paymentPage({ session: s.id, order: order(s) }));
  });

  /** The session a POST is about, settled first if past its deadline; null when unknown. */
  function sessionOf(id: string): Session | null {
    const s = sessions.get(id);
    if (s) expireIfDue(s);
    return s ?? null;
  }

  app.post<{ Params: { session: string } }>('/paiement/:session/carte', async (req, reply) => {
    const s = sessionOf(req.params.session);
    if (!s) return page(reply, 404, notFoundPage());
    if (s.stage === 'TERMINE') return backToMerchant(reply, s);
    const card = readCard((req.body ?? {}) as Record<string, unknown>, clock());
    if (Object.keys(card.errors).length) return sessionPage(reply, s, 400, paymentPage({ session: s.id, order: order(s), values: card.values, errors: card.errors }));
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
        return sessionPage(reply, s, 200, threeDSecurePage({ session: s.id, order: order(s), carte: s.carte }));
      default:
        finish(s, 'REFUSE', MOTIFS.unknownCard);
    }
    return backToMerchant(reply, s);
  });

  app.post<{ Params: { session: string } }>('/paiement/:session/3ds', async (req, reply) => {
    const s = sessionOf(req.params.session);
    if (!s) return page(reply, 404, notFoundPage());
    if (s.stage === 'TERMINE') return backToMerchant(reply, s);
    if (s.stage !== '3DS') return sessionPage(reply, s, 409, paymentPage({ session: s.id, order: order(s) }));
    const code = str((req.body as Record<string, unknown> | undefined)?.code).replace(/\s/g, '');
    if (!code) return sessionPage(reply, s, 400, threeDSecurePage({ session: s.id, order: order(s), carte: s.carte!, error: 'Saisissez le code reçu par SMS.' }));
    if (code === TEST_3DS_CODE) finish(s, 'ACCEPTE', null);
    else finish(s, 'REFUSE', MOTIFS.threeDSecureFailed);
    return backToMerchant(reply, s);
  });

  app.post<{ Params: { session: string } }>('/paiement/:session/annulation', async (req, reply) => {
    const s = sessionOf(req.params.session);
    if (!s) return page(reply, 404, notFoundPage());
    finish(s, 'ABANDONNE', MOTIFS.cancelled);
    return backToMerchant(reply, s);
  });

  return app;
}
