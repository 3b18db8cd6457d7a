// The few calls the search module makes to OpenSearch, over its REST API with Node's fetch: no
// client library. Credentials may come inside the URL (http://user:password@host:9200) or apart;
// either way they travel as a Basic authorisation header, never in the logged URL.

/** OpenSearch did not answer, or answered with an error of its own (5xx) or one we did not expect. */
export class OpenSearchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OpenSearchError';
  }
}

export interface OpenSearchClientOptions {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  /** Deadline of one request (default 10 s; a search is cut far earlier by the fallback). */
  timeoutMs?: number;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';

export class OpenSearchClient {
  readonly baseUrl: string;
  private readonly authorization: string | null;
  private readonly timeoutMs: number;

  constructor(opts: OpenSearchClientOptions) {
    const url = new URL(opts.url);
    const username = opts.username ?? (url.username ? decodeURIComponent(url.username) : undefined);
    const password = opts.password ?? (url.password ? decodeURIComponent(url.password) : undefined);
    url.username = '';
    url.password = '';
    this.baseUrl = url.toString().replace(/\/+$/, '');
    this.authorization = username ? `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}` : null;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /**
   * One request; resolves with the parsed body and the status. Statuses in `accept` (besides 2xx)
   * resolve too; any other rejects with OpenSearchError, as does no answer at all.
   */
  async request<T = unknown>(
    method: Method,
    path: string,
    body?: unknown,
    opts: { accept?: number[]; ndjson?: boolean; timeoutMs?: number } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (this.authorization) headers.authorization = this.authorization;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = opts.ndjson ? (body as string) : JSON.stringify(body);
      headers['content-type'] = opts.ndjson ? 'application/x-ndjson' : 'application/json';
    }
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs),
      });
    } catch (e) {
      throw new OpenSearchError(`OpenSearch ne répond pas (${method} ${path})`, null, { cause: e });
    }
    const text = method === 'HEAD' ? '' : await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (res.ok || opts.accept?.includes(res.status)) return { status: res.status, body: parsed as T };
    const reason = (parsed as { error?: { reason?: string; type?: string } } | null)?.error;
    throw new OpenSearchError(
      `OpenSearch répond ${res.status} à ${method} ${path}${reason ? ` : ${reason.type ?? ''} ${reason.reason ?? ''}`.trimEnd() : ''}`,
      res.status,
    );
  }
}
