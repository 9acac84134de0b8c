import { API_PATHS, apiUrl, type Product } from '@bolsos/contracts';
import path from 'node:path';
import sharp from 'sharp';
import { ProductImage as ProductImageRow } from '../../src/products/entities/product-image.entity';
import { imageKeys } from '../../src/storage/image-processor.service';
import type { Dialect } from './databases';
import { Client, startTestApp, type TestApp } from './test-app';

/** Staff catalogue calls and fixtures shared by the product and product-image API specs. */

/** The app with an admin (Ana Admin) and a manager (Mario), each signed in on a client. */
export async function startStaffApp(
  dialect: Dialect,
): Promise<{ t: TestApp; admin: Client; manager: Client }> {
  const t = await startTestApp(dialect);
  await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
  await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Mario' });
  const admin = new Client(t.http);
  await admin.login('admin@bolsos.test');
  const manager = new Client(t.http);
  await manager.login('manager@bolsos.test');
  return { t, admin, manager };
}

export interface UploadFile {
  data: Buffer;
  name: string;
  type?: string;
}

/** A picture with its own colour, so each one is its own content (and its own files). */
export function picture(
  format: 'png' | 'jpeg' | 'webp',
  hue: number,
  width = 900,
  height = 600,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: `hsl(${hue}, 70%, 45%)` },
  })
    .toFormat(format)
    .toBuffer();
}

export const bagInput = (name: string, extra: Record<string, unknown> = {}) => ({
  category: 'backpacks',
  price: 49.9,
  translations: { es: { name, description: `${name}: cuero y lona` } },
  ...extra,
});

/**
 * Saves `product` as the edit form would, with `changes` over what it has: its category, price,
 * publication and every translation's texts.
 */
export const saveProduct = (client: Client, product: Product, changes: Record<string, unknown>) =>
  client.put(`/api/products/${product.id}`, {
    category: product.category,
    price: Number(product.price),
    published: product.published,
    translations: Object.fromEntries(
      Object.entries(product.translations).map(([locale, text]) => [
        locale,
        { name: text?.name, slug: text?.slug, description: text?.description },
      ]),
    ),
    ...changes,
  });

/** Stored files of an image row, by key, on the test app's storage folder. */
export const filesOf = (t: TestApp, image: Pick<ProductImageRow, 'storageKey' | 'variants'>) => {
  const keys = imageKeys(image.storageKey, image.variants);
  return [keys.original, keys.fallback, ...keys.webp.map((v) => v.key)].map((key) =>
    path.join(t.config.storage.dir, key),
  );
};

export const rowsOf = (t: TestApp, productId: number) =>
  t.dataSource
    .getRepository(ProductImageRow)
    .find({ where: { productId }, order: { position: 'ASC' } });

/** A multipart upload as the admin form sends it: cookies, X-XSRF-TOKEN, files under `images`. */
export function upload(client: Client, productId: number, files: UploadFile[], alt = {}) {
  const req = client
    .raw('post', apiUrl(API_PATHS.productImages(productId)))
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', client.xsrf as string);
  if (client.lang) req.set('Accept-Language', client.lang);
  for (const [locale, text] of Object.entries(alt)) req.field(`alt[${locale}]`, text as string);
  for (const file of files) {
    req.attach('images', file.data, {
      filename: file.name,
      contentType: file.type ?? 'application/octet-stream',
    });
  }
  return req;
}

export async function createProduct(client: Client, body: object): Promise<Product> {
  const res = await client.post(apiUrl(API_PATHS.products), body);
  expect([res.status, res.body.errors]).toEqual([201, undefined]);
  return res.body.data as Product;
}
