// The sandbox print-and-post provider: the portal deposits letters over a signed API (the PDF, the
// postal address, its own reference) and gets a tracking number; a tester moves each letter on
// from a French page (printed, handed to La Poste, delivered) or returns it to the sender (NPAI);
// every step is notified to the portal, signed, retried until acknowledged. Nothing moves on its
// own: no step is ever taken by a timer. Letters live in memory: restarting the sandbox forgets them.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  NEXT_POSTAL_STATE,
  NPAI_REASON,
  POSTAL_SIGNATURE_HEADER,
  RETURNABLE_POSTAL_STATE,
  POSTAL_STATE_LABELS,
  signPostalBody,
  type LetterAnswer,
  type LetterRequest,
  type PostalNotification,
  type PostalState,
} from '@portail/shared/postal/protocol';
import { DEFAULT_RETRY_DELAYS_MS, createNotifier } from '@portail/shared/sandbox/notifier';
import { answerAsSandbox } from '@portail/shared/sandbox/answers';
import { conflictPage, errorPage, forbiddenPage, letterNotFoundPage, lettersPage, pageNotFoundPage, type LetterView, type NotificationState } from './page';
import { registerSenderApi } from './senderApi';
import { FAVICON_SVG, STYLESHEET } from './style';

export interface PostalSandboxOptions {
  /** Shared with the portal: signs deposits, their answers and notifications. */
  secret: string;
  /** The only sender accepted (the portal's `POSTAL_SENDER`). */
  sender: string;
  /** Where notifications are POSTed. */
  notificationUrl: string;
  /** Delay before each notification attempt (default {@link DEFAULT_RETRY_DELAYS_MS}). */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** Where delivery reports go (default: nowhere). */
  log?: (message: string) => void;
  logger?: FastifyServerOptions['logger'];
}

interface Step {
  etat: PostalState;
  evenement: string;
  motif: string | null;
  le: number;
  notification: NotificationState;
}

interface Letter {
  numero: string;
  request: Omit<LetterRequest, 'pdf' | 'horodatage'>;
  pdf: Buffer;
  /** What makes a deposit the same letter: its PDF, address and copies. */
  fingerprint: string;
  pages: number | null;
  etapes: Step[];
}

/** A tracking number in La Poste's shape: two letters, eleven digits, "FR". */
function trackingNumber(): string {
  let digits = '';
  for (let i = 0; i < 11; i++) digits += String(randomInt(10));
  return `RL${digits}FR`;
}

/** Pages of a PDF whose page objects are not compressed (pdfkit's); null when none are found. */
function countPages(pdf: Buffer): number | null {
  const n = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  return n || null;
}

const fingerprintOf = (r: Omit<LetterRequest, 'horodatage'>) =>
  createHash('sha256').update(JSON.stringify([r.pdf, r.adresse, r.exemplaires])).digest('hex');

const current = (l: Letter): PostalState => l.etapes[l.etapes.length - 1]!.etat;

export function buildPostalSandbox(options: PostalSandboxOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const clock = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(clock() / 1000);
  const log = options.log ?? (() => {});
  const letters = new Map<string, Letter>();
  const byReference = new Map<string, string>();
  const steps = new Map<string, Step>();

  const notifier = createNotifier<PostalNotification>({
    url: options.notificationUrl,
    secret: options.secret,
    signatureHeader: POSTAL_SIGNATURE_HEADER,
    sign: signPostalBody,
    describe: (n) => `${n.numero_suivi} (${n.etat})`,
    fetch: options.fetch ?? fetch,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    now: clock,
    log,
    onSettled: (n, outcome) => {
      const step = steps.get(n.evenement);
      if (step) step.notification = outcome;
    },
  });

  void app.register(formbody, { bodyLimit: 1024 });

  const csp = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
  const page = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

  answerAsSandbox(app, { csp, page, notFoundPage: pageNotFoundPage, errorPage, serverError: 'Erreur du prestataire de courrier.' });

  app.addHook('onClose', async () => {
    notifier.close();
    letters.clear();
  });

  /** Records a step of a letter and notifies the portal of it (asynchronously). */
  function record(l: Letter, etat: PostalState, motif: string | null): void {
    const step: Step = { etat, evenement: randomUUID(), motif, le: clock(), notification: 'EN_COURS' };
    l.etapes.push(step);
    steps.set(step.evenement, step);
    const notification: PostalNotification = { numero_suivi: l.numero, reference: l.request.reference, evenement: step.evenement, etat, motif, horodatage: Math.floor(step.le / 1000) };
    log(`Lettre ${l.numero} (${l.request.reference}) : ${POSTAL_STATE_LABELS[etat]}.`);
    notifier.send(notification);
  }

  const view = (l: Letter): LetterView => ({
    numero: l.numero,
    reference: l.request.reference,
    expediteur: l.request.expediteur,
    adresse: l.request.adresse,
    exemplaires: l.request.exemplaires,
    pages: l.pages,
    taille: l.pdf.length,
    etat: current(l),
    etapes: l.etapes.map(({ etat, le, motif, notification }) => ({ etat, le, motif, notification })),
  });

  /**
   * A form of the tester's page, posted from this page: a browser tells where a form comes from
   * (Origin, Sec-Fetch-Site); one posted by another site changes nothing.
   */
  function fromThisPage(req: FastifyRequest): boolean {
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return false;
    // The browser says the form is this page's: its pages are sent with `Referrer-Policy: no-referrer`,
    // under which a browser posts a form with `Origin: null`.
    if (site === 'same-origin') return true;
    const origin = req.headers.origin;
    if (!origin) return true;
    return origin === `${req.protocol}://${req.host}`;
  }

  app.get('/sante', async () => ({ statut: 'ok' }));

  app.get('/style.css', async (_req, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET));

  app.get('/favicon.svg', async (_req, reply) => reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG));
  app.get('/favicon.ico', async (_req, reply) => reply.code(301).header('location', '/favicon.svg').send());

  app.get<{ Querystring: { fait?: string } }>('/', async (req, reply) => {
    const list = [...letters.values()].reverse().map(view);
    const done = typeof req.query.fait === 'string' ? letters.get(req.query.fait) : undefined;
    const notice = done ? `Lettre ${done.numero} : « ${POSTAL_STATE_LABELS[current(done)]} », notifié au portail.` : null;
    return page(reply, 200, lettersPage(list, notice));
  });

  app.get<{ Params: { numero: string } }>('/lettres/:numero/pdf', async (req, reply) => {
    const l = letters.get(req.params.numero);
    if (!l) return page(reply, 404, letterNotFoundPage());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="lettre-${l.numero}.pdf"`)
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .send(l.pdf);
  });

  /** A tester's step for a letter: the next one on its way, or its return to the sender. */
  function step(action: 'suivant' | 'retour') {
    return async (req: FastifyRequest<{ Params: { numero: string } }>, reply: FastifyReply) => {
      if (!fromThisPage(req)) return page(reply, 403, forbiddenPage());
      const l = letters.get(req.params.numero);
      if (!l) return page(reply, 404, letterNotFoundPage());
      const at = current(l);
      if (action === 'suivant') {
        const next = NEXT_POSTAL_STATE[at];
        if (!next) return page(reply, 409, conflictPage(l.numero, `La lettre est à l'étape « ${POSTAL_STATE_LABELS[at]} » : elle n'a plus d'étape à franchir.`));
        record(l, next, null);
      } else {
        if (at !== RETURNABLE_POSTAL_STATE) {
          return page(reply, 409, conflictPage(l.numero, `Seule une lettre remise à La Poste peut revenir à l'expéditeur ; celle-ci est à l'étape « ${POSTAL_STATE_LABELS[at]} ».`));
        }
        record(l, 'RETOURNE', NPAI_REASON);
      }
      return reply.code(303).header('location', `/?fait=${encodeURIComponent(l.numero)}#lettre-${encodeURIComponent(l.numero)}`).send();
    };
  }

  app.post('/lettres/:numero/suivant', step('suivant'));
  app.post('/lettres/:numero/retour', step('retour'));

  registerSenderApi(app, {
    secret: options.secret,
    sender: options.sender,
    nowSeconds,
    log,
    deposit(request, pdf): LetterAnswer | null {
      const { horodatage: _signedAt, ...letter } = request;
      const fingerprint = fingerprintOf(letter);
      const known = byReference.get(request.reference);
      if (known) {
        const l = letters.get(known)!;
        // The same letter asked again (a retry after a lost answer): the same tracking number.
        return l.fingerprint === fingerprint ? { reference: request.reference, numero_suivi: l.numero, etat: current(l) } : null;
      }
      let numero = trackingNumber();
      while (letters.has(numero)) numero = trackingNumber();
      const { pdf: _base64, ...described } = letter;
      const l: Letter = { numero, request: described, pdf, fingerprint, pages: countPages(pdf), etapes: [{ etat: 'DEPOSE', evenement: randomUUID(), motif: null, le: clock(), notification: 'SANS_OBJET' }] };
      letters.set(numero, l);
      byReference.set(request.reference, numero);
      return { reference: request.reference, numero_suivi: numero, etat: 'DEPOSE' };
    },
  });

  return app;
}
