import { RemoteLoadError } from '../federation/remote-registry';
import {
  RELOAD_GUARD_KEY,
  RELOAD_WINDOW_MS,
  canReload,
  isChunkLoadError,
  reloadOnce,
} from './reload-guard';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.\n(error: https://x/static/js/async/42.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    ['ChunkLoadError', chunkError()],
    ['a webpack-style message', new Error('Loading chunk admin-layout failed.')],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed.')],
    ['a dynamic import', new TypeError('Failed to fetch dynamically imported module: /a.js')],
    ['MF RUNTIME-003', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')],
    ['MF RUNTIME-008', new Error('[ Federation Runtime ]: RUNTIME-008 script resource error')],
    ['the shell RemoteLoadError', new RemoteLoadError('storefront')],
    ['a cause chain', new Error('wrapped', { cause: new Error('x', { cause: chunkError() }) })],
    ['a bare message string', 'Loading chunk 3 failed.'],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render bug', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['an API failure', Object.assign(new Error('Error processing your request'), { status: 500 })],
    ['nothing', undefined],
    ['a number', 42],
  ])('ignores %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnce', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once and stores the time in sessionStorage', () => {
    const reload = jest.fn();
    expect(reloadOnce({ reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 10 s, then allows one again', () => {
    const reload = jest.fn();
    let now = 5_000_000;
    expect(reloadOnce({ reload, now: () => now })).toBe(true);
    now += RELOAD_WINDOW_MS - 1;
    expect(canReload({ now: () => now })).toBe(false);
    expect(reloadOnce({ reload, now: () => now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadOnce({ reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives the reload: the window is read back from storage', () => {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - 2_000));
    const reload = jest.fn();
    expect(reloadOnce({ reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a clock that went backwards or garbage in storage as no previous reload', () => {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, 'garbage');
    expect(canReload()).toBe(true);
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() + 60_000));
    expect(canReload()).toBe(true);
  });

  it('never reloads without storage, so it cannot loop', () => {
    const reload = jest.fn();
    expect(reloadOnce({ reload, storage: null })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce({ reload, storage: broken })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
