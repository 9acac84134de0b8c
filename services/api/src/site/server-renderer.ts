import { Logger } from '@nestjs/common';
import type { Locale, PageState } from '@bolsos/contracts';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ReleaseVariant } from './release-bucket';

/** What the shell's server bundle (shell/dist/server/index.js) exports. */
export interface ServerRenderInput {
  /** path and query of the page */
  url: string;
  locale: Locale;
  state: PageState;
  /** server bundles of the remotes by name (absolute paths), for the shell to require */
  remotes: Record<string, string>;
}
export interface ServerBundle {
  render(input: ServerRenderInput): Promise<{ html: string }>;
}

const RENDER_TIMEOUT_MS = 3000;

/**
 * Evaluates a CommonJS file afresh, as Node's loader would, without its module
 * cache: a rebuilt bundle replaces the old one. Its own requires resolve from
 * its folder (react and friends come from the workspace's node_modules).
 */
function loadFresh(file: string): unknown {
  const wrapper = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), {
    filename: file,
  }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const mod = { exports: {} as unknown };
  wrapper(mod.exports, createRequire(file), mod, file, path.dirname(file));
  return mod.exports;
}

/**
 * Loads the shell's server bundle when it has been built and renders pages
 * with it. Without a bundle (or when rendering fails) pages go out without
 * content and the browser renders them: slower, never broken.
 */
export class ServerRenderer {
  private readonly logger = new Logger('SSR');
  private loaded?: { file: string; mtimeMs: number; bundle: ServerBundle };

  /**
   * `storefrontBundle`: the storefront server bundle of the build the remotes config names for a
   * visitor's variant (the live release, or the canary their bucket gets).
   */
  constructor(
    private readonly webRoot: string,
    private readonly storefrontBundle: (variant: ReleaseVariant) => string = () =>
      path.join(webRoot, 'mfe-storefront', 'dist', 'server', 'index.js'),
  ) {}

  private remotes(variant: ReleaseVariant): Record<string, string> {
    const storefront = this.storefrontBundle(variant);
    return fs.existsSync(storefront) ? { storefront } : {};
  }

  private bundle(): ServerBundle | null {
    const file = path.join(this.webRoot, 'shell', 'dist', 'server', 'index.js');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    // A rebuilt bundle is picked up without a restart (release a shell, keep the API running).
    if (!this.loaded || this.loaded.file !== file || this.loaded.mtimeMs !== mtimeMs) {
      try {
        const bundle = loadFresh(file) as ServerBundle;
        if (typeof bundle.render !== 'function') throw new Error('no render() export');
        this.loaded = { file, mtimeMs, bundle };
      } catch (error) {
        this.logger.error(`Cannot load ${file}: ${String(error)}`);
        return null;
      }
    }
    return this.loaded.bundle;
  }

  async render(
    input: Omit<ServerRenderInput, 'remotes'>,
    variant: ReleaseVariant = [],
  ): Promise<string | null> {
    const bundle = this.bundle();
    if (!bundle) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        bundle.render({ ...input, remotes: this.remotes(variant) }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)),
            RENDER_TIMEOUT_MS,
          );
        }),
      ]);
      return result.html;
    } catch (error) {
      this.logger.error(
        `Rendering ${input.url} failed; sending it client-only: ${error instanceof Error ? error.stack : String(error)}`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
