import type { RsbuildConfig } from '@rsbuild/core';

/** The workspace's own source files (apps and libs), not packages from node_modules. */
export const WORKSPACE_SOURCE =
  /^(?!.*[\\/]node_modules[\\/]).*[\\/](?:libs[\\/][^\\/]+|shell|mfe-[^\\/]+)[\\/]src[\\/]/;

/**
 * `performance` of an app's web build. Each shared singleton (api-client, i18n, ui…) is its own
 * async chunk, and Rspack's default 20 kB minimum kept the small workspace modules they all use
 * (the contracts' enums, routes and API paths, the error card) inside every one of them: the
 * same code three or four times on a storefront page. Any workspace module that two async chunks
 * need goes to a chunk of its own instead, whatever its size. Initial chunks are left alone: the
 * deferred boot script requests the entry by itself. The shell's pages gain about 4 KiB gzip for
 * 6 more (small, parallel, after-LCP) requests; the storefront remote gained 0.4 KiB for 8 more
 * requests, so only the shell uses it.
 */
export function dedupedAsyncChunks(): NonNullable<RsbuildConfig['performance']> {
  return {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          workspaceShared: {
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            test: WORKSPACE_SOURCE,
            priority: 5,
            reuseExistingChunk: true,
          },
        },
      },
    },
  };
}
