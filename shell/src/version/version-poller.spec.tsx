import { initI18n } from '@bolsos/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from '@bolsos/router';
import { VersionNotice } from './version-notice';
import {
  SHELL_LATEST_JSON,
  VERSION_POLL_INTERVAL_MS,
  createVersionPoller,
  latestJsonUrl,
  remotesConfigVersion,
  type VersionPoller,
} from './version-poller';

type Versions = Record<string, string | number>;

/** A fetch answering each URL with the version currently set for it (a number = HTTP error). */
function fakeServer(initial: Versions) {
  const versions: Versions = { ...initial };
  // jsdom has no Response; the poller reads only ok and json().
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.cache !== 'no-store') throw new Error('latest.json must bypass the HTTP cache');
    const answer = versions[String(input)];
    return {
      ok: typeof answer === 'string',
      status: typeof answer === 'number' ? answer : 200,
      json: async () => ({ version: answer, builtAt: '2026-01-01T00:00:00Z' }),
    } as Response;
  }) as jest.MockedFunction<typeof globalThis.fetch>;
  return { versions, fetch };
}

const SOURCES = [
  { name: 'shell', url: '/builds/latest.json' },
  { name: 'storefront', url: '/mfe/storefront/builds/latest.json' },
];

/** Lets the poller's fetch promises settle under fake timers. */
async function settle() {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

describe('remotesConfigVersion', () => {
  it('names which manifest each remote points at, whatever the order', () => {
    const a = { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: ['/'] };
    const b = { name: 'adminUsers', entry: '/mfe/admin-users/releases/1/mf-manifest.json' };
    const version = remotesConfigVersion({ remotes: [a, b] });
    expect(version).toBe(remotesConfigVersion({ remotes: [b, { ...a, routes: ['/x'] }] }));
    expect(version).not.toBe(
      remotesConfigVersion({ remotes: [a, { ...b, entry: '/mfe/admin-users/mf-manifest.json' }] }),
    );
    expect(remotesConfigVersion({ error: 'broken' })).toBeUndefined();
  });

  it('counts only the remotes named, when names are given', () => {
    const a = { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json' };
    const b = { name: 'adminUsers', entry: '/mfe/admin-users/releases/1/mf-manifest.json' };
    const released = { ...b, entry: '/mfe/admin-users/releases/2/mf-manifest.json' };
    const shopper = ['storefront'];
    expect(remotesConfigVersion({ remotes: [a, released] }, shopper)).toBe(
      remotesConfigVersion({ remotes: [a, b] }, shopper),
    );
    expect(remotesConfigVersion({ remotes: [a, released] }, ['storefront', 'adminUsers'])).not.toBe(
      remotesConfigVersion({ remotes: [a, b] }, ['storefront', 'adminUsers']),
    );
  });

  it('orders names without ICU collation, which runs during start-up', () => {
    // A first localeCompare loads collation data: over 100 ms of blocked main thread on a phone.
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    const names = ['storefront', 'adminUsers', 'adminProducts', 'Zeta'];
    const version = remotesConfigVersion({
      remotes: names.map((name) => ({ name, entry: `/mfe/${name}/mf-manifest.json` })),
    });
    expect(localeCompare).not.toHaveBeenCalled();
    expect((JSON.parse(version ?? '[]') as string[][]).map(([name]) => name)).toEqual([
      'Zeta',
      'adminProducts',
      'adminUsers',
      'storefront',
    ]);
    localeCompare.mockRestore();
  });
});

describe('latestJsonUrl', () => {
  it('puts builds/latest.json beside each manifest', () => {
    expect(latestJsonUrl('/mfe/storefront/mf-manifest.json', 'https://bolsos.pa/en')).toBe(
      'https://bolsos.pa/mfe/storefront/builds/latest.json',
    );
    expect(latestJsonUrl('https://cdn.pa/users/v2/mf-manifest.json', 'https://bolsos.pa/')).toBe(
      'https://cdn.pa/users/v2/builds/latest.json',
    );
    expect(SHELL_LATEST_JSON).toBe('/builds/latest.json');
  });
});

describe('createVersionPoller', () => {
  let poller: VersionPoller | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    poller?.stop();
    jest.useRealTimers();
  });

  it('polls every source at start and every 5 minutes, and reports a change', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    const listener = jest.fn();
    poller.subscribe(listener);
    poller.start();
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(VERSION_POLL_INTERVAL_MS).toBe(300_000);

    jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS - 1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(4);
    expect(poller.updateAvailable).toBe(false);

    server.versions[SOURCES[1].url] = 'y';
    jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS);
    await settle();
    expect(poller.updateAvailable).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    // Once a release is known, polling stops.
    jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS * 3);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(6);
  });

  it('checks again when the tab regains focus or becomes visible', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    poller.start();
    await settle();
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(4);
    server.versions[SOURCES[0].url] = 'b';
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(4);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(poller.updateAvailable).toBe(true);
  });

  it('with a pace, starts each request of a round only once the pace lets it', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    const gates: Array<() => void> = [];
    const pace = () => new Promise<void>((resolve) => gates.push(resolve));
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch, pace });
    const round = poller.check();
    await settle();
    expect(server.fetch).not.toHaveBeenCalled();
    gates.shift()?.();
    await settle();
    expect(server.fetch.mock.calls.map(([url]) => String(url))).toEqual([SOURCES[0].url]);
    gates.shift()?.();
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(await round).toBe(false);
  });

  it('shares one round of requests between simultaneous triggers', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    await Promise.all([poller.check(), poller.check()]);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not fetch a source whose starting version is known until the next poll', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    const sources = [SOURCES[0], { ...SOURCES[1], known: 'x' }];
    poller = createVersionPoller({ sources, fetch: server.fetch });
    expect(await poller.check()).toBe(false);
    expect(server.fetch.mock.calls.map(([url]) => String(url))).toEqual([SOURCES[0].url]);
    server.versions[SOURCES[1].url] = 'y';
    // Compared with the known version, not with a first read of its own.
    expect(await poller.check()).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('never counts an unreadable source as a change', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 404, [SOURCES[1].url]: 'x' });
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    await poller.check();
    server.versions[SOURCES[0].url] = 'a';
    server.versions[SOURCES[1].url] = 500;
    expect(await poller.check()).toBe(false);
    server.versions[SOURCES[1].url] = 'x';
    expect(await poller.check()).toBe(false);
    server.versions[SOURCES[0].url] = 'b';
    expect(await poller.check()).toBe(true);
  });

  it('stops listening when stopped', async () => {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    poller.start();
    await settle();
    poller.stop();
    window.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS * 2);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`go ${to}`}
    </button>
  );
}

describe('VersionNotice', () => {
  beforeAll(() => initI18n('en'));

  function setup() {
    const server = fakeServer({ [SOURCES[0].url]: 'a', [SOURCES[1].url]: 'x' });
    const poller = createVersionPoller({ sources: SOURCES, fetch: server.fetch });
    const reload = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <VersionNotice poller={poller} reload={reload} />
        <GoTo to="/contacto" />
      </MemoryRouter>,
    );
    return { server, poller, reload };
  }

  it('shows nothing while the versions hold, and navigation does not reload', async () => {
    const { poller, reload } = setup();
    await act(() => poller.check());
    await userEvent.click(screen.getByRole('button', { name: 'go /contacto' }));
    expect(screen.queryByTestId('version-notice')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    poller.stop();
  });

  it('offers a Reload button when a version changes', async () => {
    const { server, poller, reload } = setup();
    await act(() => poller.check());
    server.versions[SOURCES[0].url] = 'b';
    await act(() => poller.check());
    expect(screen.getByTestId('version-notice')).toHaveTextContent('A new version is available');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself at the next route change', async () => {
    const { server, poller, reload } = setup();
    await act(() => poller.check());
    server.versions[SOURCES[1].url] = 'y';
    await act(() => poller.check());
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'go /contacto' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
