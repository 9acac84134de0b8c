import fs from 'node:fs';
import path from 'node:path';
import type { BootPreload } from './deferred-boot';
import type { ReleaseVariant } from './release-bucket';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry?: { name: string; path?: string } };
  exposes: { assets: ManifestAssets }[];
}

export interface PageAssetList {
  /** <link rel="stylesheet"> tags */
  styles: string;
  preloads: BootPreload[];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheets and scripts a server-rendered storefront page needs. Without
 * them the page's CSS only arrives after the shell's scripts have run and
 * asked for it, so the server markup first paints unstyled and then jumps
 * (layout shift), and the remote's files load one after the other. The CSS
 * hrefs are exactly the URLs the bundles' CSS loader would request, which
 * makes it reuse these links instead of loading them twice. Read from the
 * builds on disk and re-read after a rebuild.
 */
export class PageAssets {
  /** per storefront manifest URL: the live release's, and a canary's while one runs */
  private readonly cached = new Map<string, { stamp: string; assets: PageAssetList }>();

  /**
   * `storefrontManifest`: the storefront's mf-manifest.json on disk when the
   * remotes config points at the one this server hosts (its URL beside it);
   * null when the storefront is served from elsewhere, whose files we do not know.
   */
  constructor(
    private readonly webRoot: string,
    private readonly storefrontManifest: (
      variant: ReleaseVariant,
    ) => { file: string; url: string } | null,
  ) {}

  private stamp(files: string[]): string {
    return files
      .map((file) => {
        try {
          return `${file}:${fs.statSync(file).mtimeMs}`;
        } catch {
          return `${file}:-`;
        }
      })
      .join('|');
  }

  /** The shell's own stylesheets (layouts, header, footer): every page shows them. */
  private shellStyles(): string[] {
    const dir = path.join(this.webRoot, 'shell', 'dist', 'static', 'css');
    const found: string[] = [];
    const walk = (current: string) => {
      for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
        const full = path.join(current, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.css'))
          found.push(`/${path.relative(path.join(this.webRoot, 'shell', 'dist'), full)}`);
      }
    };
    try {
      walk(dir);
    } catch {
      return [];
    }
    return found.sort();
  }

  private storefront(file: string): { styles: string[]; scripts: string[] } {
    try {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
      const base = manifest.metaData.publicPath ?? '/mfe/storefront/';
      const entry = manifest.metaData.remoteEntry;
      const scripts = entry ? [`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`] : [];
      const styles: string[] = [];
      for (const expose of manifest.exposes) {
        styles.push(...expose.assets.css.sync.map((asset) => base + asset));
        scripts.push(...expose.assets.js.sync.map((asset) => base + asset));
      }
      return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
    } catch {
      return { styles: [], scripts: [] };
    }
  }

  /**
   * What a server-rendered storefront page needs: <link> tags for its stylesheets (in <head>, so
   * the server markup paints styled) and the files to fetch early once the app boots (the
   * storefront's manifest, entry and first chunks, so they do not load one after the other).
   */
  pageAssets(variant: ReleaseVariant = []): PageAssetList {
    const manifest = this.storefrontManifest(variant);
    const shellIndex = path.join(this.webRoot, 'shell', 'dist', 'index.html');
    const stamp = `${manifest?.url}|${this.stamp(manifest ? [manifest.file, shellIndex] : [shellIndex])}`;
    const cached = this.cached.get(manifest?.url ?? '');
    if (cached?.stamp === stamp) return cached.assets;
    const storefront = manifest ? this.storefront(manifest.file) : { styles: [], scripts: [] };
    const assets: PageAssetList = {
      styles: [...this.shellStyles(), ...storefront.styles]
        .map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`)
        .join(''),
      preloads: [
        // The federation runtime fetch()es the manifest (CORS mode, same-origin credentials).
        ...(manifest ? [{ href: manifest.url, as: 'fetch' as const, crossOrigin: true }] : []),
        ...storefront.scripts.map((href) => ({ href, as: 'script' as const })),
      ],
    };
    // A release no visitor gets any more is forgotten with the rest: releases are few.
    if (this.cached.size > 8) this.cached.clear();
    this.cached.set(manifest?.url ?? '', { stamp, assets });
    return assets;
  }
}
