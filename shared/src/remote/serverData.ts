// Data of a page rendered on the server. The server render collects the answers of the page's
// calls and what its head should say; the browser receives the answers with the HTML, and the
// remote's first render (the hydration) reads them, so that it renders the very markup the server
// sent instead of a loading state.
//
// Pages reach this through their loaders and data hooks only: a page's loader gathers the answers
// before the page renders (`ServerAnswers`), and its data hooks read them with `serverAnswer(key)`.

import { NotFoundError, isNotFoundError } from '../http/errors';
import type { ResourceCall } from './resourceCall';
import { VARIANTS, siteVariant, type SearchBoost, type VariantId } from '../site/variants';

/** What a server render knows of the site and the request. */
export interface ServerRenderSite {
  /** Origin of the page as the visitor sees it ("https://www.example.fr"). */
  origin: string;
  searchBoost: SearchBoost;
  /** The shell's site the page renders for, when the shell says. */
  variant?: VariantId;
  product?: string;
  siteName?: string;
}

/**
 * The site one server render is for, whole: what the render request says, the rest from the
 * facts of its variant. Everything the render reads of the site (its loaders, its data keys,
 * `useSite`, `pageSite`) comes from here, never from the process's site store: one renderer
 * serves both shells, and renders of the two sites run side by side.
 */
export interface RenderSite extends ServerRenderSite {
  variant: VariantId;
  product: string;
  siteName: string;
}

/** The whole site of a render request: a request that names no variant is on the site of its boost. */
export function renderSite(site: ServerRenderSite): RenderSite {
  const facts = site.variant ? VARIANTS[site.variant] : siteVariant(site);
  return { ...site, variant: facts.id, product: site.product ?? facts.product, siteName: site.siteName ?? facts.siteName };
}

/** Document head of a rendered page. */
export interface RenderedHead {
  title?: string;
  description?: string;
  /** schema.org objects, written as JSON-LD scripts. */
  jsonLd: Record<string, unknown>[];
  /** HTTP status of the page when it is not 200: 404 for a page that has nothing to show. */
  status?: number;
  /** The page is kept out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

/** One server render in progress: its site, the answers its loaders gathered, and its head. */
export interface ServerRenderScope {
  site: RenderSite;
  answers: ReadonlyMap<string, unknown>;
  head: RenderedHead;
}

interface ServerDataRuntime {
  /** The server render running now (server side, during a synchronous render pass). */
  scope: ServerRenderScope | null;
  /** Answers sent with the HTML, per remote (browser side, until the remote has hydrated). */
  seeded: Map<string, Map<string, unknown>>;
  /** The remote hydrating now (browser side). */
  hydrating: string | null;
}

// On globalThis, like the stores: every copy of this package in the page sees the same answers.
const KEY = '__PORTAIL_SERVER_DATA__';

function runtime(): ServerDataRuntime {
  const g = globalThis as unknown as Record<string, ServerDataRuntime | undefined>;
  g[KEY] ??= { scope: null, seeded: new Map(), hydrating: null };
  return g[KEY]!;
}

/** Element id of the JSON script that carries a remote's server answers. */
export function serverDataElementId(remote: string): string {
  return `server-data-${remote}`;
}

/** True while a server render pass runs. */
export function isServerRender(): boolean {
  return runtime().scope !== null;
}

/** The server render running now, or null in the browser. */
export function serverRenderScope(): ServerRenderScope | null {
  return runtime().scope;
}

/** Runs one synchronous render pass inside `scope`. */
export function withServerScope<T>(scope: ServerRenderScope, render: () => T): T {
  const rt = runtime();
  const previous = rt.scope;
  rt.scope = scope;
  try {
    return render();
  } finally {
    rt.scope = previous;
  }
}

/**
 * How the answers carry a call the API answered 404 to: the error's body, so that the page shows
 * what the browser would have shown. No API answer has this member.
 */
const NOT_FOUND_MARK = '$notFound';
interface NotFoundMark {
  [NOT_FOUND_MARK]: true;
  body?: unknown;
}

function isNotFoundMark(value: unknown): value is NotFoundMark {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[NOT_FOUND_MARK] === true;
}

/** The answer of a call: its data, or the not-found error the API answered with. */
export type ServerAnswerOf<T> = { data: T; error?: undefined } | { data?: undefined; error: NotFoundError };

function answerOf<T>(value: unknown): ServerAnswerOf<T> {
  if (!isNotFoundMark(value)) return { data: value as T };
  return { error: new NotFoundError(value.body === undefined ? {} : { body: value.body }) };
}

/**
 * The answer for `key` if the page has one now: on the server, one this render has loaded; in the
 * browser, one the server sent, while the remote that received it hydrates. A call the API did not
 * find is answered too, with its not-found error.
 */
export function serverAnswer<T>(key: string): ServerAnswerOf<T> | null {
  const rt = runtime();
  if (rt.scope) return rt.scope.answers.has(key) ? answerOf<T>(rt.scope.answers.get(key)) : null;
  if (!rt.hydrating) return null;
  const answers = rt.seeded.get(rt.hydrating);
  return answers?.has(key) ? answerOf<T>(answers.get(key)) : null;
}

/**
 * The answers a server render's loaders gather, before the page renders once with them. A call the
 * API did not find (404) is answered with that: the page renders its not-found state, and the
 * browser receives it and does not call again. A call that fails otherwise, or has not answered
 * when the render's signal aborts (its deadline), has no answer: the page renders its loading
 * state and the browser makes the call.
 */
export class ServerAnswers {
  readonly answers = new Map<string, unknown>();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly signal: AbortSignal) {}

  /** Makes `call` once for this render; resolves with its data, rejects when it has no answer. */
  get<T>(call: ResourceCall<T>): Promise<T> {
    const running = this.running.get(call.key);
    if (running) return running as Promise<T>;
    const answer = this.settle(call);
    // A loader may leave a call it started unawaited (it stopped on another call's failure).
    answer.catch(() => undefined);
    this.running.set(call.key, answer);
    return answer;
  }

  private async settle<T>(call: ResourceCall<T>): Promise<T> {
    const { signal } = this;
    if (signal.aborted) throw signal.reason;
    // Only what survives the trip to the browser as JSON is handed over.
    const keep = (value: unknown) => {
      if (signal.aborted) return;
      const json = JSON.stringify(value);
      if (json !== undefined) this.answers.set(call.key, JSON.parse(json) as unknown);
    };
    let stop!: (reason: unknown) => void;
    const deadline = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const onAbort = () => stop(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const data = await Promise.race([call.load(signal), deadline]);
      keep(data);
      return data;
    } catch (error) {
      if (isNotFoundError(error)) keep({ [NOT_FOUND_MARK]: true, body: error.body } satisfies NotFoundMark);
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }
}

/** Records the page's title and description (server render only; the browser sets them itself). */
export function reportHead(head: { title?: string; description?: string }): void {
  const scope = runtime().scope;
  if (!scope) return;
  if (head.title !== undefined) scope.head.title = head.title;
  if (head.description !== undefined) scope.head.description = head.description;
}

/** Records the page's HTTP status (server render only): a not-found page answers 404. */
export function reportStatus(status: number): void {
  const scope = runtime().scope;
  if (scope) scope.head.status = status;
}

/** Records that the page is kept out of search engines (server render only; the browser adds its own meta). */
export function reportNoIndex(): void {
  const scope = runtime().scope;
  if (scope) scope.head.noindex = true;
}

/** Records a schema.org object for the page's head (server render only). */
export function reportJsonLd(data: Record<string, unknown>): void {
  runtime().scope?.head.jsonLd.push(data);
}

/**
 * Browser side: reads the answers the server sent for `remote` from the page, to be used by its
 * first render. Returns false when the page carries none.
 */
export function takeSeededAnswers(remote: string, doc: Document = document): boolean {
  const el = doc.getElementById(serverDataElementId(remote));
  if (!el) return false;
  el.remove();
  try {
    const parsed = JSON.parse(el.textContent || '{}') as Record<string, unknown>;
    runtime().seeded.set(remote, new Map(Object.entries(parsed)));
    return true;
  } catch {
    return false;
  }
}

/** Browser side: true while a remote hydrates the server's markup with the server's answers. */
export function isHydrating(): boolean {
  return runtime().hydrating !== null;
}

/** Browser side: the answers of `remote` are read while it hydrates, and forgotten once it has. */
export function beginHydration(remote: string): void {
  runtime().hydrating = remote;
}

export function endHydration(remote: string): void {
  const rt = runtime();
  if (rt.hydrating === remote) rt.hydrating = null;
  rt.seeded.delete(remote);
}

/** Origin of the page: the visitor's, on the server as in the browser. */
export function pageOrigin(): string {
  return runtime().scope?.site.origin ?? globalThis.location.origin;
}
