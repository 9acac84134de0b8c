import { existsSync, readFileSync } from 'node:fs';
import {
  FEDERATION_SDK_ENV,
  FEDERATION_SEMVER,
  federationRuntimeEsmAlias,
  federationRuntimeReplacements,
  replaceSemverForShare,
} from './federation-runtime-alias';

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

describe('federationRuntimeReplacements', () => {
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly target: unknown,
    ) {}
  }
  const utils = { rspack: { NormalModuleReplacementPlugin } } as unknown as Parameters<
    ReturnType<typeof federationRuntimeReplacements>
  >[1];
  const pluginsFor = (mode: string) => {
    const config = { plugins: [] };
    federationRuntimeReplacements(mode)(config, utils);
    return config.plugins as NormalModuleReplacementPlugin[];
  };

  it('swaps exactly the installed sdk env module in production builds', () => {
    const plugin = pluginsFor('production').find(
      (p) => p.target === FEDERATION_SDK_ENV.replacement,
    );
    expect(plugin).toBeDefined();
    const { original } = FEDERATION_SDK_ENV;
    expect(plugin?.pattern.test(original)).toBe(true);
    expect(plugin?.pattern.test(original.replace(/env\.js$/, 'dom.js'))).toBe(false);
    expect(plugin?.pattern.test(`${original}.map`)).toBe(false);
  });

  it("routes the share resolution's semver import through the replacement in production builds", () => {
    expect(pluginsFor('production')).toContainEqual(
      new NormalModuleReplacementPlugin(FEDERATION_SEMVER.request, replaceSemverForShare),
    );
  });

  it('leaves development builds alone', () => {
    expect(pluginsFor('development')).toEqual([]);
  });
});
