import {
  API_BASE,
  CSRF_COOKIE_PATH,
  RELEASE_ID_PATTERN,
  RELEASES_API,
  XSRF_COOKIE,
  XSRF_HEADER,
  isReleaseRemote,
  type ReleaseFailureKind,
  type ReleaseHealthReport,
  type ReleaseLoadReport,
} from '@bolsos/contracts';
import { readDocumentCookie } from '@bolsos/api-client';

/** Where a recorded release's manifest lives (scripts/releases.mjs, the API's release files). */
const RELEASE_MANIFEST = /\/mfe\/[^/]+\/releases\/([^/]+)\/mf-manifest\.json$/;

/**
 * The release a remote's manifest URL names: `/mfe/<folder>/releases/<id>/mf-manifest.json`
 * (on this site or a CDN) gives `<id>`; anything else is the remote's default build.
 */
export function releaseOfManifest(manifest: string): string {
  let pathname: string;
  try {
    pathname = new URL(manifest, 'http://site.invalid').pathname;
  } catch {
    return 'default';
  }
  const id = RELEASE_MANIFEST.exec(pathname)?.[1];
  return id !== undefined && RELEASE_ID_PATTERN.test(id) ? id : 'default';
}

export interface ReleaseBeaconOptions {
  fetch?: typeof fetch;
  /** Raw cookie value, as document.cookie holds it. */
  readCookie?: (name: string) => string | undefined;
}

/**
 * A remote's release failed here. `token` is the page load's (the remotes config's loadToken):
 * without one nothing is sent, since the API counts no report without it.
 */
export type ReportReleaseFailure = (
  remote: string,
  manifest: string,
  kind: ReleaseFailureKind,
  token: string | undefined,
) => Promise<void>;

/** A remote's release rendered here: the load its failures are weighed against. */
export type ConfirmReleaseLoad = (
  remote: string,
  manifest: string,
  token: string | undefined,
) => Promise<void>;

export interface ReleaseBeacon {
  failed: ReportReleaseFailure;
  loaded: ConfirmReleaseLoad;
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The shell's release health beacon (issue 32 §4, issue 44): tells the API that a remote's
 * release failed to load or render here, so a failing canary is stopped, and that it rendered
 * (a confirmed load, what failures are weighed against). Each report carries the page load's
 * token from the remotes config, so the API counts only loads it handed out, each once. Sent
 * once per page load per remote and kind, never retried and never shown: a broken remote must
 * not turn into a request storm, and the visitor already sees the error page. Not the
 * api-client: its writes clear the shared GET cache and answer a 419 with a page reload, and the
 * beacon must outlive the guarded reload that often follows a load failure (keepalive). It
 * carries the remote, the release, the kind and the token, nothing about the visitor; the
 * cookies go along only for the CSRF check, which takes the token the api-client's way (the
 * XSRF cookie, fetched first from the CSRF endpoint if missing).
 */
export function createReleaseBeacon(options: ReleaseBeaconOptions = {}): ReleaseBeacon {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const readCookie = options.readCookie ?? readDocumentCookie;
  const sent = new Set<string>();
  let csrfRequest: Promise<void> | null = null;

  const xsrfToken = async (): Promise<string | undefined> => {
    let token = readCookie(XSRF_COOKIE);
    if (!token) {
      // Reports of two remotes at once share one trip; kept alive like the report itself.
      csrfRequest ??= doFetch(CSRF_COOKIE_PATH, {
        credentials: 'same-origin',
        keepalive: true,
        headers: { Accept: 'application/json' },
      })
        .then(
          () => undefined,
          // Without a cookie there is no token, and the report is dropped below.
          () => undefined,
        )
        .finally(() => {
          csrfRequest = null;
        });
      await csrfRequest;
      token = readCookie(XSRF_COOKIE);
    }
    return token ? decodeCookie(token) : undefined;
  };

  /** Posts `report` to `path` once per page load for `key`. */
  const send = async (key: string, path: string, report: object): Promise<void> => {
    if (sent.has(key)) return;
    sent.add(key);
    try {
      const xsrf = await xsrfToken();
      if (!xsrf) return;
      await doFetch(`${API_BASE}${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          [XSRF_HEADER]: xsrf,
        },
        body: JSON.stringify(report),
      });
    } catch {
      // The beacon is best effort: a report lost to a network failure is not worth another request.
    }
  };

  return {
    failed: async (remote, manifest, kind, token) => {
      if (!isReleaseRemote(remote) || !token) return;
      const report: ReleaseHealthReport = {
        remote,
        release: releaseOfManifest(manifest),
        kind,
        token,
      };
      await send(`${remote} ${kind}`, RELEASES_API.health, report);
    },
    loaded: async (remote, manifest, token) => {
      if (!isReleaseRemote(remote) || !token) return;
      const report: ReleaseLoadReport = { remote, release: releaseOfManifest(manifest), token };
      await send(`${remote} loaded`, RELEASES_API.loaded, report);
    },
  };
}

/** The browser's beacon: one per page load, so its once-per-remote-and-kind memory is the page's. */
const beacon = createReleaseBeacon();
export const reportReleaseFailure: ReportReleaseFailure = beacon.failed;
export const confirmReleaseLoad: ConfirmReleaseLoad = beacon.loaded;
