// jsdom lacks several web globals that React Router's data APIs and our API client use;
// Node has real implementations, so the test environment lends them to the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'Request',
  'Response',
  'Headers',
  'fetch',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'FormData',
  'Blob',
];

class NodeGlobalsJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of LENT_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = NodeGlobalsJsdomEnvironment;
