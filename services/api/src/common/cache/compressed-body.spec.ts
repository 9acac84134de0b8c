import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { CompressedBodyWriter, TextCollector } from './compressed-body';
import { ResponseCache } from './response-cache';

describe('CompressedBodyWriter', () => {
  it('gives the gzip, size and digest of the text written to it, piece by piece', async () => {
    const pieces = Array.from({ length: 20_000 }, (_, i) => `<url><loc>/es/p/${i}</loc></url>\n`);
    const writer = new CompressedBodyWriter();
    const collector = new TextCollector();
    for (const piece of pieces) {
      await writer.write(piece);
      collector.write(piece);
    }
    const body = await writer.finish();
    const text = collector.text;
    expect(zlib.gunzipSync(body.gzip).toString()).toBe(text);
    expect(body.bytes).toBe(Buffer.byteLength(text));
    expect(body.sha1).toBe(createHash('sha1').update(text).digest('base64url'));
    expect(body.gzip.length).toBeLessThan(body.bytes / 5);
  });

  it('is kept by the response cache as it is, and sent whole to a client without gzip', async () => {
    const writer = new CompressedBodyWriter();
    await writer.write('<?xml version="1.0"?>\n<urlset>');
    await writer.write('é</urlset>\n');
    const body = await writer.finish();
    const cache = new ResponseCache();
    const entry = await cache.resolve('/sitemap.xml', async () => ({
      body,
      contentType: 'application/xml; charset=utf-8',
    }));
    expect(entry.etag).toBe(`"${body.sha1}"`);
    expect(cache.storedBytes).toBe(body.gzip.length);
    const headers: Record<string, string> = {};
    let sent: Buffer | undefined;
    const res = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
      end: (out?: Buffer) => (sent = out),
    } as unknown as ServerResponse;
    cache.send({ method: 'GET', headers: {} }, res, entry);
    expect(sent?.toString()).toBe('<?xml version="1.0"?>\n<urlset>é</urlset>\n');
    expect(headers['content-length']).toBe(String(body.bytes));
  });
});
