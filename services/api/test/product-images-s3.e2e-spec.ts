import request from 'supertest';
import { imageKeys } from '../src/storage/image-processor.service';
import { StorageError } from '../src/storage/storage-driver';
import { StorageService } from '../src/storage/storage.service';
import { DIALECTS } from './support/databases';
import { TestS3Server } from './support/s3-server';
import { bagInput, createProduct, picture, rowsOf, upload } from './support/staff-products';
import { TcpLink } from './support/tcp-link';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

const keysOf = (image: { storageKey: string; variants: number[] }) => {
  const keys = imageKeys(image.storageKey, image.variants);
  return [keys.original, keys.fallback, ...keys.webp.map((v) => v.key)].sort();
};

/** Issue 15 §1: product images in S3-compatible storage, served through /media. */
describe.each(DIALECTS)('product images in S3 object storage (%s)', (dialect) => {
  let t: TestApp;
  let s3: TestS3Server;
  let link: TcpLink;
  let manager: Client;

  beforeAll(async () => {
    s3 = await new TestS3Server().start();
    link = new TcpLink({ host: '127.0.0.1', port: s3.port });
    t = await startTestApp(dialect, s3.env(`http://127.0.0.1:${await link.start()}`));
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    manager = new Client(t.http);
    manager.lang = 'en';
    await manager.login('manager@bolsos.test');
  });
  afterAll(async () => {
    link.set('up');
    await t.close();
    await link.stop();
    await s3.stop();
  });
  afterEach(() => {
    link.set('up');
    jest.restoreAllMocks();
  });

  it('stores every rendition in the bucket and serves it under /media, cached for good', async () => {
    const product = await createProduct(manager, bagInput('Mochila S3'));
    const res = await upload(manager, product.id, [
      { data: await picture('png', 10), name: 'a.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    const [row] = await rowsOf(t, product.id);
    expect(await s3.keys()).toEqual(keysOf(row!));

    const image = res.body.data[0];
    expect(image.url).toMatch(/^\/media\/products\/[a-f0-9]{32}-\d+\.jpg$/);
    const served = await request(t.http).get(image.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.compare(
        served.body as Buffer,
        (await t.app.get(StorageService).get(image.url.slice(7)))!,
      ),
    ).toBe(0);
    const webp = await request(t.http).get(image.variants[0].url);
    expect([webp.status, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await request(t.http).get('/media/products/nothing-here.webp')).status).toBe(404);

    // Deleting the image deletes every one of its files.
    expect((await manager.delete(`/api/products/${product.id}/images/${image.id}`)).status).toBe(
      204,
    );
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 503 in the uploader’s language and keeps nothing when storage is down', async () => {
    const product = await createProduct(manager, bagInput('Mochila sin S3'));
    link.set('refuse');
    const res = await upload(manager, product.id, [
      { data: await picture('jpeg', 40), name: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(503);
    // Like the database's and Redis's 503: when to try again, and the id to quote.
    expect(res.body).toEqual({
      message: translate('en', 'errors.storage_unavailable'),
      request_id: res.headers['x-request-id'],
    });
    expect(res.headers['retry-after']).toBe('5');
    link.set('up');
    expect(await rowsOf(t, product.id)).toEqual([]);
    expect(await s3.keys()).toEqual([]);
    // and /media says so instead of hanging
    link.set('refuse');
    const media = await request(t.http).get(`/media/products/${'a'.repeat(32)}-400.webp`);
    expect([media.status, media.headers['retry-after']]).toEqual([503, '5']);
  });

  it('leaves no file behind when storage fails half-way through an image', async () => {
    const product = await createProduct(manager, bagInput('Mochila a medias'));
    const storage = t.app.get(StorageService);
    const put = storage.put.bind(storage);
    let calls = 0;
    jest.spyOn(storage, 'put').mockImplementation(async (key, data) => {
      calls += 1;
      if (calls > 2) throw new StorageError('write', key, new Error('bucket full'));
      return put(key, data);
    });
    const res = await upload(manager, product.id, [
      { data: await picture('png', 200), name: 'c.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(503);
    expect(calls).toBeGreaterThan(2);
    expect(await rowsOf(t, product.id)).toEqual([]);
    expect(await s3.keys()).toEqual([]);
  });

  it('keeps the files another image uses when an upload of the same picture fails', async () => {
    const product = await createProduct(manager, bagInput('Mochila compartida'));
    const same = await picture('png', 300);
    expect(
      (await upload(manager, product.id, [{ data: same, name: 'd.png', type: 'image/png' }]))
        .status,
    ).toBe(201);
    const before = await s3.keys();
    const storage = t.app.get(StorageService);
    jest
      .spyOn(storage, 'put')
      .mockRejectedValue(new StorageError('write', 'x', new Error('bucket full')));
    const res = await upload(manager, product.id, [
      { data: same, name: 'e.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(503);
    expect(await rowsOf(t, product.id)).toHaveLength(1);
    expect(await s3.keys()).toEqual(before);
  });

  if (dialect === 'mysql') {
    it('waits for the image-files lock that another replica holds', async () => {
      const product = await createProduct(manager, bagInput('Mochila en turno'));
      const other = t.dataSource.createQueryRunner('master');
      await other.query("SELECT GET_LOCK('bolsos_image_files', 5)");
      let done = false;
      const pending = upload(manager, product.id, [
        { data: await picture('png', 120), name: 'f.png', type: 'image/png' },
      ]).then((res) => {
        done = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(done).toBe(false);
      await other.query("SELECT RELEASE_LOCK('bolsos_image_files')");
      await other.release();
      expect((await pending).status).toBe(201);
    });
  }
});
