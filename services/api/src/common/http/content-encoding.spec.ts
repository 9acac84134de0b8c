import zlib from 'node:zlib';
import {
  compressAsync,
  compressSync,
  isCompressible,
  pickEncoding,
  varyOnEncoding,
} from './content-encoding';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, br;q=0', null],
    [['gzip', 'br'], 'br'],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('takes text types from 1 KiB up and leaves images and small bodies alone', () => {
    expect(isCompressible('application/json; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 1024)).toBe(true);
    expect(isCompressible('application/javascript', 5000)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('application/json', 1023)).toBe(false);
    expect(isCompressible('image/webp', 50_000)).toBe(false);
    expect(isCompressible(undefined, 50_000)).toBe(false);
  });
});

describe('compression', () => {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => i) }));

  it('round-trips in both encodings, sync and async, and shrinks repetitive text', async () => {
    for (const effort of ['stored', 'live'] as const) {
      const br = compressSync(body, 'br', effort);
      const gz = compressSync(body, 'gzip', effort);
      expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
      expect(br.length).toBeLessThan(body.length / 2);
    }
    expect(zlib.brotliDecompressSync(await compressAsync(body, 'br')).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await compressAsync(body, 'gzip')).equals(body)).toBe(true);
  });
});

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once, keeping what is there', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Accept-Language, Cookie')).toBe(
      'Accept-Language, Cookie, Accept-Encoding',
    );
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
  });
});
