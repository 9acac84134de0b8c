import { isPrivateBuildFile, isPrivateReleaseFile, servedPath } from './private-files';

describe('servedPath', () => {
  it('decodes and normalises the path as the static servers resolve it', () => {
    for (const spelling of [
      '/server/index.js',
      '/%73erver/index.js',
      '//server/index.js',
      '/./server/index.js',
      '/static/..%2fserver%2findex.js',
      '/static/%2e%2e/server/index.js',
      '/server%2findex.js',
    ])
      expect([spelling, servedPath(spelling)]).toEqual([spelling, '/server/index.js']);
    expect(servedPath('/')).toBe('/');
    expect(servedPath('/static/')).toBe('/static/');
    expect(servedPath('/static/..')).toBe('/');
  });

  it('names no file for an undecodable escape, a NUL byte or a place above the folder', () => {
    for (const spelling of ['/%E0%A4%A.js', '/%zz', '/a%00.js', '/..', '/static/../../x.js'])
      expect([spelling, servedPath(spelling)]).toEqual([spelling, null]);
  });
});

describe('isPrivateBuildFile', () => {
  it('keeps server bundles, source maps and dotfiles private, and nothing else', () => {
    for (const file of ['/server', '/server/index.js', '/static/js/a.js.map', '/x.MAP', '/.env'])
      expect([file, isPrivateBuildFile(file)]).toEqual([file, true]);
    for (const file of ['/static/js/a.js', '/mf-manifest.json', '/servers.js', '/static/server.js'])
      expect([file, isPrivateBuildFile(file)]).toEqual([file, false]);
  });
});

describe('isPrivateReleaseFile', () => {
  it('serves only the public files inside a release', () => {
    expect(isPrivateReleaseFile('/0.1.0-20261124t100000000z/static/js/a.js')).toBe(false);
    for (const file of [
      '/history.json',
      '/0.1.0-20261124t100000000z/server/index.js',
      '/0.1.0-20261124t100000000z/static/js/a.js.map',
      '/-x/a.js',
    ])
      expect([file, isPrivateReleaseFile(file)]).toEqual([file, true]);
  });
});
