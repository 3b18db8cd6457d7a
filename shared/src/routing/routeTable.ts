// Route ownership: every path of the site resolves to exactly one owner, the shell or a remote.
// Patterns use literal segments, `:param` (one segment), `:param?` (optional trailing segment)
// and a final `*` (zero or more segments).
import shellRoutes from './routes/shell.json';

export { fillPattern } from './fillPattern';

export type RemoteName = 'mf-search' | 'mf-records' | 'mf-basket' | 'mf-personal-space' | 'mf-content';
export type Owner = 'shell' | RemoteName;

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf-search',
  'mf-records',
  'mf-basket',
  'mf-personal-space',
  'mf-content',
];

export interface RouteRule {
  pattern: string;
  owner: Owner;
}

/** Routes the shell renders itself (SPEC §2, public pages tied to authentication and errors), from its manifest. */
export const SHELL_ROUTES: readonly string[] = /*#__PURE__*/ Object.values(shellRoutes);

export function normalisePath(pathname: string): string {
  let p = pathname.split(/[?#]/)[0] || '/';
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

function normalisePattern(pattern: string): string {
  const p = pattern.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

function splitSegments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/**
 * Returns the captured parameters when `pattern` matches the whole `pathname`, otherwise null.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(patternSegments(pattern), splitSegments(normalisePath(pathname)));
}

function patternSegments(pattern: string): string[] {
  return splitSegments(normalisePattern(pattern));
}

function matchSegments(pat: readonly string[], seg: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i += 1) {
    const p = pat[i]!;
    if (p === '*') {
      params['*'] = seg.slice(i).map(safeDecode).join('/');
      return params;
    }
    const s = seg[i];
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const name = optional ? p.slice(1, -1) : p.slice(1);
      if (s === undefined) {
        if (optional) continue;
        return null;
      }
      if (s === '') return null;
      params[name] = safeDecode(s);
      continue;
    }
    if (s === undefined || s !== p) return null;
  }
  return seg.length <= pat.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Higher is more specific: literal segments beat parameters, parameters beat the wildcard. */
export function specificity(pattern: string): number[] {
  return segmentsSpecificity(patternSegments(pattern));
}

function segmentsSpecificity(segments: readonly string[]): number[] {
  return segments.map((p) => (p === '*' ? 1 : p.startsWith(':') ? 2 : 3));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Replaces `{product}` in registry patterns with the variant's product slug. */
export function expandPattern(pattern: string, vars: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);
}

type Resolved = { owner: Owner; pattern: string; params: Record<string, string> } | null;

/** A rule with its pattern split once: the table matches every path against every rule. */
interface CompiledRule extends RouteRule {
  segments: readonly string[];
  score: number[];
}

export class RouteTable {
  private readonly rules: CompiledRule[];
  /** Paths already resolved: single-spa asks every application on every routing event. */
  private readonly cache = new Map<string, Resolved>();

  constructor(rules: RouteRule[]) {
    this.rules = rules.map((r) => {
      const segments = patternSegments(r.pattern);
      return { pattern: r.pattern, owner: r.owner, segments, score: segmentsSpecificity(segments) };
    });
  }

  static fromRegistry(
    remotes: { name: RemoteName; routes: string[] }[],
    vars: Record<string, string> = {},
  ): RouteTable {
    const rules: RouteRule[] = SHELL_ROUTES.map((pattern) => ({ pattern, owner: 'shell' as Owner }));
    for (const r of remotes) for (const p of r.routes) rules.push({ pattern: expandPattern(p, vars), owner: r.name });
    return new RouteTable(rules);
  }

  /** The owner of a path, or null when nothing owns it (the shell then shows the 404 page). */
  resolve(pathname: string): Resolved {
    const hit = this.cache.get(pathname);
    if (hit !== undefined) return hit && { ...hit, params: { ...hit.params } };
    const found = this.match(pathname);
    if (this.cache.size >= 200) this.cache.clear();
    this.cache.set(pathname, found);
    return found && { ...found, params: { ...found.params } };
  }

  private match(pathname: string): Resolved {
    const segments = splitSegments(normalisePath(pathname));
    let best: { rule: CompiledRule; params: Record<string, string> } | null = null;
    for (const rule of this.rules) {
      if (best && compareSpecificity(rule.score, best.rule.score) <= 0) continue;
      const params = matchSegments(rule.segments, segments);
      if (params) best = { rule, params };
    }
    return best && { owner: best.rule.owner, pattern: best.rule.pattern, params: best.params };
  }

  ownerOf(pathname: string): Owner | null {
    return this.resolve(pathname)?.owner ?? null;
  }

  patterns(owner: Owner): string[] {
    return this.rules.filter((r) => r.owner === owner).map((r) => r.pattern);
  }
}
