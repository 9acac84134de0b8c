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

// jsdom has no ResizeObserver; antd's table observes its header when it scrolls sideways.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// jsdom has no MessageChannel; antd's form uses one only to run watchers in a macrotask.
if (!('MessageChannel' in globalThis)) {
  class MessageChannelStub {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}
