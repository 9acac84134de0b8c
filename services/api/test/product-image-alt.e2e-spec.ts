import {
  API_PATHS,
  apiUrl,
  LIMITS,
  type AuditEntry,
  type Locale,
  type Product,
  type ProductImage,
} from '@bolsos/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DIALECTS } from './support/databases';
import { bagInput, createProduct, picture, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

/**
 * A stand-in shell bundle that renders each product image of the page state as `<img alt>`, the
 * way the storefront's gallery does, so the page's markup follows the catalogue answer it was
 * built from.
 */
const IMG_BUNDLE = `exports.render = async ({ state }) => {
  const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const imgs = [];
  for (const answer of Object.values(state.api)) {
    const data = answer && answer.data;
    if (data && !Array.isArray(data) && Array.isArray(data.images)) {
      for (const image of data.images) imgs.push('<img src="' + escape(image.url) + '" alt="' + escape(image.alt) + '">');
    }
  }
  return { html: '<main>' + imgs.join('') + '</main>' };
};`;

/** Issue 13 §1: alt text per language, edited after upload, with the storefront's fallbacks. */
describe.each(DIALECTS)('image alt text per language (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let managerId: number;
  let product: Product;
  let images: ProductImage[];
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const bundle = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>Bolsos</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(bundle, IMG_BUNDLE);

  const altUrl = (imageId: number, productId = product.id) =>
    apiUrl(API_PATHS.productImage(productId, imageId));
  const catalogAlts = async (locale: Locale, slug: string) => {
    const res = await new Client(t.http).get(apiUrl(API_PATHS.catalogProduct(locale, slug)));
    expect(res.status).toBe(200);
    return (res.body.data.images as { alt: string }[]).map((image) => image.alt);
  };
  /** The zh product page as a visitor gets it: every `<img alt>` and the og:image:alt. */
  const zhPage = async () => {
    const res = await request(t.http)
      .get(encodeURI(`/zh/产品/双肩包/${product.translations.zh?.slug}`))
      .set('Accept', 'text/html');
    expect(res.status).toBe(200);
    return {
      imgs: [...res.text.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]),
      og: /<meta property="og:image:alt" content="([^"]*)">/.exec(res.text)?.[1],
    };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    managerId = (await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] })).id;
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    product = await createProduct(manager, {
      ...bagInput('Mochila Alta'),
      translations: {
        es: { name: 'Mochila Alta', description: 'Lona encerada' },
        en: { name: 'Tall Backpack', description: 'Waxed canvas' },
        zh: { name: '高背包', slug: '高背包', description: '打蜡帆布' },
      },
    });
    const res = await upload(
      manager,
      product.id,
      [
        { data: await picture('png', 15, 300, 200), name: 'a.png' },
        { data: await picture('png', 155, 300, 200), name: 'b.png' },
      ],
      { es: 'Mochila alta, de frente' },
    );
    expect(res.status).toBe(201);
    images = res.body.data;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sets the zh alt: the catalogue and the zh page show it at once; the staff product is complete in zh when every image has one', async () => {
    const [first, second] = images;
    // Warm every cache first, so what follows proves they were cleared.
    expect(await catalogAlts('zh', '高背包')).toEqual([
      'Mochila alta, de frente',
      'Mochila alta, de frente',
    ]);
    expect(await zhPage()).toEqual({
      imgs: ['Mochila alta, de frente', 'Mochila alta, de frente'],
      og: 'Mochila alta, de frente',
    });
    const before = (await manager.get(`/api/products/${product.id}`)).body.data as Product;
    expect(before.missing).toEqual({ es: [], en: ['alt'], zh: ['alt'] });

    const res = await manager.put(altUrl(first.id), {
      alt: { es: 'Mochila alta, de frente', zh: '高背包正面' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { ...first, alt: { es: 'Mochila alta, de frente', zh: '高背包正面' } },
    });
    expect(await catalogAlts('zh', '高背包')).toEqual(['高背包正面', 'Mochila alta, de frente']);
    expect(await zhPage()).toEqual({
      imgs: ['高背包正面', 'Mochila alta, de frente'],
      og: '高背包正面',
    });
    // Other languages keep their own fallbacks.
    expect(await catalogAlts('en', 'tall-backpack')).toEqual([
      'Mochila alta, de frente',
      'Mochila alta, de frente',
    ]);
    // One image still lacks a zh alt: zh is still incomplete.
    expect((await manager.get(`/api/products/${product.id}`)).body.data.missing.zh).toEqual([
      'alt',
    ]);

    expect(
      (await manager.put(altUrl(second.id), { alt: { es: 'Espalda', en: 'Back', zh: '背面' } }))
        .status,
    ).toBe(200);
    const after = (await manager.get(`/api/products/${product.id}`)).body.data as Product;
    expect(after.missing).toEqual({ es: [], en: ['alt'], zh: [] });
    // The list's filter and the dashboard follow the same edit.
    const filtered = async (locale: string) =>
      (
        (await manager.get(`/api/products?missing=${locale}&search=alta`)).body.data as Product[]
      ).map((p) => p.id);
    expect([await filtered('zh'), await filtered('en')]).toEqual([[], [product.id]]);
    expect(after.images.map((image) => image.alt)).toEqual([
      { es: 'Mochila alta, de frente', zh: '高背包正面' },
      { es: 'Espalda', en: 'Back', zh: '背面' },
    ]);
    expect(await catalogAlts('en', 'tall-backpack')).toEqual(['Mochila alta, de frente', 'Back']);

    // Recorded in the product's history as the manager's change, with the texts before and after.
    const history = (
      await admin.get(`/api/audit?entity=product&entity_id=${product.id}&per_page=100`)
    ).body.data as AuditEntry[];
    const altEdits = history.filter((entry) => entry.part === 'image' && entry.action === 'update');
    expect(altEdits).toHaveLength(2);
    expect(altEdits.every((entry) => entry.actor_id === managerId)).toBe(true);
    const secondEdit = altEdits.find((entry) => entry.part_key === String(second.id));
    expect(Object.values(secondEdit?.changes ?? {})).toEqual(
      expect.arrayContaining([
        { before: null, after: 'Back' },
        { before: null, after: '背面' },
        { before: 'Mochila alta, de frente', after: 'Espalda' },
      ]),
    );
  });

  it('a blank or left-out language is cleared: zh falls back to Spanish, a blank Spanish one to the name', async () => {
    const [first] = images;
    expect(
      (await manager.put(altUrl(first.id), { alt: { es: 'Frente', en: 'Front', zh: '正面' } }))
        .status,
    ).toBe(200);
    expect((await catalogAlts('zh', '高背包'))[0]).toBe('正面');
    expect(
      ((await manager.get('/api/products?missing=zh&search=alta')).body.data as Product[]).map(
        (p) => p.id,
      ),
    ).toEqual([]);

    const blankZh = await manager.put(altUrl(first.id), {
      alt: { es: 'Frente', en: 'Front', zh: '   ' },
    });
    expect(blankZh.body.data.alt).toEqual({ es: 'Frente', en: 'Front' });
    expect((await catalogAlts('zh', '高背包'))[0]).toBe('Frente');
    expect((await zhPage()).imgs[0]).toBe('Frente');

    const noSpanish = await manager.put(altUrl(first.id), { alt: { en: 'Front' } });
    expect(noSpanish.body.data.alt).toEqual({ en: 'Front' });
    expect((await catalogAlts('zh', '高背包'))[0]).toBe('高背包');
    expect((await catalogAlts('es', product.translations.es.slug))[0]).toBe('Mochila Alta');
    expect((await catalogAlts('en', 'tall-backpack'))[0]).toBe('Front');
    expect((await zhPage()).imgs[0]).toBe('高背包');

    const none = await manager.put(altUrl(first.id), { alt: {} });
    expect(none.body.data.alt).toEqual({});
    const row = (await manager.get(`/api/products/${product.id}`)).body.data as Product;
    expect(row.missing.es).toEqual(['alt']);
    expect(
      ((await manager.get('/api/products?missing=zh&search=alta')).body.data as Product[]).map(
        (p) => p.id,
      ),
    ).toEqual([product.id]);
  });

  it('refuses bad bodies in the caller’s language, and an image of another product or none with 404', async () => {
    const [first] = images;
    const other = await createProduct(manager, bagInput('Mochila Ajena'));
    manager.lang = 'en';
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { alt: [translate('en', 'validation.required')] }],
      [{ alt: 'hola' }, { alt: expect.any(Array) }],
      [
        { alt: { zh: 'x'.repeat(LIMITS.altMax + 1) } },
        { 'alt.zh': [translate('en', 'validation.string_max', { max: LIMITS.altMax })] },
      ],
      [{ alt: { fr: 'Devant' } }, { 'alt.fr': expect.any(Array) }],
    ];
    for (const [body, errors] of cases) {
      const res = await manager.put(altUrl(first.id), body);
      expect([body, res.status, res.body.errors]).toEqual([body, 422, errors]);
    }
    manager.lang = 'zh';
    const zh = await manager.put(altUrl(first.id), {});
    expect(zh.body.errors).toEqual({ alt: [translate('zh', 'validation.required')] });
    manager.lang = undefined;

    const before = (await manager.get(`/api/products/${product.id}`)).body.data.images;
    const misaddressed = await manager.put(altUrl(first.id, other.id), { alt: { zh: '别人' } });
    expect(misaddressed.status).toBe(404);
    expect((await manager.put(altUrl(999999), { alt: { zh: '无' } })).status).toBe(404);
    expect((await manager.put(altUrl(first.id, 999999), { alt: { zh: '无' } })).status).toBe(404);
    expect((await manager.get(`/api/products/${product.id}`)).body.data.images).toEqual(before);

    const anonymous = new Client(t.http);
    await anonymous.csrf();
    expect((await anonymous.put(altUrl(first.id), { alt: { zh: '匿名' } })).status).toBe(401);
  });
});
