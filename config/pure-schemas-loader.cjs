// Marks the top-level schema definitions of the shared contracts side-effect free, so that an app
// bundles the schemas it uses rather than every schema of each contract file it imports from. A
// definition is a call (`z.object({...}).register(...)`, `pagedSchema(Item)`), which a minifier
// must otherwise keep: it cannot know that building a schema changes nothing else. Each one
// becomes `/*#__PURE__*/ (() => definition)()`: an annotation on the definition itself would
// cover only its first call, not the chain after it. The global registry the `.register(...)` calls
// fill serves the API's OpenAPI document, built on the server from the sources, never from these
// bundles.
// Applies to modules that import the schema library, except `shared/src/zod.ts` (which sets the
// library's locale), left out by the factory's rule.

const IMPORTS_LIBRARY = /from '(?:zod\/mini|(?:\.\.?\/)+zod)'/;
/** A top-level definition whose value starts with a call: `export const X = f(`, `const X: T = a\n  .b(`. */
const TOP_LEVEL_CALL = /^(?:export )?const [\w$]+(?:: [^=\n]+)? = (?=[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*(?:<[^>\n]*>)?\()/gm;
const OPEN = '([{';
const CLOSE = ')]}';

/** Where the code starting at `from` reaches a `;` outside brackets, skipping strings and comments; -1 if never. */
function statementEnd(source, from) {
  let depth = 0;
  let i = from;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const eol = source.indexOf('\n', i);
      i = eol === -1 ? source.length : eol;
    } else if (c === '/' && next === '*') {
      i = source.indexOf('*/', i + 2) + 2;
      if (i < 2) return -1;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else {
      if (OPEN.includes(c)) depth += 1;
      else if (CLOSE.includes(c)) depth -= 1;
      else if (c === ';' && depth === 0) return i;
      if (depth < 0) return -1;
      i += 1;
    }
  }
  return -1;
}

function markPure(source) {
  let out = '';
  let last = 0;
  TOP_LEVEL_CALL.lastIndex = 0;
  for (let m = TOP_LEVEL_CALL.exec(source); m; m = TOP_LEVEL_CALL.exec(source)) {
    const start = m.index + m[0].length;
    if (start < last) continue;
    const end = statementEnd(source, start);
    if (end === -1) continue;
    out += `${source.slice(last, start)}/*#__PURE__*/ (() => ${source.slice(start, end)})()`;
    last = end;
  }
  return out + source.slice(last);
}

module.exports = function pureSchemasLoader(source) {
  return IMPORTS_LIBRARY.test(source) ? markPure(source) : source;
};
module.exports.markPure = markPure;
