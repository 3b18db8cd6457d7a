// jsdom has no fetch: the web tests get Node's own fetch, Request, Response and Headers (and the
// streams and AbortController they are built on), so code that calls the API through ky or fetch
// runs as it does in a browser. As in a browser, a relative URL resolves against the page's
// location.
const { TestEnvironment } = require('jest-environment-jsdom');

const AS_IS = ['Response', 'Headers', 'ReadableStream', 'WritableStream', 'TransformStream', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) => (typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href).href : input);
    for (const name of AS_IS) page[name] = globalThis[name];
    page.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetchEnvironment;
