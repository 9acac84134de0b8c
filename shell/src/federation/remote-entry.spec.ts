import { RemoteManifestError, entryUrlFromManifest, resolveRemoteEntry } from './remote-entry';

const MANIFEST_URL = 'https://shop.example/mfe/storefront/mf-manifest.json';

function manifest(metaData: Record<string, unknown>) {
  return { id: 'storefront', name: 'storefront', metaData, shared: [], remotes: [], exposes: [] };
}

describe('entryUrlFromManifest', () => {
  it('joins the public path, the entry folder and its file name', () => {
    expect(
      entryUrlFromManifest(
        manifest({
          publicPath: '/mfe/storefront/',
          remoteEntry: { name: 'static/js/sf.1.js', path: '' },
        }),
        MANIFEST_URL,
      ),
    ).toBe('https://shop.example/mfe/storefront/static/js/sf.1.js');
    expect(
      entryUrlFromManifest(
        manifest({
          publicPath: '/mfe/admin-users/releases/7/',
          remoteEntry: { name: 'e.js', path: 'js/' },
        }),
        MANIFEST_URL,
      ),
    ).toBe('https://shop.example/mfe/admin-users/releases/7/js/e.js');
  });

  it('takes the files from beside the manifest when the public path is "auto" or absent', () => {
    for (const publicPath of ['auto', undefined]) {
      expect(
        entryUrlFromManifest(
          manifest({ publicPath, remoteEntry: { name: 'remoteEntry.js' } }),
          MANIFEST_URL,
        ),
      ).toBe('https://shop.example/mfe/storefront/remoteEntry.js');
    }
  });

  it('keeps an absolute public path on another origin (a CDN)', () => {
    expect(
      entryUrlFromManifest(
        manifest({ publicPath: 'https://cdn.example/sf/', remoteEntry: { name: 'e.js' } }),
        MANIFEST_URL,
      ),
    ).toBe('https://cdn.example/sf/e.js');
  });

  it.each([null, {}, manifest({}), manifest({ remoteEntry: { name: '' } })])(
    'refuses a manifest that names no entry: %j',
    (value) => {
      expect(() => entryUrlFromManifest(value, MANIFEST_URL)).toThrow(RemoteManifestError);
    },
  );
});

/** jsdom has no fetch Response: the two members resolveRemoteEntry reads. */
function answer(body: string, status = 200): Response {
  return { ok: status < 400, status, json: async () => JSON.parse(body) } as unknown as Response;
}

describe('resolveRemoteEntry', () => {
  const ok = manifest({ publicPath: '/mfe/storefront/', remoteEntry: { name: 'sf.js' } });

  it('fetches the manifest (relative to the page) and answers the entry URL', async () => {
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL) => answer(JSON.stringify(ok)));
    await expect(resolveRemoteEntry('/mfe/storefront/mf-manifest.json', fetchImpl)).resolves.toBe(
      new URL('/mfe/storefront/sf.js', window.location.href).href,
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      new URL('/mfe/storefront/mf-manifest.json', window.location.href).href,
    );
  });

  it('says which manifest failed: an HTTP error, or a body that is not JSON', async () => {
    await expect(resolveRemoteEntry('/m.json', async () => answer('gone', 404))).rejects.toThrow(
      /\/m\.json answered HTTP 404/,
    );
    await expect(resolveRemoteEntry('/m.json', async () => answer('{oops', 200))).rejects.toThrow(
      /\/m\.json is not valid JSON/,
    );
  });
});
