import { ApiError } from '@bolsos/api-client';
import { clearFatalError, errorCode, getFatalError, setFatalError } from './fatal-error';
import { installGlobalErrorHandlers, isFatal } from './global-error-handlers';

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function errorEvent(error: unknown, message = ''): ErrorEvent {
  return new ErrorEvent('error', { error, message });
}

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent constructor.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('global error handlers', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    uninstall();
    clearFatalError();
    jest.restoreAllMocks();
  });

  it('switches to the error page on an uncaught error', () => {
    uninstall = installGlobalErrorHandlers({ userAgent: PERSON });
    window.dispatchEvent(errorEvent(new TypeError('x is undefined')));
    expect(getFatalError()).toEqual({ code: 500 });
    expect(console.error).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('switches to the error page on an unhandled rejection', () => {
    const onFatal = jest.fn();
    uninstall = installGlobalErrorHandlers({ userAgent: PERSON, onFatal });
    const reason = new Error('boom');
    window.dispatchEvent(rejection(reason));
    expect(onFatal).toHaveBeenCalledWith(reason);
  });

  it('only logs for crawlers', () => {
    const onFatal = jest.fn();
    uninstall = installGlobalErrorHandlers({ userAgent: GOOGLEBOT, onFatal });
    window.dispatchEvent(errorEvent(new Error('boom')));
    window.dispatchEvent(rejection(new Error('later')));
    expect(onFatal).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('never reloads a crawler for a chunk error either: it only logs', () => {
    const onFatal = jest.fn();
    const reload = jest.fn(() => true);
    uninstall = installGlobalErrorHandlers({ userAgent: GOOGLEBOT, onFatal, reload });
    const chunk = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(rejection(chunk));
    window.dispatchEvent(errorEvent(chunk));
    expect(reload).not.toHaveBeenCalled();
    expect(onFatal).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(chunk);
  });

  it('tries one guarded reload for chunk errors, then shows the error page', () => {
    const onFatal = jest.fn();
    const reload = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    uninstall = installGlobalErrorHandlers({ userAgent: PERSON, onFatal, reload });
    const chunk = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(rejection(chunk));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFatal).not.toHaveBeenCalled();
    window.dispatchEvent(rejection(chunk));
    expect(onFatal).toHaveBeenCalledWith(chunk);
  });

  it('leaves API failures (already toasted), aborts and browser noise alone', () => {
    const onFatal = jest.fn();
    uninstall = installGlobalErrorHandlers({ userAgent: PERSON, onFatal });
    window.dispatchEvent(rejection(new ApiError('Error processing your request', 500)));
    window.dispatchEvent(rejection(new DOMException('aborted', 'AbortError')));
    window.dispatchEvent(
      errorEvent(null, 'ResizeObserver loop completed with undelivered notifications.'),
    );
    window.dispatchEvent(errorEvent(null, 'Script error.'));
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    const onFatal = jest.fn();
    installGlobalErrorHandlers({ userAgent: PERSON, onFatal })();
    // jest-environment-jsdom rethrows window errors nobody listens to.
    const bystander = (event: Event) => event.preventDefault();
    window.addEventListener('error', bystander);
    window.dispatchEvent(errorEvent(new Error('late')));
    window.removeEventListener('error', bystander);
    expect(onFatal).not.toHaveBeenCalled();
  });
});

describe('fatal error state', () => {
  it('keeps 401, 403 and 404, and calls everything else 500', () => {
    expect(errorCode(new ApiError('x', 403))).toBe(403);
    expect(errorCode({ status: 404 })).toBe(404);
    expect(errorCode(new ApiError('x', 422))).toBe(500);
    expect(errorCode(new Error('x'))).toBe(500);
    expect(setFatalError(new ApiError('x', 401))).toEqual({ code: 401 });
    clearFatalError();
    expect(getFatalError()).toBeNull();
  });

  it('judges what is fatal', () => {
    expect(isFatal(new Error('x'))).toBe(true);
    expect(isFatal(undefined, 'Uncaught ReferenceError: y is not defined')).toBe(true);
    expect(isFatal(new ApiError('x', 500))).toBe(false);
  });
});
