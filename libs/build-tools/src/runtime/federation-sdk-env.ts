/**
 * The page's copy of `@module-federation/sdk`'s env module in production builds (swapped in by
 * federationRuntimeReplacements). The original decides whether the runtime logs debug output by
 * reading localStorage while the shell's entry evaluates; a page's first localStorage access is
 * a synchronous round trip to the browser process (3–4 ms measured here, four times that on a
 * phone), spent inside the first long task of every visit for a switch only developers use. Here
 * only the FEDERATION_DEBUG define (or variable) turns debug output on. Same exports as the
 * original: a spec compares them, so an MF upgrade that changes the module fails the build's tests.
 */
declare const ENV_TARGET: string | undefined;

type Globals = typeof globalThis & {
  window?: { document?: unknown };
  navigator?: { product?: string };
  FEDERATION_DEBUG?: unknown;
};

const globals = globalThis as Globals;

export const isBrowserEnvValue: boolean =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof globals.window !== 'undefined' && typeof globals.window.document !== 'undefined';

export function isBrowserEnv(): boolean {
  return isBrowserEnvValue;
}

export function isReactNativeEnv(): boolean {
  return globals.navigator?.product === 'ReactNative';
}

export function isDebugMode(): boolean {
  if (typeof process !== 'undefined' && process.env?.FEDERATION_DEBUG) return true;
  return Boolean(globals.FEDERATION_DEBUG);
}

export const getProcessEnv = (): Record<string, string | undefined> =>
  typeof process !== 'undefined' && process.env ? process.env : {};
