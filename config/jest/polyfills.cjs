// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
