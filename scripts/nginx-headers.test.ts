/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// nginx is not run here: this reads deploy/nginx/remote.conf the way nginx does (its includes
// resolved as the static Dockerfile installs them) and checks what each location sends.

const root = path.resolve(__dirname, '..');
const SNIPPETS_IN_IMAGE = '/etc/nginx/snippets/';

type Directive = { name: string; args: string[]; block?: Directive[] };

/** nginx's tokens: words end at blanks, ';', '{' and '}' unless quoted; '#' starts a comment. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === ';' || c === '{' || c === '}') tokens.push(text[i++]!);
    else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) throw new Error('unterminated string');
      tokens.push(text.slice(i + 1, end));
      i = end + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s;{}]/.test(text[j]!)) j++;
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

function parse(tokens: string[], at = { i: 0 }, nested = false): Directive[] {
  const out: Directive[] = [];
  while (at.i < tokens.length) {
    const name = tokens[at.i++]!;
    if (name === '}') {
      if (!nested) throw new Error('unexpected }');
      return out;
    }
    const args: string[] = [];
    while (at.i < tokens.length && tokens[at.i] !== ';' && tokens[at.i] !== '{') {
      if (tokens[at.i] === '}') throw new Error(`unexpected } in "${name}"`);
      args.push(tokens[at.i++]!);
    }
    const end = tokens[at.i++];
    if (end === '{') out.push({ name, args, block: parse(tokens, at, true) });
    else if (end === ';') out.push({ name, args });
    else throw new Error(`"${name}" is not terminated`);
  }
  if (nested) throw new Error('missing }');
  return out;
}

function load(file: string): Directive[] {
  const expand = (directives: Directive[]): Directive[] =>
    directives.flatMap((d) => {
      if (d.name === 'include') {
        expect(d.args[0]!.startsWith(SNIPPETS_IN_IMAGE)).toBe(true);
        return expand(parse(tokenize(readFileSync(path.join(root, 'deploy/nginx/snippets', d.args[0]!.slice(SNIPPETS_IN_IMAGE.length)), 'utf8'))));
      }
      return [d.block ? { ...d, block: expand(d.block) } : d];
    });
  return expand(parse(tokenize(readFileSync(file, 'utf8'))));
}

const headersOf = (block: Directive[]) => new Map(block.filter((d) => d.name === 'add_header').map((d) => [d.args[0]!.toLowerCase(), d.args.slice(1)]));

const SECURITY_HEADERS = [
  'access-control-allow-origin',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'content-security-policy',
  'x-frame-options',
];

describe('deploy/nginx/remote.conf', () => {
  const server = load(path.join(root, 'deploy/nginx/remote.conf')).find((d) => d.name === 'server')!;
  const locations = server.block!.filter((d) => d.name === 'location');

  it('installs the snippets it includes', () => {
    expect(readFileSync(path.join(root, 'deploy/static.Dockerfile'), 'utf8')).toContain(`COPY deploy/nginx/snippets/ ${SNIPPETS_IN_IMAGE}`);
  });

  it('parses as nginx reads it (a regular expression with braces is quoted)', () => {
    expect(locations.map((l) => l.args)).toEqual([['~*', '\\.[0-9a-f]{16,}\\.(js|css)$'], ['=', '/mf-manifest.json'], ['/']]);
  });

  it.each(['~*', '=', '/'])('sends every security header from the location "%s", on errors too', (first) => {
    const location = locations.find((l) => l.args[0] === first)!;
    // A location with add_header lines of its own does not inherit the server's.
    const own = headersOf(location.block!);
    const effective = own.size > 0 ? own : headersOf(server.block!);
    for (const header of SECURITY_HEADERS) {
      expect([header, effective.get(header)?.at(-1)]).toEqual([header, 'always']);
    }
    expect(effective.get('strict-transport-security')![0]).toBe('max-age=31536000; includeSubDomains');
    const csp = effective.get('content-security-policy')![0]!.split('; ');
    expect(csp).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]));
  });

  it('keeps the caching rules of the hashed files and the manifest', () => {
    expect(headersOf(locations[0]!.block!).get('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    expect(headersOf(locations[1]!.block!).get('cache-control')).toEqual(['no-cache']);
  });
});
