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

// jsdom does not scroll; list pages scroll up when their ?page= changes.
window.scrollTo = () => undefined;
