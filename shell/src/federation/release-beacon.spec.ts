import { createReleaseBeacon, releaseOfManifest } from './release-beacon';

describe('releaseOfManifest', () => {
  it.each([
    ['/mfe/admin-users/releases/1.0.0-a/mf-manifest.json', '1.0.0-a'],
    [
      'https://cdn.example.com/bolsos/mfe/storefront/releases/0.2.0-20261127t100000000z/mf-manifest.json',
      '0.2.0-20261127t100000000z',
    ],
    ['/mfe/admin-users/mf-manifest.json', 'default'],
    ['http://localhost:3001/mf-manifest.json', 'default'],
    ['/mfe/admin-users/releases/Not_An_Id/mf-manifest.json', 'default'],
    ['/mfe/admin-users/releases/1.0.0-a/remoteEntry.js', 'default'],
    ['http://[broken', 'default'],
  ])('%s → %s', (manifest, release) => {
    expect(releaseOfManifest(manifest)).toBe(release);
  });
});

const MANIFEST = '/mfe/admin-users/releases/1.0.0-b/mf-manifest.json';
/** The page load's token, as the remotes config gave it. */
const TOKEN = 'eyJpIjoiYSJ9.c2lnbmF0dXJl';

function setup(cookie: { value?: string } = { value: 'tok%2Ben' }) {
  const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(async (input) => {
    // The CSRF endpoint sets the cookie, as the API's does.
    if (input === '/sanctum/csrf-cookie') cookie.value ??= 'fresh';
    return new Response(null, { status: 204 });
  });
  const beacon = createReleaseBeacon({
    fetch,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? cookie.value : undefined),
  });
  const report = (
    remote: string,
    manifest: string,
    kind: 'load' | 'render',
    token: string | undefined = TOKEN,
  ) => beacon.failed(remote, manifest, kind, token);
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({
        url,
        body: JSON.parse(String(init?.body)) as unknown,
      }));
  return { fetch, report, failed: beacon.failed, loaded: beacon.loaded, posts };
}

describe('the release beacon', () => {
  it('posts the remote, the release its manifest names, the kind and the load token, with the XSRF token, kept alive', async () => {
    const { fetch, report } = setup();
    await report('adminUsers', MANIFEST, 'load');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/releases/health');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'tok+en' },
    });
    // Nothing about the visitor: exactly what the contract names (the token is the page load's).
    expect(JSON.parse(String(init?.body))).toEqual({
      remote: 'adminUsers',
      release: '1.0.0-b',
      kind: 'load',
      token: TOKEN,
    });
  });

  it('reports once per page load per remote and kind', async () => {
    const { report, posts } = setup();
    await report('adminUsers', MANIFEST, 'load');
    await report('adminUsers', MANIFEST, 'load');
    await report('adminUsers', MANIFEST, 'render');
    await report('storefront', '/mfe/storefront/mf-manifest.json', 'load');
    await report('storefront', '/mfe/storefront/mf-manifest.json', 'load');
    expect(posts()).toEqual([
      {
        url: '/api/releases/health',
        body: { remote: 'adminUsers', release: '1.0.0-b', kind: 'load', token: TOKEN },
      },
      {
        url: '/api/releases/health',
        body: { remote: 'adminUsers', release: '1.0.0-b', kind: 'render', token: TOKEN },
      },
      {
        url: '/api/releases/health',
        body: { remote: 'storefront', release: 'default', kind: 'load', token: TOKEN },
      },
    ]);
  });

  it('gets a token from the CSRF endpoint first when there is none, once for reports at the same time', async () => {
    const { fetch, report, posts } = setup({});
    await Promise.all([
      report('adminUsers', MANIFEST, 'load'),
      report('adminProducts', '/mfe/admin-products/mf-manifest.json', 'render'),
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/sanctum/csrf-cookie')).toHaveLength(1);
    expect(fetch.mock.calls[0][0]).toBe('/sanctum/csrf-cookie');
    expect(posts()).toHaveLength(2);
    for (const [, init] of fetch.mock.calls.slice(1)) {
      expect(init?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
    }
  });

  it('sends nothing without a token, for a name that is no release remote, or again after a failure', async () => {
    const noToken = setup({});
    noToken.fetch.mockImplementation(async () => new Response(null, { status: 500 }));
    await noToken.report('adminUsers', MANIFEST, 'load');
    expect(noToken.posts()).toEqual([]);

    const { fetch, report } = setup();
    await report('admin-area', MANIFEST, 'render');
    expect(fetch).not.toHaveBeenCalled();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(report('storefront', MANIFEST, 'load')).resolves.toBeUndefined();
    await expect(report('storefront', MANIFEST, 'load')).resolves.toBeUndefined();
    // Best effort: no retry, and no second try on the next failure of the same kind.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without the page load’s token: the API would count no report without one', async () => {
    const { fetch, failed, loaded } = setup();
    await failed('adminUsers', MANIFEST, 'load', undefined);
    await loaded('adminUsers', MANIFEST, undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms a remote’s load once per page load, with the release and the token', async () => {
    const { fetch, loaded, report, posts } = setup({});
    await Promise.all([
      loaded('adminUsers', MANIFEST, TOKEN),
      loaded('adminUsers', MANIFEST, TOKEN),
    ]);
    await loaded('storefront', '/mfe/storefront/mf-manifest.json', TOKEN);
    await loaded('admin-area', MANIFEST, TOKEN);
    // A failure after the load is a report of its own.
    await report('adminUsers', MANIFEST, 'render');
    expect(posts()).toEqual([
      {
        url: '/api/releases/health/loads',
        body: { remote: 'adminUsers', release: '1.0.0-b', token: TOKEN },
      },
      {
        url: '/api/releases/health/loads',
        body: { remote: 'storefront', release: 'default', token: TOKEN },
      },
      {
        url: '/api/releases/health',
        body: { remote: 'adminUsers', release: '1.0.0-b', kind: 'render', token: TOKEN },
      },
    ]);
    // The XSRF cookie was fetched once, and every post is kept alive past an unload.
    expect(fetch.mock.calls.filter(([url]) => url === '/sanctum/csrf-cookie')).toHaveLength(1);
    for (const [, init] of fetch.mock.calls.filter(([, init]) => init?.method === 'POST'))
      expect(init).toMatchObject({ keepalive: true, headers: { 'X-XSRF-TOKEN': 'fresh' } });
  });
});
