import { buildYearDefine } from './public-env';
import { SERVER_EXTERNALS, serverEnvironment } from './server-environment';

const external = (request: string) =>
  SERVER_EXTERNALS.some((rule) =>
    typeof rule === 'string' ? rule === request : rule.test(request),
  );

describe('serverEnvironment', () => {
  it('builds one CommonJS file for Node at dist/server/index.js', () => {
    const env = serverEnvironment('./src/server.ts', { x$: '/y' });
    expect(env.source?.entry).toEqual({ index: './src/server.ts' });
    expect(env.resolve?.alias).toEqual({ x$: '/y' });
    expect(env.output).toMatchObject({
      target: 'node',
      module: false,
      distPath: { root: 'dist/server', js: '' },
      filename: { js: '[name].js' },
      filenameHash: false,
    });
  });

  it('takes React, the router and i18next from node_modules, and bundles workspace libs', () => {
    for (const name of [
      'react',
      'i18next',
      'react-i18next',
      'react/jsx-runtime',
      'react-dom/static',
      'react-router',
      'zustand',
    ]) {
      expect(external(name)).toBe(true);
    }
    for (const name of [
      '@bolsos/ui',
      '@bolsos/router',
      '@bolsos/contracts',
      '@bolsos/i18n',
      'react-redux',
      'reactive',
    ]) {
      expect(external(name)).toBe(false);
    }
  });
});

describe('buildYearDefine', () => {
  it('fixes the year at build time', () => {
    expect(buildYearDefine(new Date('2031-06-01T00:00:00Z'))).toEqual({
      'process.env.PUBLIC_BUILD_YEAR': '"2031"',
    });
  });
});
