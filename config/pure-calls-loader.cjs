// Marks a library's top-level component definitions as side-effect free (`/*#__PURE__*/`), so
// that webpack drops the ones an app never uses, with everything only they reference.
// react-router defines `Link`, `NavLink` and `Form` as `var X = React.forwardRef(...)`, then
// names each one (`X.displayName = "X"`): the call and the naming each keep the component, and
// so route prefetching and form submission, in every bundle that imports the router. The naming
// only serves developer tools; it goes with the component it names.
const DEFINITION = /^((?:var|let|const) (\w+) = )(React\d*\.(?:forwardRef|memo)\()/gm;

module.exports = function pureCallsLoader(source) {
  const names = [];
  const marked = source.replace(DEFINITION, (_m, head, name, call) => {
    names.push(name);
    return `${head}/*#__PURE__*/ ${call}`;
  });
  if (names.length === 0) return source;
  const naming = new RegExp(`^(?:${names.join('|')})\\.displayName = "[^"\\n]*";$`, 'gm');
  return marked.replace(naming, '');
};
