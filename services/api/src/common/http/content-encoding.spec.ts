import zlib from 'node:zlib';
import {
  brotliParams,
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

  it("fits brotli's window to the body, within brotli's bounds, and reads back what it wrote", async () => {
    const window = (bytes: number) =>
      brotliParams(9, Buffer.alloc(bytes))[zlib.constants.BROTLI_PARAM_LGWIN];
    expect([window(100), window(5_000), window(32_768), window(40_000), window(50e6)]).toEqual([
      10, 13, 16, 16, 24,
    ]);
    // Larger than its window's first guess and full of far repeats: still the same bytes back.
    const page = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `<li>Bolso ${i % 97} — ${i}</li>`).join(''),
    );
    for (const effort of ['stored', 'live'] as const)
      expect(zlib.brotliDecompressSync(compressSync(page, 'br', effort)).equals(page)).toBe(true);
    expect(zlib.brotliDecompressSync(await compressAsync(page, 'br')).equals(page)).toBe(true);
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
