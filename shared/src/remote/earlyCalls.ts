// Browser side: calls a page's loader starts before the page renders. The page's data hook takes
// the call under way for its key instead of making it again; a call not taken soon is dropped.
// A loader running again for the page on screen (its address changed, or its query) does not ask
// again for what the page's data hooks hold: it goes on with their answers.
import type { ResourceCall } from './resourceCall';

/** An early call not taken within this time is dropped: the page makes it again. */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  answer: Promise<unknown>;
  /** When it started, then when it answered. */
  at: number;
  /** A data hook waits for it. */
  taken: boolean;
  answered: boolean;
}

interface HeldAnswer {
  data: unknown;
  holders: number;
}

interface EarlyCalls {
  running: Map<string, EarlyCall>;
  held: Map<string, HeldAnswer>;
}

// On globalThis, like the stores: every copy of this package in the page sees the same calls.
const KEY = '__PORTAIL_EARLY_CALLS__';

function state(): EarlyCalls {
  const g = globalThis as unknown as Record<string, EarlyCalls | undefined>;
  g[KEY] ??= { running: new Map(), held: new Map() };
  return g[KEY]!;
}

function calls(): Map<string, EarlyCall> {
  return state().running;
}

/**
 * A data hook on screen holds the answer it shows for `key` until the returned function is called:
 * meanwhile a loader asking for `key` gets this answer, and no call is made.
 */
export function holdAnswer(key: string, data: unknown): () => void {
  const { held, running } = state();
  running.delete(key);
  const entry = held.get(key);
  if (entry) {
    entry.data = data;
    entry.holders += 1;
  } else {
    held.set(key, { data, holders: 1 });
  }
  return () => {
    const current = held.get(key);
    if (!current) return;
    current.holders -= 1;
    if (current.holders <= 0) held.delete(key);
  };
}

function dropStale(now: number): void {
  for (const [key, call] of calls()) if ((!call.taken || call.answered) && now - call.at > EARLY_CALL_TTL_MS) calls().delete(key);
}

/**
 * Keeps `answer` under `key` while it runs, and once answered until a data hook holds it (or it is
 * too old): a loader running again in between goes on with it instead of asking again.
 */
function register<T>(key: string, answer: Promise<T>, taken: boolean): Promise<T> {
  const entry: EarlyCall = { answer, at: Date.now(), taken, answered: false };
  calls().set(key, entry);
  answer.then(
    () => {
      entry.answered = true;
      entry.at = Date.now();
    },
    // A failed call is the page's to make again.
    () => {
      if (calls().get(key) === entry) calls().delete(key);
    },
  );
  return answer;
}

/**
 * Starts `call` now, once per key: a call under way for the key (started early, or made by a data
 * hook) is not made again, and the answer a hook on screen holds is used as is. Returns its answer.
 */
export function startEarly<T>(call: ResourceCall<T>): Promise<T> {
  const held = state().held.get(call.key);
  if (held) return Promise.resolve(held.data as T);
  dropStale(Date.now());
  const running = calls().get(call.key);
  if (running) return running.answer as Promise<T>;
  return register(call.key, call.load(new AbortController().signal), false);
}

/** The call under way for `key`, taken by a data hook, or null when there is none (or it is too old). */
export function takeEarly<T>(key: string): Promise<T> | null {
  const entry = calls().get(key);
  if (!entry) return null;
  if ((!entry.taken || entry.answered) && Date.now() - entry.at > EARLY_CALL_TTL_MS) {
    calls().delete(key);
    return null;
  }
  entry.taken = true;
  return entry.answer as Promise<T>;
}

/** A data hook's own call for `key`: a loader asking for the key meanwhile waits for it. */
export function trackCall<T>(key: string, answer: Promise<T>): Promise<T> {
  return register(key, answer, true);
}

/** Forgets every early call and held answer (between tests, whose API answers differ). */
export function forgetEarlyCalls(): void {
  state().running.clear();
  state().held.clear();
}
