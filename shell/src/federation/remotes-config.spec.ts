import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RemotesConfigError,
  loadRemotesConfig,
  parseRemotesConfig,
  remoteForSection,
} from './remotes-config';

const DEFAULT_CONFIG = readFileSync(join(__dirname, '../../public/remotes.config.json'), 'utf8');

// jsdom has no fetch Response; the loader only reads these three members.
function answer(status: number, body: string): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
}

describe('parseRemotesConfig', () => {
  it('reads the default config shipped in public/', () => {
    expect(parseRemotesConfig(DEFAULT_CONFIG)).toEqual({
      remotes: [
        { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
        { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json', routes: '/admin/users' },
        {
          name: 'adminProducts',
          entry: '/mfe/admin-products/mf-manifest.json',
          routes: '/admin/products',
        },
      ],
    });
  });

  it('keeps the page load’s token the API gave the answer, and reads a config without one', () => {
    const remotes = [
      { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
    ];
    expect(parseRemotesConfig(JSON.stringify({ remotes, load_token: 'abc.def' }))).toEqual({
      remotes,
      loadToken: 'abc.def',
    });
    expect(parseRemotesConfig(JSON.stringify({ remotes, load_token: 42 }))).toEqual({ remotes });
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseRemotesConfig('{ "remotes": [')).toThrow(RemotesConfigError);
    expect(() => parseRemotesConfig('<!DOCTYPE html>')).toThrow('not valid JSON');
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['remotes not an array', '{"remotes":{}}'],
  ])('rejects %s', (_label, text) => {
    expect(() => parseRemotesConfig(text)).toThrow('"remotes" array');
  });

  it.each([
    [
      'a name that is not an identifier',
      { name: 'admin-users', entry: '/m.json', routes: 'x' },
      'name',
    ],
    ['a missing entry', { name: 'a', routes: 'x' }, 'entry'],
    ['an empty section', { name: 'a', entry: '/m.json', routes: ' ' }, 'routes'],
    ['a remote that is not an object', 'storefront', 'name'],
  ])('rejects %s', (_label, remote, field) => {
    expect(() => parseRemotesConfig(JSON.stringify({ remotes: [remote] }))).toThrow(
      `remotes[0].${field}`,
    );
  });

  it('rejects a remote listed twice and a section served twice', () => {
    const remote = { name: 'a', entry: '/a.json', routes: 'public' };
    expect(() => parseRemotesConfig(JSON.stringify({ remotes: [remote, remote] }))).toThrow(
      'listed twice',
    );
    expect(() =>
      parseRemotesConfig(JSON.stringify({ remotes: [remote, { ...remote, name: 'b' }] })),
    ).toThrow('two remotes');
  });

  it('finds the remote of a section', () => {
    const config = parseRemotesConfig(DEFAULT_CONFIG);
    expect(remoteForSection(config, '/admin/products')?.name).toBe('adminProducts');
    expect(remoteForSection(config, '/admin/settings')).toBeUndefined();
  });
});

describe('loadRemotesConfig', () => {
  it('fetches past every cache and parses the answer', async () => {
    const fetchImpl = jest.fn(async () => answer(200, DEFAULT_CONFIG));
    const config = await loadRemotesConfig('/remotes.config.json', fetchImpl);
    expect(config.remotes).toHaveLength(3);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.config.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  });

  it('fails with a RemotesConfigError on bad JSON, an HTTP error or no network', async () => {
    await expect(loadRemotesConfig('/c.json', async () => answer(200, 'not json'))).rejects.toThrow(
      RemotesConfigError,
    );
    await expect(loadRemotesConfig('/c.json', async () => answer(404, '{}'))).rejects.toThrow(
      'HTTP 404',
    );
    await expect(
      loadRemotesConfig('/c.json', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('could not be fetched');
  });
});
