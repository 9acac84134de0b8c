/*
 * What jsdom lacks and the front ends' tests need, for every jsdom project (setupFiles):
 * react-router and react-dom/server need TextEncoder; antd's responsive hooks matchMedia, its
 * table getComputedStyle with a pseudo-element, ResizeObserver and (form) MessageChannel.
 */
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom implements getComputedStyle for elements only; antd's table asks for '::-webkit-scrollbar'.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);

// jsdom does not scroll (list pages and the shell scroll up on navigation); tests may spy on it.
window.scrollTo = () => undefined;

if (typeof globalThis.ResizeObserver === 'undefined') {
  const noop = () => undefined;
  globalThis.ResizeObserver = class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  };
}

if (typeof globalThis.MessageChannel === 'undefined') {
  const port = (peer) => ({
    onmessage: null,
    postMessage(data) {
      setTimeout(() => peer().onmessage?.({ data }), 0);
    },
    start: () => undefined,
    close: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  globalThis.MessageChannel = class {
    port1 = port(() => this.port2);
    port2 = port(() => this.port1);
  };
}
