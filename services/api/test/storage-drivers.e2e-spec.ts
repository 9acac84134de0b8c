import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { StorageError } from '../src/storage/storage-driver';
import { StorageService } from '../src/storage/storage.service';
import { TestS3Server } from './support/s3-server';
import { TcpLink } from './support/tcp-link';

/** One suite, two backends: what the app relies on holds for the local folder and for S3. */
describe.each(['local', 's3'] as const)('storage driver: %s', (driver) => {
  let storage: StorageService;
  let s3: TestS3Server | undefined;
  let link: TcpLink | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-storage-'));

  beforeAll(async () => {
    let env: Record<string, string> = { STORAGE_DIR: dir };
    if (driver === 's3') {
      s3 = await new TestS3Server().start();
      link = new TcpLink({ host: '127.0.0.1', port: s3.port });
      env = { ...env, ...s3.env(`http://127.0.0.1:${await link.start()}`) };
    }
    storage = new StorageService(loadConfig(env));
  });
  afterAll(async () => {
    storage.onApplicationShutdown();
    await link?.stop();
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const key = (name: string) => `products/${name.padEnd(32, '0')}-400.webp`;

  it('reads back what it wrote, byte for byte, with its type', async () => {
    const data = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
    await storage.put(key('a'), data);
    expect(await storage.get(key('a'))).toEqual(data);
    const object = await storage.open(key('a'));
    expect(object?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data);
  });

  it('answers null for a key it does not have', async () => {
    expect(await storage.get(key('missing'))).toBeNull();
    expect(await storage.open(key('missing'))).toBeNull();
  });

  it('writes the same key twice without harm (same content, same name)', async () => {
    await Promise.all([
      storage.put(key('b'), Buffer.from('x')),
      storage.put(key('b'), Buffer.from('x')),
    ]);
    expect(await storage.get(key('b'))).toEqual(Buffer.from('x'));
  });

  it('deletes, and deleting what is gone is no error', async () => {
    await storage.put(key('c'), Buffer.from('y'));
    await storage.delete(key('c'));
    expect(await storage.get(key('c'))).toBeNull();
    await expect(storage.delete(key('c'))).resolves.toBeUndefined();
  });

  it('gives browsers the /media address (no CDN configured)', () => {
    expect(storage.url(key('a'))).toBe(`/media/${key('a')}`);
  });

  if (driver === 'local') {
    it('refuses a key that would leave its folder', async () => {
      await expect(storage.put('../escape.webp', Buffer.from('z'))).rejects.toThrow(StorageError);
    });
  } else {
    it('writes objects with long-lived immutable caching', async () => {
      const res = await fetch(`${s3!.endpoint}/${s3!.bucket}/${key('a')}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('fails with a StorageError, within seconds, when the server is unreachable', async () => {
      link!.set('refuse');
      const started = Date.now();
      try {
        await expect(storage.put(key('d'), Buffer.from('w'))).rejects.toThrow(StorageError);
        await expect(storage.get(key('a'))).rejects.toThrow(StorageError);
      } finally {
        link!.set('up');
      }
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await storage.get(key('a'))).not.toBeNull();
    });

    it('uses the CDN address when S3_PUBLIC_URL is set', () => {
      const cdn = new StorageService(
        loadConfig({ ...s3!.env(), S3_PUBLIC_URL: 'https://cdn.bolsos.pa/media/' }),
      );
      expect(cdn.url(key('a'))).toBe(`https://cdn.bolsos.pa/media/${key('a')}`);
      cdn.onApplicationShutdown();
    });
  }
});

describe('storage settings', () => {
  it('needs a bucket for S3 and both keys or neither', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/go together/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/local or s3/);
  });
});
