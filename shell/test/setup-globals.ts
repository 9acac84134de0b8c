import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs TextEncoder, antd's responsive hooks need matchMedia.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
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
window.getComputedStyle = (element: Element) => elementStyle(element);

// jsdom lacks these too; antd's Statistic and input components use them.
if (typeof globalThis.ResizeObserver === 'undefined') {
  const noop = () => undefined;
  globalThis.ResizeObserver = class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  } as unknown as typeof ResizeObserver;
}

if (typeof globalThis.MessageChannel === 'undefined') {
  type Port = { onmessage: ((event: { data: unknown }) => void) | null };
  const port = (peer: () => Port) => ({
    onmessage: null as Port['onmessage'],
    postMessage(data: unknown) {
      setTimeout(() => peer().onmessage?.({ data }), 0);
    },
    start: () => undefined,
    close: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  globalThis.MessageChannel = class {
    port1: ReturnType<typeof port> = port(() => this.port2);
    port2: ReturnType<typeof port> = port(() => this.port1);
  } as unknown as typeof MessageChannel;
}
