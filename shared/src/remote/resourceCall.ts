// One API call of a page, named once: the page's loader starts it (on the server to render with
// its answer, in the browser to start it before the page renders) and the page's data hook reads
// it under the same key.

export interface ResourceCall<T> {
  /** What is loaded: the key of its answer in the page's answers (`company:12`). */
  key: string;
  /** Makes the call; `signal` aborts it. */
  load: (signal: AbortSignal) => Promise<T>;
}

export function resourceCall<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ResourceCall<T> {
  return { key, load };
}
