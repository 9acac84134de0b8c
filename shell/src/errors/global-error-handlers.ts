import { isApiError } from '@bolsos/api-client';
import { isCrawler } from '../boot/crawler';
import { setFatalError } from './fatal-error';
import { isChunkLoadError, reloadOnce } from './reload-guard';

export interface GlobalErrorOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  userAgent?: string;
  /** Defaults to the app-wide error page. */
  onFatal?: (error: unknown) => void;
  /** Defaults to the guarded reload (one per 10 s); returns false inside the window. */
  reload?: () => boolean;
}

// Browser noise that is not a failure of the page; 'Script error.' is an opaque error from a
// cross-origin script (an extension, a third-party tag), never from this site's bundles.
const BENIGN = [/ResizeObserver loop/i, /^Script error\.?$/];

/**
 * What counts as fatal: anything thrown and not handled, except failed API calls (already shown
 * to the user as a toast by the API client), aborted requests and benign browser noise.
 */
export function isFatal(error: unknown, message = ''): boolean {
  if (isApiError(error)) return false;
  if (typeof error === 'object' && error !== null && (error as Error).name === 'AbortError') {
    return false;
  }
  const text = error instanceof Error ? error.message : message;
  return !BENIGN.some((pattern) => pattern.test(text));
}

/**
 * Spec §4: fatal or unhandled errors switch the app to the error page; chunk and remote load
 * failures first try one guarded reload; crawlers only get a console log. Returns the uninstaller.
 */
export function installGlobalErrorHandlers(options: GlobalErrorOptions = {}): () => void {
  const target = options.target ?? window;
  const crawler = isCrawler(options.userAgent ?? globalThis.navigator?.userAgent);
  const onFatal = options.onFatal ?? setFatalError;
  const reload = options.reload ?? (() => reloadOnce());

  const handle = (error: unknown, message?: string) => {
    if (!isFatal(error, message)) return;
    console.error(error ?? message);
    if (crawler) return;
    if (isChunkLoadError(error ?? message) && reload()) return;
    onFatal(error ?? new Error(message));
  };
  const onError = (event: ErrorEvent) => handle(event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);

  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return () => {
    target.removeEventListener('error', onError as EventListener);
    target.removeEventListener('unhandledrejection', onRejection as EventListener);
  };
}
