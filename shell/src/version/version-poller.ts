import { createStore, type StoreApi } from 'zustand';

/** Design §5: every 5 minutes, and when the tab regains focus. */
export const VERSION_POLL_INTERVAL_MS = 5 * 60 * 1000;

/** Where the shell's own build writes its version (its assetPrefix is '/'). */
export const SHELL_LATEST_JSON = '/builds/latest.json';

export interface VersionSource {
  name: string;
  url: string;
  /** Reads the version from the JSON answer; `{ version }` (builds/latest.json) when absent. */
  read?: (body: unknown) => string | undefined;
  /**
   * The version the page already started with (e.g. the remotes config it just loaded): the
   * first round skips this source instead of asking for the same bytes twice during start-up.
   */
  known?: string;
}

/**
 * The remotes config's "version": which manifest each remote points at. A released or rolled
 * back remote lives in a new immutable folder whose own latest.json never changes, so the switch
 * itself is what tells an open page that a new version is out. With `names`, only those remotes
 * count: a shopper's page is not told of a back-office release it never loads.
 */
export function remotesConfigVersion(body: unknown, names?: readonly string[]): string | undefined {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return undefined;
  return JSON.stringify(
    remotes
      .filter((remote: { name?: unknown }) => !names || names.includes(String(remote?.name)))
      .map((remote: { name?: unknown; entry?: unknown }) => [
        String(remote?.name),
        String(remote?.entry),
      ])
      // Code-unit order, not localeCompare: its first call loads ICU's collation data, which
      // cost a phone over 100 ms of blocked main thread during start-up; names are identifiers.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function latestJsonVersion(body: unknown): string | undefined {
  const version = (body as { version?: unknown } | null)?.version;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

/** A remote's `builds/latest.json` sits beside its `mf-manifest.json`. */
export function latestJsonUrl(manifestUrl: string, base = globalThis.location?.href): string {
  return new URL('builds/latest.json', new URL(manifestUrl, base)).href;
}

export interface VersionPoller {
  start(): void;
  stop(): void;
  /** Fetches every source once; resolves true when a version differs from the first one seen. */
  check(): Promise<boolean>;
  readonly updateAvailable: boolean;
  /** zustand store of the one fact the page reacts to */
  readonly state: StoreApi<{ updateAvailable: boolean }>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): boolean;
}

export interface VersionPollerOptions {
  sources: readonly VersionSource[];
  intervalMs?: number;
  fetch?: typeof fetch;
  /** Window and document to listen on for focus and visibility. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /**
   * Awaited before each request of a round, when given. Start-up passes `yieldToMain`: the first
   * round runs while the page hydrates, and starting a fetch costs a phone several ms, so each
   * request gets a task of its own instead of all of them sharing React's commit.
   */
  pace?: () => Promise<void>;
}

async function readVersion(
  fetchImpl: typeof fetch,
  { url, read = latestJsonVersion }: VersionSource,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    return read(await response.json());
  } catch {
    // Offline, or a dev server without the file: try again at the next poll.
    return undefined;
  }
}

/** Every source's answer; with `pace`, each request waits for it before it starts. */
function readAll(
  sources: readonly VersionSource[],
  read: (source: VersionSource) => Promise<boolean>,
  pace?: () => Promise<void>,
): Promise<boolean[]> {
  if (!pace) return Promise.all(sources.map(read));
  return (async () => {
    const answers: Promise<boolean>[] = [];
    for (const source of sources) {
      await pace();
      answers.push(read(source));
    }
    return Promise.all(answers);
  })();
}

/**
 * Remembers the first version seen of each app and reports when any of them changes. A source
 * that cannot be read is skipped, never counted as a change.
 */
export function createVersionPoller(options: VersionPollerOptions): VersionPoller {
  const interval = options.intervalMs ?? VERSION_POLL_INTERVAL_MS;
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const target = options.target ?? globalThis.window;
  const doc = options.doc ?? globalThis.document;
  const seen = new Map<string, string>();
  for (const source of options.sources) {
    if (source.known !== undefined) seen.set(source.url, source.known);
  }
  /** Sources still to be read in the first round: the others' baseline is already known. */
  let firstRound: readonly VersionSource[] | null = options.sources.filter(
    (source) => source.known === undefined,
  );
  const state = createStore<{ updateAvailable: boolean }>()(() => ({ updateAvailable: false }));
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let running = false;

  const onFocus = () => void poller.check();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void poller.check();
  };

  const detach = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    target?.removeEventListener('focus', onFocus);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };

  const poller: VersionPoller = {
    state,
    get updateAvailable() {
      return state.getState().updateAvailable;
    },
    start() {
      if (running) return;
      running = true;
      void poller.check();
      timer = setInterval(() => void poller.check(), interval);
      target?.addEventListener('focus', onFocus);
      doc?.addEventListener('visibilitychange', onVisibility);
    },
    stop() {
      running = false;
      detach();
    },
    check() {
      if (state.getState().updateAvailable) return Promise.resolve(true);
      // Focus and visibility often fire together: one round of requests serves both.
      const sources = firstRound ?? options.sources;
      firstRound = null;
      const changed = async (source: VersionSource) => {
        const version = await readVersion(fetchImpl, source);
        if (version === undefined) return false;
        const first = seen.get(source.url);
        if (first === undefined) seen.set(source.url, version);
        return first !== undefined && first !== version;
      };
      inFlight ??= readAll(sources, changed, options.pace)
        .then((changes) => {
          if (changes.some(Boolean) && !state.getState().updateAvailable) {
            // Nothing more to learn: the page reloads at the next route change or on request.
            detach();
            state.setState({ updateAvailable: true });
          }
          return state.getState().updateAvailable;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    subscribe: (listener) => state.subscribe(() => listener()),
    getSnapshot: () => state.getState().updateAvailable,
  };
  return poller;
}
