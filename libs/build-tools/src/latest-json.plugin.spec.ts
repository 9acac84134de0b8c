import { buildInfo } from './latest-json.plugin';

describe('buildInfo', () => {
  const builtAt = new Date('2026-03-01T10:00:00.000Z');

  it('versions a build by package version, commit and content hash', () => {
    expect(buildInfo('0.1.0', '442e297', '7aa1a608c0ffee', builtAt)).toEqual({
      version: '0.1.0+442e297.7aa1a608',
      builtAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('gives different output a different version on the same commit', () => {
    expect(buildInfo('0.1.0', 'abc1234', 'aaaaaaaa', builtAt).version).not.toBe(
      buildInfo('0.1.0', 'abc1234', 'bbbbbbbb', builtAt).version,
    );
  });

  it('falls back to the build time without git or hash', () => {
    expect(buildInfo('1.2.3', undefined, undefined, builtAt).version).toBe(
      `1.2.3+${builtAt.getTime()}`,
    );
  });
});
