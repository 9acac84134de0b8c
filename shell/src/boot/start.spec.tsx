import { api } from '@bolsos/api-client';
import { i18n } from '@bolsos/i18n';
import { toastStore } from '@bolsos/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isValidElement, type ReactElement } from 'react';
import type { AppProps } from '../app';
import { preloadRemoteRoutes } from '../federation/remote-registry';
import type { RemotesConfig } from '../federation/remotes-config';
import { start } from './start';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CONFIG: RemotesConfig = {
  remotes: [{ name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' }],
};

function clearCookie() {
  document.cookie = 'lang=; max-age=0; path=/';
}

function visit(path: string, languages: string[]) {
  window.history.replaceState(null, '', path);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

async function boot() {
  const root = document.createElement('div');
  const mount = jest.fn();
  await start(root, { loadConfig: async () => CONFIG, mount });
  return { mount, root };
}

describe('start', () => {
  let cookieWrites: string[];
  beforeEach(() => {
    clearCookie();
    cookieWrites = [];
    const descriptor = Object.getOwnPropertyDescriptor(
      Document.prototype,
      'cookie',
    ) as PropertyDescriptor;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set?.call(document, value);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    clearCookie();
  });

  it('sends a first visit to the variant of the browser language and remembers it', async () => {
    visit('/contacto?x=1#form', ['zh-CN', 'en']);
    const { mount } = await boot();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      `/zh/${encodeURIComponent('联系')}?x=1#form`,
    );
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(cookieWrites.at(-1)).toBe('lang=zh; max-age=31536000; path=/; samesite=lax');
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('lets the URL win once the cookie exists', async () => {
    document.cookie = 'lang=zh; path=/';
    visit('/en/products', ['es-PA']);
    await boot();
    expect(window.location.pathname).toBe('/en/products');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(cookieWrites.at(-1)).toMatch(/^lang=en; max-age=31536000; path=\/; samesite=lax$/);
  });

  it('keeps Spanish visitors where they are, as es-PA', async () => {
    visit('/productos', ['es-419', 'en']);
    await boot();
    expect(window.location.pathname).toBe('/productos');
    expect(document.documentElement.lang).toBe('es-PA');
  });

  it('registers the configured remotes and wires the API client to toasts', async () => {
    visit('/en', ['en']);
    await boot();
    // The registry now knows the remote: its first load reads the manifest the config names and
    // registers the entry script that manifest lists.
    const manifest = {
      metaData: { publicPath: '/mfe/storefront/', remoteEntry: { name: 'sf.js' } },
    };
    globalThis.fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => manifest }) as unknown as Response,
    );
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await preloadRemoteRoutes('storefront', '/en');
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).toEqual([
      new URL('/mfe/storefront/mf-manifest.json', window.location.href).href,
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: new URL('/mfe/storefront/sf.js', window.location.href).href },
    ]);
    // A failing call now shows its message as a toast.
    api.configure({
      fetch: async () =>
        ({
          ok: false,
          status: 429,
          headers: { get: () => 'application/json' },
          text: async () => '{}',
          body: null,
        }) as unknown as Response,
      getCookie: () => 'token',
    });
    await expect(api.post('/contact', {})).rejects.toThrow();
    expect(toastStore.getSnapshot().map((item) => [item.kind, item.message])).toEqual([
      ['error', 'Too many attempts, please wait a moment'],
    ]);
    toastStore.clear();
  });

  it("polls, in the back office, the shell's own builds/latest.json and each configured remote's", async () => {
    visit('/admin/users', ['en']);
    const mount = jest.fn();
    const loaded: RemotesConfig['remotes'] = [
      ...CONFIG.remotes,
      {
        name: 'adminUsers',
        entry: 'https://cdn.example/mfe/admin-users/v2/mf-manifest.json',
        routes: '/admin/users',
      },
    ];
    await start(document.createElement('div'), {
      loadConfig: async () => ({ remotes: loaded }),
      mount,
    });
    // The mounted tree is <StrictMode><App poller={…} /></StrictMode>: take the App's poller.
    const tree = mount.mock.calls[0][1] as ReactElement<{ children: ReactElement<AppProps> }>;
    const app = tree.props.children;
    expect(isValidElement(app)).toBe(true);
    const poller = app.props.poller;
    expect(poller).toBeDefined();

    const versions: Record<string, string> = {};
    const fetched: string[] = [];
    const fetchSpy = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(url);
      const body =
        url === 'http://localhost/remotes.config.json'
          ? { remotes: loaded }
          : { version: versions[url] ?? 'v1' };
      return { ok: true, status: 200, json: async () => body } as Response;
    });
    Object.assign(globalThis, { fetch: fetchSpy });
    try {
      await expect(poller?.check()).resolves.toBe(false);
      // The config start() just loaded is the baseline: no second request for it at start-up.
      expect(fetched.sort()).toEqual([
        'http://localhost/builds/latest.json',
        'http://localhost/mfe/storefront/builds/latest.json',
        'https://cdn.example/mfe/admin-users/v2/builds/latest.json',
      ]);
      await expect(poller?.check()).resolves.toBe(false);
      expect(fetched).toContain('http://localhost/remotes.config.json');
      // A new release of one remote is what the notice reports.
      versions['https://cdn.example/mfe/admin-users/v2/builds/latest.json'] = 'v2';
      await expect(poller?.check()).resolves.toBe(true);
      expect(poller?.getSnapshot()).toBe(true);
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  it("polls, on a shopper's page, only the remotes that page can show", async () => {
    visit('/en', ['en']);
    const mount = jest.fn();
    const admin = {
      name: 'adminUsers',
      entry: 'https://cdn.example/mfe/admin-users/v2/mf-manifest.json',
      routes: '/admin/users',
    };
    await start(document.createElement('div'), {
      loadConfig: async () => ({ remotes: [...CONFIG.remotes, admin] }),
      mount,
    });
    const tree = mount.mock.calls[0][1] as ReactElement<{ children: ReactElement<AppProps> }>;
    const poller = tree.props.children.props.poller;
    const fetched: string[] = [];
    Object.assign(globalThis, {
      fetch: jest.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return { ok: true, status: 200, json: async () => ({ version: 'v1' }) } as Response;
      }),
    });
    try {
      await poller?.check();
      expect(fetched.sort()).toEqual([
        'http://localhost/builds/latest.json',
        'http://localhost/mfe/storefront/builds/latest.json',
      ]);
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  it('reports a remote switched to another release folder by the remotes config', async () => {
    visit('/en', ['en']);
    const mount = jest.fn();
    await start(document.createElement('div'), { loadConfig: async () => CONFIG, mount });
    const tree = mount.mock.calls[0][1] as ReactElement<{ children: ReactElement<AppProps> }>;
    const poller = tree.props.children.props.poller;
    let entry = '/mfe/storefront/releases/1.0.0-a/mf-manifest.json';
    const fetchSpy = jest.fn(async (input: RequestInfo | URL) => {
      const body = String(input).endsWith('/remotes.config.json')
        ? { remotes: [{ name: 'storefront', entry, routes: 'public' }] }
        : { version: 'v1' };
      return { ok: true, status: 200, json: async () => body } as Response;
    });
    Object.assign(globalThis, { fetch: fetchSpy });
    try {
      await expect(poller?.check()).resolves.toBe(false);
      // Every latest.json unchanged: only the config points elsewhere (a release or a rollback).
      entry = '/mfe/storefront/releases/1.0.0-b/mf-manifest.json';
      await expect(poller?.check()).resolves.toBe(true);
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  it('still mounts with no remotes when the config cannot be read', async () => {
    visit('/en', ['en']);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = jest.fn();
    await start(document.createElement('div'), {
      loadConfig: async () => {
        throw new Error('404');
      },
      mount,
    });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
  });
});
