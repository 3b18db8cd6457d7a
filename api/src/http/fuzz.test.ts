jest.setTimeout(240_000);
jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

// Every query string and path parameter of the OpenAPI document the API generates, fuzzed with
// malformed values from a seeded generator: no answer is a 5xx, and every 4xx of /api is the
// error body `{ statusCode, error, message }` with a French message and no stack trace.
import { ApiErrorSchema, PERSON_NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from '@portail/shared/api';
import { Rng } from '../corpus/random';
import { startCommerce, type CommerceServer, type Customer } from '../testing/commerce';
import { testBackends } from '../testing/databases';

/** Requests per fuzzed parameter of an operation (every operation gets at least MIN_PER_OPERATION). */
const PER_PARAMETER = 40;
const MIN_PER_OPERATION = 60;
const STAFF_TOKEN = 'jeton-du-personnel-pour-les-tests-de-robustesse-0123456789';

/** Malformed values as the URL carries them: broken percent-encoding, raw specials. */
const RAW = [
  '', '%', '%%', '%E0%A4%A', '%E0%A4', '%FF%FE', '%C0%AF', '%ED%A0%80', '%00', '%00abc', '%0A%0D', '%2', '%zz', '%u0041',
  '..%2F..%2Fetc%2Fpasswd', '..%252F', '%2E%2E%2F', '+', '++', '%20'.repeat(60), '%F0%9F%98%80', '%EF%BF%BF', '%7B%7D',
];

/** Malformed values before encoding (percent-encoded into the URL). */
const TEXT = [
  ' ', '  a  ', 'x'.repeat(10_000), 'é'.repeat(3_000), 'y'.repeat(201), '😀', '😀'.repeat(300), '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'Ω≈ç√∫', '\u202eabc', 'ǅ', 'ｓｏｃｉété',
  '\u0000', 'a\u0000b', '\u0001\u0002\u001f\u007f', '\t\n\r', '\u2028\u2029', '\ufeff', '\u00a0', '\u200b',
  "'", "''; drop table entreprise; --", "1' or '1'='1", '1; select pg_sleep(10)', '" or ""="', '\\', '\\x00', '$1', '%s%s%n', '{{7*7}}', '${7*7}',
  '{"a":1}', '{"$gt":""}', '[1,2]', '[]', '{}', 'true', 'false', 'null', 'undefined', '__proto__', 'constructor',
  '&', '|', '!', '(', ')', ':*', 'a:*', 'a & b | !c', '<->', "'a':B", '*', '?', '#', '/', '../../etc/passwd', '..\\..\\windows', './.', '.', '..',
  '<script>alert(1)</script>', '"><img src=x>',
  '-1', '-0', '0', '00', '1.5', '-1.5', '1e309', '-1e309', '1e3', 'NaN', 'Infinity', '-Infinity', '0x1A', '0b11', '1_000', ' 1', '1 ',
  '2147483647', '2147483648', '-2147483649', '9007199254740993', '99999999999999999999999', '1'.repeat(400),
  '2024-02-30', '2024-13-01', '0000-00-00', '9999-12-31', '2024-1-1', '31/12/2024', '2024-01-01T25:61:00Z', '+275760-09-13', '-000001-01-01', '20240101',
  'ACTIVEE', 'actif', 'fr', 'nc', 'FR,NC', 'A,B,ZZ', ',', ',,,', 'BENEFICIAIRE_EFFECTIF,,',
  '552032534', '552032535', '552 032 534', '55203253400012', '1234567', '12345678901234567890', 'CMD1', 'CMD00000000', 'CMD999999999',
];

/** Plausible values by parameter name, so that the parameters not being fuzzed let a request reach its handler. */
function validValue(name: string, schema: Record<string, any>, customer: Customer): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.items && Array.isArray(schema.items.enum)) return String(schema.items.enum[0]);
  switch (schema.pattern) {
    case '^\\d{4}$': return '7501';
    case '^CMD\\d{8}$': return 'CMD00000001';
    case '^[a-z0-9]+(-[a-z0-9]+)*$': return 'registre';
  }
  if (typeof schema.pattern === 'string' && schema.pattern.includes('xml')) return 'entreprises-1.xml.gz';
  if (name === 'id_compte_client') return String(customer.accountId);
  if (name === 'origin') return 'https://www.exemple.fr';
  if (name === 'territoire') return 'FR';
  if (name === 'devise') return 'EUR';
  if (/^(id|id_.*|id[A-Z].*|limit|annee_naissance|mois_naissance)$/.test(name)) return name === 'annee_naissance' ? '1970' : '1';
  if (name === 'offset' || name === 'jours') return name === 'jours' ? '7' : '0';
  if (/date|depuis|jusqua/.test(name)) return '2025-01-15';
  if (name === 'code') return '7501';
  return 'dupont';
}

interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: 'query' | 'path'; required: boolean; schema: Record<string, any> }>;
}

function operationsOf(doc: any): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const params = ((op.parameters ?? []) as any[]).filter((p) => p.in === 'query' || p.in === 'path').map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema ?? {} }));
      out.push({ method: method.toUpperCase(), path, params });
    }
  }
  return out;
}

/** A malformed value, already as the URL carries it. */
function nasty(rng: Rng): string {
  const r = rng.next();
  if (r < 0.3) return rng.pick(RAW);
  if (r < 0.9) return encodeURIComponent(rng.pick(TEXT));
  // Random bytes of the URL's alphabet and beyond.
  const alphabet = ['a', 'é', '%', '&', '=', '?', '+', ' ', '0', '9', '[', ']', '.', '-', "'", '"', '\\', '%2', '%00', '😀', '/', ';', ','];
  let v = '';
  for (let n = rng.int(1, 16); n > 0; n--) v += rng.pick(alphabet);
  return v.replace(/[ "\\😀é]/gu, (c) => encodeURIComponent(c));
}

/** One request of an operation: the target parameter malformed, the others plausible, absent, repeated or malformed too. */
function request(op: Operation, target: Operation['params'][number], rng: Rng, customer: Customer): string {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.params) {
    const valid = encodeURIComponent(validValue(p.name, p.schema, customer));
    if (p.in === 'path') {
      const value = p === target || rng.chance(0.05) ? nasty(rng) : valid;
      path = path.replace(`{${p.name}}`, value);
      continue;
    }
    if (p === target) {
      const shape = rng.next();
      if (shape < 0.7) query.push(`${p.name}=${nasty(rng)}`);
      else if (shape < 0.8) query.push(`${p.name}=${valid}`, `${p.name}=${rng.chance(0.5) ? valid : nasty(rng)}`); // an array where a scalar is expected
      else if (shape < 0.85) query.push(`${p.name}[]=${valid}`);
      else if (shape < 0.9) query.push(`${p.name}[0]=${nasty(rng)}`);
      else if (shape < 0.95) query.push(p.name); // no "=" at all
      else for (let k = rng.int(3, 40); k > 0; k--) query.push(`${p.name}=${valid}`);
    } else if (p.required || rng.chance(0.3)) {
      query.push(`${p.name}=${rng.chance(0.9) ? valid : nasty(rng)}`);
    }
  }
  if (rng.chance(0.05)) query.push(`${nasty(rng)}=${nasty(rng)}`); // an unknown parameter, oddly named
  for (let i = query.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [query[i], query[j]] = [query[j]!, query[i]!];
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** English a default handler would answer with, or a trace. */
const NOT_FRENCH = /^(Bad Request|Not Found|Unauthorized|Forbidden|Internal Server Error|Method Not Allowed|Route .* not found)$|\b(must|should|expected|Expected|required|Required|Invalid|invalid input|is not|not found)\b/;
const TRACE = /\bat \S+ \(|node_modules|\w*Error:|\.ts:\d+/;

describe.each(testBackends())('every query string and path parameter of the OpenAPI document, fuzzed, on %s', (kind) => {
  let s: CommerceServer;
  let customer: Customer;
  let ops: Operation[];
  const previousStaffToken = process.env.STAFF_API_TOKEN;

  beforeAll(async () => {
    // The operators' routes exist only with a staff token.
    process.env.STAFF_API_TOKEN = STAFF_TOKEN;
    s = await startCommerce(kind, { companies: 20 });
    customer = await s.customer('Fuzz');
    ops = operationsOf(s.app.swagger());
  });
  afterAll(async () => {
    if (previousStaffToken === undefined) delete process.env.STAFF_API_TOKEN;
    else process.env.STAFF_API_TOKEN = previousStaffToken;
    await s?.close();
  });

  it('covers the operations of the document, personal and operators’ ones included', () => {
    const paths = new Set(ops.map((o) => o.path));
    for (const p of ['/api/recherche/entreprises_etablissements', '/api/entreprises/{id}', '/api/commandes/{reference}', '/api/revelation', '/api/exploitation/mesures', '/auth/interaction/{uid}']) expect(paths).toContain(p);
  });

  it('answers no malformed parameter with a 5xx, and every /api 4xx in French', async () => {
    const rng = new Rng(20_261_126);
    // One example of each kind of failure per operation.
    const failures = new Map<string, string>();
    const statuses = new Map<number, number>();
    let total = 0;
    const send = async (op: Operation, url: string, authorization: string | undefined) => {
      const method = op.method;
      const fail = (kind: string, detail: string) => {
        const key = `${method} ${op.path}: ${kind}`;
        if (!failures.has(key)) failures.set(key, detail);
      };
      total++;
      const res = await s.app.inject({ method: method as any, url, headers: authorization ? { authorization } : {} });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = `${method} ${url.slice(0, 200)}${authorization ? ' (with a token)' : ''}`;
      if (res.statusCode >= 500) return fail(`${res.statusCode}`, `${where}: ${res.body.slice(0, 300)}`);
      if (res.statusCode >= 400) {
        if (TRACE.test(res.body)) return fail(`a trace in a ${res.statusCode}`, `${where}: ${res.body.slice(0, 300)}`);
        if (!url.startsWith('/api/')) return; // the identity provider's pages answer in HTML
        let body;
        try {
          body = ApiErrorSchema.parse(res.json());
        } catch {
          return fail(`${res.statusCode} without the error body`, `${where}: ${res.body.slice(0, 300)}`);
        }
        if (body.statusCode !== res.statusCode || !body.message || NOT_FRENCH.test(body.message)) fail(`${res.statusCode} "${body.message.slice(0, 80)}"`, where);
      }
    };

    for (const op of ops) {
      // What a person's or an operator's call would carry; every call also goes without, or with a wrong one.
      const token = op.path.startsWith('/api/exploitation') ? STAFF_TOKEN : customer.token;
      const authorization = () => {
        const r = rng.next();
        return r < 0.5 ? `Bearer ${token}` : r < 0.9 ? undefined : rng.pick(['Bearer ', 'Bearer x.y.z', 'Basic Og==', `Bearer ${decodeURIComponent(encodeURIComponent('é'))}`]);
      };
      if (op.params.length === 0) {
        // Nothing to fuzz but an unexpected parameter; only where a call changes nothing.
        if (op.method !== 'GET') continue;
        for (let i = 0; i < 4; i++) await send(op, `${op.path}?${nasty(rng)}=${nasty(rng)}`, authorization());
        continue;
      }
      const count = Math.max(MIN_PER_OPERATION, PER_PARAMETER * op.params.length);
      for (let i = 0; i < count; i++) await send(op, request(op, op.params[i % op.params.length]!, rng, customer), authorization());
    }

    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([k, v]) => `${k}: ${v}`).join(', ');
    console.log(`fuzz on ${kind}: ${total} requests over ${ops.length} operations (${summary})`);
    expect([...failures].map(([kind, example]) => `${kind} — ${example}`)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(10_000);
    // Both refusals and answers are exercised.
    expect(statuses.get(400)).toBeGreaterThan(1_000);
    expect(statuses.get(200)).toBeGreaterThan(500);
  });

  it('answers limit above 100 and negative offset with 400, unknown id with 404', async () => {
    for (const r of ['/api/recherche/entreprises_etablissements?phrase=a&limit=101', '/api/recherche/personnes?nom=a&offset=-1', '/api/seo/entreprises?limit=1000']) {
      const res = await s.app.inject({ method: 'GET', url: r });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit|offset/);
    }
    const res = await s.app.inject({ method: 'GET', url: '/api/entreprises/2000000000' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a search text over its limit with a French message naming the limit', async () => {
    const cases: Array<[string, number]> = [
      ['/api/recherche/entreprises_etablissements?phrase=', SEARCH_TEXT_MAX_LENGTH],
      ['/api/recherche/entreprises_etablissements?nom_entreprise=', SEARCH_TEXT_MAX_LENGTH],
      ['/api/recherche/personnes?phrase=', SEARCH_TEXT_MAX_LENGTH],
      ['/api/recherche/personnes?nom=', PERSON_NAME_MAX_LENGTH],
      ['/api/recherche/personnes?prenom=', PERSON_NAME_MAX_LENGTH],
    ];
    for (const [url, max] of cases) {
      const atLimit = await s.app.inject({ method: 'GET', url: url + encodeURIComponent('é'.repeat(max)) });
      expect(atLimit.statusCode).toBe(200);
      const over = await s.app.inject({ method: 'GET', url: url + encodeURIComponent('é'.repeat(max + 1)) });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toMatch(new RegExp(`^Le paramètre \\w+ est limité à ${max} caractères\\.$`));
    }
  });

  it('answers a path that does not decode, or too long a path parameter, in French', async () => {
    const bad = await s.app.inject({ method: 'GET', url: '/api/entreprises/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Adresse invalide : le chemin contient un encodage incorrect.' });
    const long = await s.app.inject({ method: 'GET', url: `/api/greffes/${'1'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toBe('Adresse trop longue : un élément du chemin dépasse la longueur admise.');
  });
});
