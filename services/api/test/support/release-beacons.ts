import {
  RELEASE_BUCKET_COOKIE,
  RELEASE_LOAD_TOKEN_FIELD,
  type ReleaseFailureKind,
  type ReleaseRemote,
} from '@bolsos/contracts';
import request from 'supertest';
import { Client, type TestApp } from './test-app';

/** A browser at a chosen address (the test apps trust X-Forwarded-For), not a random one. */
export class BrowserAt extends Client {
  constructor(
    http: TestApp['http'],
    override readonly ip: string,
  ) {
    super(http);
  }
}

/**
 * What the shell does on a page load: reads /remotes.config.json (as a visitor in `bucket`, when
 * given) and keeps the answer's load token. `http` is a test app's server or a base URL.
 */
export async function pageLoadToken(
  http: TestApp['http'] | string,
  bucket?: number,
): Promise<string> {
  const req = request(http).get('/remotes.config.json');
  const res = await (bucket === undefined
    ? req
    : req.set('Cookie', `${RELEASE_BUCKET_COOKIE}=${bucket}`));
  const token = (res.body as Record<string, unknown>)[RELEASE_LOAD_TOKEN_FIELD];
  if (typeof token !== 'string') throw new Error(`no load token in ${res.text}`);
  return token;
}

/** The shell's failure beacon, from `browser` (which must have its XSRF cookie). */
export function reportFailure(
  browser: Client,
  remote: ReleaseRemote,
  release: string,
  token?: string,
  kind: ReleaseFailureKind = 'load',
) {
  return browser.post('/api/releases/health', {
    remote,
    release,
    kind,
    ...(token === undefined ? {} : { token }),
  });
}

/** The shell's confirmation that the remote rendered: a load. */
export function confirmLoad(
  browser: Client,
  remote: ReleaseRemote,
  release: string,
  token: string,
) {
  return browser.post('/api/releases/health/loads', { remote, release, token });
}

/** One sample of a metric in Prometheus's text format (0 when the series does not exist yet). */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const cut = line.lastIndexOf(' ');
    const labelText = line.slice(name.length, cut);
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.slice(cut + 1));
  }
  return 0;
}
