import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/** A large answer as the response cache keeps it: gzip alone, with its size and digest. */
export interface CompressedBody {
  gzip: Buffer;
  /** the uncompressed size */
  bytes: number;
  /** SHA-1 of the uncompressed bytes, base64url (the cache's strong ETag) */
  sha1: string;
}

/** Where text goes a piece at a time (a sitemap being written). */
export interface TextSink {
  write(text: string): void | Promise<void>;
}

/** Text pieces gathered before each pass through gzip: fewer, larger writes. */
const FLUSH_AT = 256 * 1024;

/**
 * Compresses text as it is written, on the thread pool, hashing it on the way: a sitemap part of
 * 50,000 URLs (some 30 MB of XML) is never held whole, only its gzip (under 2 MB).
 */
export class CompressedBodyWriter implements TextSink {
  private readonly gzip = createGzip();
  private readonly hash = createHash('sha1');
  private readonly out: Buffer[] = [];
  private pending: string[] = [];
  private pendingLength = 0;
  private bytes = 0;

  constructor() {
    this.gzip.on('data', (chunk: Buffer) => this.out.push(chunk));
  }

  write(text: string): void | Promise<void> {
    this.pending.push(text);
    this.pendingLength += text.length;
    if (this.pendingLength >= FLUSH_AT) return this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const chunk = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.pendingLength = 0;
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  async finish(): Promise<CompressedBody> {
    await this.flush();
    const ended = once(this.gzip, 'end');
    this.gzip.end();
    await ended;
    return {
      gzip: Buffer.concat(this.out),
      bytes: this.bytes,
      sha1: this.hash.digest('base64url'),
    };
  }
}

/** The text a sink was given, for callers that want it whole (tests, small answers). */
export class TextCollector implements TextSink {
  private readonly parts: string[] = [];

  write(text: string): void {
    this.parts.push(text);
  }

  get text(): string {
    return this.parts.join('');
  }
}
