import { API_PATHS, apiUrl, buildPath, LOCALES, type Locale } from '@bolsos/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ProductSlugHistory } from '../src/products/entities/product-slug-history.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const OTHER: Record<Locale, Locale> = { es: 'zh', en: 'es', zh: 'en' };

describe.each(DIALECTS)('non-canonical product addresses answer 301 (%s)', (dialect) => {
  let t: TestApp;
  let bag: Product;
  let tote: Product;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const slugsOf = async (product: Product) =>
    Object.fromEntries(
      (await t.dataSource.getRepository(ProductTranslation).findBy({ productId: product.id })).map(
        (tr) => [tr.locale, tr.slug],
      ),
    ) as Record<Locale, string>;
  const pagePath = (locale: Locale, category: Product['category'], slug: string) =>
    buildPath(locale, { name: 'product', category, slug });
  const api = (locale: Locale, slug: string) =>
    request(t.http).get(apiUrl(API_PATHS.catalogProduct(locale, slug)));
  const page = (pathname: string) =>
    request(t.http).get(encodeURI(pathname)).set('Accept', 'text/html');

  /** Both doors (API and page) send `slug` in `locale` to the product's canonical page. */
  async function expectMoved(locale: Locale, asked: string, canonical: string, product = bag) {
    const target = pagePath(locale, product.category, canonical);
    const res = await api(locale, asked);
    expect(res.status).toBe(301);
    expect(res.body).toEqual({ redirect: target });
    expect(res.headers.location).toBe(apiUrl(API_PATHS.catalogProduct(locale, canonical)));
    const html = await page(`${pagePath(locale, product.category, asked)}`).query('utm=mail');
    expect(html.status).toBe(301);
    expect(decodeURI(html.headers.location)).toBe(`${target}?utm=mail`);
    // …and the target is the page itself, not one more hop.
    expect((await page(target)).status).toBe(200);
  }

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="es"><head></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    [bag, tote] = await createProducts(t, [
      {
        category: 'backpacks',
        price: '45.00',
        names: { es: 'Mochila Volcán', en: 'Volcano Backpack', zh: '火山双肩包' },
      },
      { category: 'tote_bags', price: '25.00', names: { es: 'Tote Playa', en: 'Beach Tote' } },
    ]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(LOCALES)(
    '(a) %s: another language’s slug moves to this language’s slug',
    async (locale) => {
      const slugs = await slugsOf(bag);
      await expectMoved(locale, slugs[OTHER[locale]], slugs[locale]);
    },
  );

  it.each(LOCALES)(
    '(b) %s: a wrong category segment moves to the product’s category',
    async (locale) => {
      const slugs = await slugsOf(bag);
      const wrong = pagePath(locale, 'fanny_packs', slugs[locale]);
      const res = await page(wrong).query('ref=x');
      expect(res.status).toBe(301);
      expect(decodeURI(res.headers.location)).toBe(
        `${pagePath(locale, 'backpacks', slugs[locale])}?ref=x`,
      );
      // Wrong category and foreign slug at once: one hop, straight to the canonical page.
      const both = await page(pagePath(locale, 'crossbody', slugs[OTHER[locale]]));
      expect(decodeURI(both.headers.location)).toBe(pagePath(locale, 'backpacks', slugs[locale]));
    },
  );

  it.each(LOCALES)('(c) %s: an old slug moves to the new one after a rename', async (locale) => {
    const repo = t.dataSource.getRepository(ProductTranslation);
    const text = await repo.findOneByOrFail({ productId: bag.id, locale });
    const old = text.slug;
    text.slug = `${old}-nueva-${locale}`;
    await repo.save(text);
    await expectMoved(locale, old, text.slug);
    // The other languages may follow an old slug of this one, too.
    const other = OTHER[locale];
    await expectMoved(other, old, (await slugsOf(bag))[other]);
    expect(
      await t.dataSource.getRepository(ProductSlugHistory).findOneBy({ locale, slug: old }),
    ).toMatchObject({ productId: bag.id });
  });

  it('follows renames saved through the product (cascade), and chains of renames', async () => {
    const products = t.dataSource.getRepository(Product);
    const first = (await slugsOf(bag)).en;
    for (const step of ['uno', 'dos']) {
      const loaded = await products.findOneOrFail({
        where: { id: bag.id },
        relations: { translations: true },
      });
      const en = loaded.translations.find((tr) => tr.locale === 'en');
      if (!en) throw new Error('the fixture has an English translation');
      en.slug = `volcano-backpack-${step}`;
      await products.save(loaded);
    }
    await expectMoved('en', first, 'volcano-backpack-dos');
    await expectMoved('en', 'volcano-backpack-uno', 'volcano-backpack-dos');
  });

  it('lets a slug in use by another product win over history, and takes back a reused slug', async () => {
    const repo = t.dataSource.getRepository(ProductTranslation);
    const history = t.dataSource.getRepository(ProductSlugHistory);
    // Volcano gives up "volcano-backpack-dos"; the tote takes it.
    const volcano = await repo.findOneByOrFail({ productId: bag.id, locale: 'en' });
    volcano.slug = 'volcano-backpack-tres';
    await repo.save(volcano);
    expect(await history.findOneBy({ locale: 'en', slug: 'volcano-backpack-dos' })).toMatchObject({
      productId: bag.id,
    });
    const beach = await repo.findOneByOrFail({ productId: tote.id, locale: 'en' });
    const beachOld = beach.slug;
    beach.slug = 'volcano-backpack-dos';
    await repo.save(beach);
    // Live now: out of the history, and the page shows the tote.
    expect(await history.findOneBy({ locale: 'en', slug: 'volcano-backpack-dos' })).toBeNull();
    const res = await api('en', 'volcano-backpack-dos');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: tote.id, name: 'Beach Tote' });
    expect((await page(pagePath('en', 'tote_bags', 'volcano-backpack-dos'))).status).toBe(200);
    // The tote's own former slug still leads to it.
    await expectMoved('en', beachOld, 'volcano-backpack-dos', tote);
  });

  it('sends a dropped translation’s address to the Spanish page with a note (302, not 301), and drops unpublished products', async () => {
    const repo = t.dataSource.getRepository(ProductTranslation);
    const zh = await repo.findOneByOrFail({ productId: bag.id, locale: 'zh' });
    await repo.remove(zh);
    const es = (await slugsOf(bag)).es;
    const spanish = pagePath('es', 'backpacks', es);
    // Its old Chinese slug and the Spanish slug under /zh: no Chinese page, so no Spanish text as one.
    for (const asked of [zh.slug, es]) {
      const res = await api('zh', asked);
      expect(res.status).toBe(302);
      expect(res.body).toEqual({ redirect: `${spanish}?untranslated=zh` });
      expect(res.headers.location).toBe(apiUrl(API_PATHS.catalogProduct('es', es)));
      const html = await page(pagePath('zh', 'backpacks', asked));
      expect(html.status).toBe(302);
      expect(html.headers.location).toBe(`${spanish}?untranslated=zh`);
    }
    const landing = await page(`${spanish}?untranslated=zh`);
    expect(landing.status).toBe(200);
    // A text with an empty description is no translation either.
    const en = await repo.findOneByOrFail({ productId: bag.id, locale: 'en' });
    await repo.update(en.id, { description: '  ' });
    expect((await api('en', en.slug)).body).toEqual({ redirect: `${spanish}?untranslated=en` });
    await repo.update(en.id, { description: en.description });
    await t.dataSource.getRepository(Product).update(bag.id, { published: false });
    expect((await api('zh', zh.slug)).status).toBe(404);
    expect((await page(pagePath('zh', 'backpacks', zh.slug))).status).toBe(404);
  });
});
