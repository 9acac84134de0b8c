import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { buildPath, emptyShopDetails, LOCALE_TAGS, LOCALES } from '@bolsos/contracts';
import { ShopDetails } from '../src/shop/entities/shop-details.entity';
import { createProducts, makePopular } from './support/catalog-fixtures';
import { describeOn } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

function scriptsOf(html: string, type: string): unknown[] {
  return [
    ...html.matchAll(new RegExp(`<script[^>]*type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g')),
  ].map((m) => JSON.parse(m[1]));
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] as string,
  );
}

/** What a crawler or a link preview reads from <head>: every value of each tag, unescaped. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => unescapeHtml(m[1]));
  const meta = (attr: 'name' | 'property', key: string) =>
    all(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`, 'g'));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: all(/<title>([^<]*)<\/title>/g),
    description: meta('name', 'description'),
    canonical: all(/<link rel="canonical" href="([^"]*)">/g),
    og: (key: string) => meta('property', `og:${key}`),
  };
}

/** Home, a list and Contact: title and description a person wrote for each language. */
const PAGE_HEADS = [
  {
    lang: 'es',
    htmlLang: 'es-PA',
    ogLocale: 'es_PA',
    others: ['en_US', 'zh_CN'],
    pages: [
      {
        path: '/',
        title: 'Bolsos: mochilas, maletines y más en Panamá',
        description:
          'Mochilas, maletines, tote bags, cangureras y bolsos cruzados para el día a día en Panamá.',
      },
      {
        path: '/productos/maletines',
        title: 'Maletines | Bolsos',
        description: 'Maletines de Bolsos: precios en dólares y entrega en Panamá.',
      },
      {
        path: '/contacto',
        title: 'Contacto | Bolsos',
        description: 'Escriba a Bolsos: preguntas sobre un bolso, pedidos o lo que necesite.',
      },
    ],
  },
  {
    lang: 'en',
    htmlLang: 'en',
    ogLocale: 'en_US',
    others: ['es_PA', 'zh_CN'],
    pages: [
      {
        path: '/en',
        title: 'Bolsos: backpacks, laptop bags and more in Panama',
        description:
          'Backpacks, laptop bags, tote bags, fanny packs and crossbody bags for every day in Panama.',
      },
      {
        path: '/en/products/laptop-bags',
        title: 'Laptop bags | Bolsos',
        description: 'Laptop bags from Bolsos: prices in US dollars, delivery in Panama.',
      },
      {
        path: '/en/contact',
        title: 'Contact | Bolsos',
        description: 'Write to Bolsos: questions about a bag, orders or anything else.',
      },
    ],
  },
  {
    lang: 'zh',
    htmlLang: 'zh-CN',
    ogLocale: 'zh_CN',
    others: ['es_PA', 'en_US'],
    pages: [
      {
        path: '/zh',
        title: 'Bolsos：双肩包、电脑包等｜巴拿马',
        description: '巴拿马日常好包：双肩包、电脑包、托特包、腰包和斜挎包。',
      },
      {
        path: '/zh/产品/电脑包',
        title: '电脑包 | Bolsos',
        description: 'Bolsos 的电脑包：美元标价，巴拿马配送。',
      },
      {
        path: '/zh/联系',
        title: '联系我们 | Bolsos',
        description: '联系 Bolsos：商品咨询、订单或其他问题。',
      },
    ],
  },
];

describeOn('sqlite')('serving the front ends from the API origin', () => {
  let t: TestApp;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'static', 'js'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'static', 'js', 'index.3f2a9c1d.js'),
      'console.log(1)',
    );
    fs.mkdirSync(path.join(webRoot, 'mfe-storefront', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mfe-storefront', 'dist', 'mf-manifest.json'), '{}');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot, SHOP_EMAIL: 'tienda@bolsos.test' });
    const made = await createProducts(t, [
      {
        category: 'laptop_bags',
        price: '89.90',
        names: { es: 'Maletín Ejecutivo', en: 'Executive Laptop Bag', zh: '商务电脑包' },
      },
      { category: 'laptop_bags', price: '39.90', names: { es: 'Maletín Básico' } },
    ]);
    await makePopular(t, made);
    slugs = Object.fromEntries(made[0].translations.map((tr) => [tr.locale, tr.slug]));
  });
  let slugs: Record<string, string>;
  const serverBundle = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const html = (url: string, headers: Record<string, string> = {}) => {
    const req = request(t.http).get(url).set('Accept', 'text/html');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req;
  };

  it('sends a first-time visitor to the twin page in their browser language', async () => {
    const res = await html('/productos/mochilas?page=2', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/products/backpacks?page=2');
    const zh = await html('/contacto', { 'Accept-Language': 'zh-CN' });
    expect(decodeURI(zh.headers.location)).toBe('/zh/联系');
  });

  it("sends a first-time visitor of a product straight to its twin's own slug, in one redirect", async () => {
    const res = await html(`/productos/maletines/${slugs.es}?utm_source=chat`, {
      'Accept-Language': 'zh-CN,zh;q=0.9',
    });
    expect(res.status).toBe(302);
    const twin = buildPath('zh', { name: 'product', category: 'laptop_bags', slug: slugs.zh });
    expect(slugs.zh).not.toBe(slugs.es);
    expect(decodeURI(res.headers.location)).toBe(`${twin}?utm_source=chat`);
    expect((await html(res.headers.location)).status).toBe(200);
  });

  it('sends a returning visitor on an unprefixed page to the language of their cookie, over the browser’s', async () => {
    const english = await html('/productos/mochilas?page=2', {
      'Accept-Language': 'es',
      Cookie: 'lang=en',
    });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/products/backpacks?page=2');
    const chinese = await html('/', { 'Accept-Language': 'en', Cookie: 'lang=zh' });
    expect(chinese.headers.location).toBe('/zh');
    // The mailed pages keep the mail's language.
    expect((await html('/auth/password-reset?token=x', { Cookie: 'lang=en' })).status).toBe(200);
  });

  it('records a choice of Spanish made by a link (?lang=es) in the cookie, then serves the page at its own address', async () => {
    const chosen = await html('/productos/mochilas?page=2&lang=es', { Cookie: 'lang=en' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/productos/mochilas?page=2');
    expect(chosen.headers['cache-control']).toBe('private, no-cache');
    const cookie = chosen.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^lang=es; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const after = await html('/productos/mochilas?page=2', {
      Cookie: 'lang=es',
      'Accept-Language': 'en',
    });
    expect(after.status).toBe(200);
    // On a prefixed page the marker means nothing: the URL already says the language.
    expect((await html('/en/products?lang=es')).status).toBe(200);
  });

  it('lets the URL and the lang cookie win over the browser language', async () => {
    const cookie = await html('/', { 'Accept-Language': 'en', Cookie: 'lang=es' });
    expect(cookie.status).toBe(200);
    expect(cookie.text).toContain('<html lang="es-PA">');
    const prefixed = await html('/zh/产品'.split('/').map(encodeURIComponent).join('/'), {
      'Accept-Language': 'en',
    });
    expect(prefixed.status).toBe(200);
    expect(prefixed.text).toContain('<html lang="zh-CN">');
    const admin = await html('/admin/users', { Cookie: 'lang=en' });
    expect(admin.text).toContain('<html lang="en">');
    expect((await html('/', {})).text).toContain('<html lang="es-PA">');
  });

  it('caches hashed files forever, manifests and the remotes config never', async () => {
    const chunk = await request(t.http).get('/static/js/index.3f2a9c1d.js');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const manifest = await request(t.http).get('/mfe/storefront/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const config = await request(t.http).get('/remotes.config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'storefront',
      'adminUsers',
      'adminProducts',
    ]);
  });

  it('never answers API, media or remote misses with the app page', async () => {
    expect((await html('/mfe/storefront/missing.js')).status).toBe(404);
    expect((await html('/media/nothing.webp')).status).toBe(404);
    const api = await html('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('gives page 2 of a list its own alternates: page 2 in every language, x-default too', async () => {
    const lists = [
      { name: 'all' as const },
      { name: 'category' as const, category: 'backpacks' as const },
    ];
    for (const route of lists) {
      for (const locale of LOCALES) {
        const res = await html(`${encodeURI(buildPath(locale, route))}?page=2`);
        expect(res.status).toBe(200);
        const links = [
          ...res.text.matchAll(
            /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g,
          ),
        ].map(([, rel, lang, href]) => [rel, lang ?? '', decodeURI(href)]);
        expect(links).toEqual([
          ['canonical', '', `http://bolsos.test${buildPath(locale, route)}?page=2`],
          ...LOCALES.map((l) => [
            'alternate',
            LOCALE_TAGS[l],
            `http://bolsos.test${buildPath(l, route)}?page=2`,
          ]),
          ['alternate', 'x-default', `http://bolsos.test${buildPath('es', route)}?page=2`],
        ]);
      }
      // Page 1 stays the bare list address.
      const first = await html(`${encodeURI(buildPath('en', route))}`);
      expect(first.text).toContain(
        `<link rel="alternate" hreflang="x-default" href="http://bolsos.test${encodeURI(buildPath('es', route))}">`,
      );
    }
  });

  it('sends product pages with title, description, canonical, hreflang, Open Graph and JSON-LD', async () => {
    const res = await html(`/en/products/laptop-bags/${slugs.en}`);
    expect(res.status).toBe(200);
    const page = res.text;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Executive Laptop Bag | Bolsos</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<meta name="description" content="Executive Laptop Bag description">');
    expect(page).toContain(
      `<link rel="canonical" href="http://bolsos.test/en/products/laptop-bags/${slugs.en}">`,
    );
    expect(page).toContain(
      `<link rel="alternate" hreflang="es-PA" href="http://bolsos.test/productos/maletines/${slugs.es}">`,
    );
    expect(page).toContain(
      `hreflang="zh-CN" href="http://bolsos.test${encodeURI(`/zh/产品/电脑包/${slugs.zh}`)}"`,
    );
    expect(page).toContain('hreflang="x-default"');
    expect(page).toContain('<meta property="og:type" content="product">');
    expect(page).toMatch(
      /<meta property="og:image" content="http:\/\/bolsos\.test\/media\/products\/[0-9a-f]{32}-800\.jpg">/,
    );
    const [product, breadcrumb] = scriptsOf(page, 'application/ld\\+json') as Record<
      string,
      unknown
    >[];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Executive Laptop Bag',
      offers: { '@type': 'Offer', price: '89.90', priceCurrency: 'USD' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb.itemListElement as unknown[]).length).toBe(4);
    // The page's API answer travels with it, keyed as the storefront will ask for it.
    const [state] = scriptsOf(page, 'application/json') as {
      locale: string;
      api: Record<string, { data: { name: string } }>;
    }[];
    expect(state.locale).toBe('en');
    expect(state.api[`/api/catalog/products/en/${slugs.en}`].data.name).toBe(
      'Executive Laptop Bag',
    );
    // No server bundle yet: the shell mounts client-only.
    expect(page).not.toContain('data-server-rendered');
  });

  it.each(PAGE_HEADS)(
    'sends Home, a list and Contact in $lang with their own description and Open Graph tags',
    async ({ lang, htmlLang, ogLocale, others, pages }) => {
      for (const page of pages) {
        // The lang cookie agrees with the URL, so no page is a language redirect.
        const res = await html(encodeURI(page.path), { Cookie: `lang=${lang}` });
        expect([page.path, res.status]).toEqual([page.path, 200]);
        const { og, ...tags } = headOf(res.text);
        const url = `http://bolsos.test${encodeURI(page.path)}`;
        expect({ path: page.path, ...tags }).toEqual({
          path: page.path,
          lang: htmlLang,
          title: [page.title],
          description: [page.description],
          canonical: [url],
        });
        expect({
          path: page.path,
          site: og('site_name'),
          type: og('type'),
          title: og('title'),
          description: og('description'),
          url: og('url'),
          locale: og('locale'),
          alternate: og('locale:alternate'),
        }).toEqual({
          path: page.path,
          site: ['Bolsos'],
          type: ['website'],
          title: [page.title],
          description: [page.description],
          url: [url],
          locale: [ogLocale],
          alternate: others,
        });
        // Every page shows a bag in link previews: one it lists, or on Contact the first Popular.
        expect([page.path, og('image')]).toEqual([
          page.path,
          [
            expect.stringMatching(
              /^http:\/\/bolsos\.test\/media\/products\/[0-9a-f]{32}-800\.jpg$/,
            ),
          ],
        ]);
      }
    },
  );

  it('sends results pages noindex, with the search kept in every language, and nothing in the sitemap', async () => {
    const res = await html(`/en/search?q=${encodeURIComponent(' Laptop bag ')}`);
    expect(res.status).toBe(200);
    const page = res.text;
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    expect(headOf(page).title).toEqual(['Results for “Laptop bag” | Bolsos']);
    expect(headOf(page).canonical).toEqual(['http://bolsos.test/en/search?q=Laptop+bag']);
    expect(page).toContain(
      '<link rel="alternate" hreflang="es-PA" href="http://bolsos.test/buscar?q=Laptop+bag">',
    );
    const [state] = scriptsOf(page, 'application/json') as {
      api: Record<string, { data: { name: string }[] }>;
    }[];
    // The other laptop bag has Spanish text only: it is no English result.
    expect(
      state.api['/api/catalog/search?lang=en&per_page=24&q=Laptop%20bag'].data.map((p) => p.name),
    ).toEqual(['Executive Laptop Bag']);
    // The Popular section travels too, for a search that finds nothing.
    expect(state.api['/api/catalog/populars?lang=en']).toBeDefined();
    // The API answers the storefront's later call with the same bytes.
    const api = await request(t.http).get('/api/catalog/search?q=Laptop+bag&lang=en&per_page=24');
    expect(api.body).toEqual(state.api['/api/catalog/search?lang=en&per_page=24&q=Laptop%20bag']);

    const blank = await html('/zh/%E6%90%9C%E7%B4%A2?q=');
    expect(blank.status).toBe(200);
    expect(headOf(blank.text).title).toEqual(['搜索结果 | Bolsos']);

    const sitemap = await request(t.http).get('/sitemap.xml');
    expect(sitemap.text).not.toMatch(/buscar|\/search|%E6%90%9C%E7%B4%A2/);
  });

  it('gives Home a WebSite block whose SearchAction opens the results page of its language', async () => {
    for (const [home, results] of [
      ['/', 'http://bolsos.test/buscar'],
      ['/zh', `http://bolsos.test${encodeURI('/zh/搜索')}`],
    ]) {
      const blocks = scriptsOf(
        (await html(home, { Cookie: 'lang=es' })).text,
        'application/ld\\+json',
      );
      expect(blocks).toContainEqual(
        expect.objectContaining({
          '@type': 'WebSite',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${results}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }),
      );
    }
  });

  it('301s another language’s product slug to the canonical page, and 404s unknown products', async () => {
    const res = await html(`/en/products/laptop-bags/${slugs.es}?ref=mail`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/en/products/laptop-bags/${slugs.en}?ref=mail`);
    const missing = await html('/productos/maletines/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
  });

  it('gives a Spanish-only product no English or Chinese page: no alternates, lists or sitemap entries, and its address there leads to the Spanish page with a note', async () => {
    const spanish = await request(t.http).get('/api/catalog/products?category=laptop_bags&lang=es');
    const basic = (spanish.body.data as { name: string; path: string; slug: string }[]).find(
      (p) => p.name === 'Maletín Básico',
    );
    expect(basic).toBeDefined();
    const page = await html(basic?.path ?? '', { Cookie: 'lang=es' });
    expect(page.status).toBe(200);
    const links = [...page.text.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['es-PA', 'x-default']);
    expect(page.text).not.toContain('og:locale:alternate');
    // Nor in the English list, nor in the sitemap under /en or /zh.
    const english = await request(t.http).get('/api/catalog/products?category=laptop_bags&lang=en');
    expect(english.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Executive Laptop Bag',
    ]);
    const sitemap = (await request(t.http).get('/sitemap.xml')).text;
    expect(sitemap.match(new RegExp(basic?.slug ?? '-', 'g'))).toHaveLength(3); // loc + es-PA + x-default
    // Its address in English: the Spanish page, saying so in English.
    const moved = await html(`/en/products/laptop-bags/${basic?.slug}`);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe(`${basic?.path}?untranslated=en`);
    // A first-time English visitor of the Spanish page stays there: no English page to go to.
    const visitor = await html(basic?.path ?? '', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(visitor.status).toBe(200);
  });

  it('lists carry ItemList and BreadcrumbList; Home and Contact carry the Store with its details', async () => {
    const list = await html(
      '/zh/产品/电脑包?page=1'
        .split('/')
        .map((p, i) => (i ? encodeURIComponent(p).replace('%3F', '?').replace('%3D', '=') : p))
        .join('/'),
    );
    expect(list.status).toBe(200);
    expect(list.text).toContain('<title>电脑包 | Bolsos</title>');
    const types = (scriptsOf(list.text, 'application/ld\\+json') as { '@type': string }[]).map(
      (b) => b['@type'],
    );
    expect(types).toEqual(['ItemList', 'BreadcrumbList']);
    const home = await html('/', { Cookie: 'lang=es' });
    expect(
      (scriptsOf(home.text, 'application/ld\\+json') as { '@type': string }[]).map(
        (b) => b['@type'],
      ),
    ).toEqual(['ItemList', 'WebSite', 'Store']);
    await t.dataSource.getRepository(ShopDetails).save({
      id: 1,
      details: {
        ...emptyShopDetails(),
        address: { ...emptyShopDetails().address, street: 'Calle 50', city: 'Panamá' },
        phone: '+507 222-3344',
        hours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
        exceptions: [{ date: '2026-12-25' }],
        social: { facebook: 'https://facebook.com/bolsos', instagram: '', tiktok: '' },
      },
    });
    const contact = await html('/en/contact');
    expect(contact.text).toContain('<title>Contact | Bolsos</title>');
    expect(scriptsOf(contact.text, 'application/ld\\+json')).toContainEqual(
      expect.objectContaining({
        '@type': 'Store',
        email: 'tienda@bolsos.test',
        telephone: '+507 222-3344',
        address: expect.objectContaining({ streetAddress: 'Calle 50', addressCountry: 'PA' }),
        openingHoursSpecification: [
          expect.objectContaining({
            dayOfWeek: 'https://schema.org/Monday',
            opens: '09:00',
            closes: '18:00',
          }),
          expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' }),
        ],
        sameAs: ['https://facebook.com/bolsos'],
      }),
    );
  });

  it('puts the server bundle’s markup in #root, marked for hydration, and falls back when it fails', async () => {
    fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
    fs.writeFileSync(
      serverBundle,
      `exports.render = async ({ url, locale, state, remotes }) => ({ html: '<main>' + locale + ' ' + url + ' ' + Object.keys(state.api).length + ' ' + Object.keys(remotes).join() + '</main>' });`,
    );
    const ok = await html('/en/products');
    expect(ok.text).toContain(
      // Two preloaded answers: the Popular list and the shop's details (the footer).
      '<div id="root" data-server-rendered="true"><main>en /en/products 2 </main></div>',
    );
    // A broken bundle must never break the page.
    fs.writeFileSync(serverBundle, `exports.render = async () => { throw new Error('boom'); };`);
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(serverBundle, later, later);
    const fallback = await html('/en/products');
    expect(fallback.status).toBe(200);
    expect(fallback.text).toContain('<div id="root"></div>');
    // The bundle itself is never served to browsers.
    expect((await request(t.http).get('/server/index.js')).status).toBe(404);
    fs.rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  });

  it('renders a 404 in the language its address names: lang, title, noindex, markup and the redirect lookup it made', async () => {
    fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
    fs.writeFileSync(
      serverBundle,
      `exports.render = async ({ url, locale, state }) => ({ html: '<main data-locale="' + state.locale + '">' + locale + ' ' + url + ' ' + JSON.stringify(state.api).replace(/</g, '') + '</main>' });`,
    );
    const later = Date.now() / 1000 + 10;
    fs.utimesSync(serverBundle, later, later);
    const cases: {
      url: string;
      headers: Record<string, string>;
      lang: string;
      locale: string;
      title: string;
    }[] = [
      { url: '/en/no/such/page', headers: {}, lang: 'en', locale: 'en', title: 'Error 404' },
      {
        url: encodeURI('/zh/没有/这页'),
        headers: {},
        lang: 'zh-CN',
        locale: 'zh',
        title: '错误 404',
      },
      // No prefix: the visitor's language (cookie, else browser), as the back office does.
      {
        url: '/no/such/page',
        headers: { Cookie: 'lang=en' },
        lang: 'en',
        locale: 'en',
        title: 'Error 404',
      },
      {
        url: '/no/such/page',
        headers: { 'Accept-Language': 'zh-CN' },
        lang: 'zh-CN',
        locale: 'zh',
        title: '错误 404',
      },
      { url: '/no/such/page', headers: {}, lang: 'es-PA', locale: 'es', title: 'Error 404' },
      // The prefix wins over the cookie.
      {
        url: '/en/nope',
        headers: { Cookie: 'lang=zh' },
        lang: 'en',
        locale: 'en',
        title: 'Error 404',
      },
    ];
    for (const c of cases) {
      const res = await html(c.url, c.headers);
      expect(res.status).toBe(404);
      expect(res.headers['content-language']).toBe(c.lang);
      const head = headOf(res.text);
      expect(head.lang).toBe(c.lang);
      expect(head.title).toEqual([c.title]);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).toContain(
        `<div id="root" data-server-rendered="true"><main data-locale="${c.locale}">${c.locale} ${c.url} {"/api/route-redirects?path=${encodeURIComponent(c.url)}":{"redirect":null},"/api/catalog/shop":{"data":`,
      );
      // The page state tells the browser the same language, so it hydrates as rendered.
      expect(res.text).toContain(`"locale":"${c.locale}"`);
    }

    // A product that is gone: the storefront's 404 from an answer of "no such product".
    const gone = await html('/en/products/laptop-bags/no-such-bag');
    expect(gone.status).toBe(404);
    expect(headOf(gone.text).title).toEqual(['Error 404']);
    // The shop's details (the footer) and the product's missing answer.
    expect(gone.text).toContain(
      '<main data-locale="en">en /en/products/laptop-bags/no-such-bag {"/api/catalog/shop":{"data":',
    );
    expect(gone.text).toContain('"/api/catalog/products/en/no-such-bag":{"data":null}}</main>');

    // Every page says its language in the header too.
    const page = await html('/zh');
    expect(page.headers['content-language']).toBe('zh-CN');
    fs.rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  });
});
