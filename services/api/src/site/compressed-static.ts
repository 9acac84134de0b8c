import type { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import {
  compressAsync,
  MIN_COMPRESS_BYTES,
  pickEncoding,
  varyOnEncoding,
  type ContentEncoding,
} from '../common/http/content-encoding';
import { isPrivateBuildFile, servedPath } from './private-files';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Compressed copies of the builds' text files: a few MB in all, so a generous ceiling. */
const MAX_CACHED_BYTES = 128 * 1024 * 1024;

interface Compressed {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/**
 * Serves the builds' scripts, styles and manifests brotli- or gzip-compressed
 * (a phone on a slow network downloads about a third of the bytes). Each file
 * is compressed once at the strongest setting and kept in memory; a rebuilt
 * file (new mtime) is compressed again. Anything it does not handle (images,
 * small files, clients that take no encoding) falls through to express.static.
 */
export class CompressedStatic {
  private readonly cache = new Map<string, Compressed>();
  private readonly pending = new Map<string, Promise<Compressed>>();
  private cachedBytes = 0;

  constructor(
    private readonly root: string,
    private readonly setHeaders: (res: Response, file: string) => void,
    /** Files never sent, by their servedPath(): private-files.ts. */
    private readonly hidden: (file: string) => boolean = isPrivateBuildFile,
  ) {}

  private resolveFile(urlPath: string): string | null {
    const served = servedPath(urlPath);
    if (served === null || served === '/' || this.hidden(served)) return null;
    return path.join(this.root, served);
  }

  private async compressed(
    file: string,
    stat: fs.Stats,
    encoding: ContentEncoding,
  ): Promise<Compressed> {
    const key = `${file}\n${encoding}`;
    const hit = this.cache.get(key);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const promise = (async () => {
      const body = await compressAsync(await fs.promises.readFile(file), encoding);
      const entry = { mtimeMs: stat.mtimeMs, size: stat.size, body };
      const old = this.cache.get(key);
      if (old) this.cachedBytes -= old.body.length;
      // Oldest out: only a release that replaces every file ever gets here.
      for (const [k, v] of this.cache) {
        if (this.cachedBytes + body.length <= MAX_CACHED_BYTES) break;
        this.cache.delete(k);
        this.cachedBytes -= v.body.length;
      }
      this.cache.set(key, entry);
      this.cachedBytes += body.length;
      return entry;
    })();
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(key);
    }
  }

  readonly middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path).toLowerCase()];
    const encoding = type ? pickEncoding(req.headers['accept-encoding']) : null;
    const file = encoding ? this.resolveFile(req.path) : null;
    if (!type || !encoding || !file) return next();
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return next();
    }
    if (!stat.isFile() || stat.size < MIN_COMPRESS_BYTES) return next();
    try {
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
      this.setHeaders(res, file);
      res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', stat.mtime.toUTCString());
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
        return res.status(304).end();
      const { body } = await this.compressed(file, stat, encoding);
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.length));
      return res.status(200).end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      return next(error);
    }
  };

  /**
   * Compresses every text file of the build ahead of the first visitor, one at
   * a time in zlib's thread pool; the first page load then pays nothing.
   */
  async warm(): Promise<void> {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (this.hidden(`/${path.relative(this.root, full).split(path.sep).join('/')}`)) continue;
        if (entry.isDirectory()) walk(full);
        else if (TYPES[path.extname(entry.name).toLowerCase()]) files.push(full);
      }
    };
    try {
      walk(this.root);
    } catch {
      return;
    }
    for (const file of files) {
      try {
        const stat = fs.statSync(file);
        if (stat.size < MIN_COMPRESS_BYTES) continue;
        for (const encoding of ['br', 'gzip'] as const) await this.compressed(file, stat, encoding);
      } catch {
        // A file replaced mid-walk by a rebuild: its first request compresses it.
      }
    }
  }
}
