import { WORKSPACE_SOURCE, dedupedAsyncChunks } from './chunk-split';

describe('dedupedAsyncChunks', () => {
  it('takes workspace source of apps and libs, never a package from node_modules', () => {
    expect(WORKSPACE_SOURCE.test('/w/libs/contracts/src/routes.ts')).toBe(true);
    expect(WORKSPACE_SOURCE.test('/w/shell/src/components/error-card.tsx')).toBe(true);
    expect(WORKSPACE_SOURCE.test('/w/mfe-storefront/src/shared/seo.ts')).toBe(true);
    expect(WORKSPACE_SOURCE.test('/w/node_modules/react-dom/cjs/react-dom.js')).toBe(false);
    expect(WORKSPACE_SOURCE.test('/w/node_modules/@bolsos/contracts/src/routes.ts')).toBe(false);
    expect(WORKSPACE_SOURCE.test('/w/services/api/src/main.ts')).toBe(false);
  });

  it('splits only async chunks, so the entry the boot script requests stays whole', () => {
    const split = dedupedAsyncChunks().chunkSplit as {
      override: { cacheGroups: Record<string, { chunks: string; minSize: number }> };
    };
    expect(split.override.cacheGroups.workspaceShared).toMatchObject({
      chunks: 'async',
      minSize: 0,
    });
  });
});
