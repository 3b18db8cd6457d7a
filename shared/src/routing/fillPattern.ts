// Filling a route pattern, in a module of its own: the apps' path builders (recordPaths) bundle it
// without the route table and the manifests it reads.

/**
 * The path of a page from its pattern: each `:param` replaced by its encoded value, an optional
 * one left out when it has none (`/x/:id` with `{ id: 'a b' }` is `/x/a%20b`).
 */
export function fillPattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Paramètre « ${name} » manquant pour ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
