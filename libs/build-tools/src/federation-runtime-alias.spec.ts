import { existsSync, readFileSync } from 'node:fs';
import { federationRuntimeEsmAlias } from './federation-runtime-alias';

describe('federationRuntimeEsmAlias', () => {
  const alias = federationRuntimeEsmAlias('production');

  it('points every MF runtime package at an ES module build that exists', () => {
    for (const name of ['@module-federation/runtime', '@module-federation/sdk']) {
      const target = alias[`${name}$`];
      expect(target).toMatch(/\.m?js$/);
      expect(existsSync(target)).toBe(true);
      // An ES module build is what lets the minifier drop unused exports.
      expect(readFileSync(target, 'utf8')).toMatch(/^\s*(import|export)\b/m);
    }
  });

  it('also redirects the CommonJS entry file the federation plugin imports by path', () => {
    const cjs = require.resolve('@module-federation/webpack-bundler-runtime');
    expect(cjs).toMatch(/\.cjs$/);
    expect(alias[cjs]).toBe(alias['@module-federation/webpack-bundler-runtime$']);
  });

  it('leaves development builds alone', () => {
    expect(federationRuntimeEsmAlias('development')).toEqual({});
    expect(federationRuntimeEsmAlias(undefined)).toEqual({});
  });
});
