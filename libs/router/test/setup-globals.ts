import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and react-dom/server need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
