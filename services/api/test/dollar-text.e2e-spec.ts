import {
  shopQuery,
  buildPath,
  contactPath,
  LOCALES,
  PAGE_STATE_ID,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DIALECTS } from './support/databases';
import { createProduct, picture, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';

/** Every pattern String.prototype.replace reads in a string replacement. */
const DOLLARS = "$` $' $& $$ $1";

const TEXT: Record<Locale, { name: string; description: string; alt: string }> = {
  es: {
    name: `Bolso ${DOLLARS} fin`,
    description: `Lona ${DOLLARS} y cuero`,
    alt: `Frente ${DOLLARS} del bolso`,
  },
  en: {
    name: `Bag ${DOLLARS} end`,
    description: `Canvas ${DOLLARS} and leather`,
    alt: `Front ${DOLLARS} of the bag`,
  },
  zh: { name: `包 ${DOLLARS} 完`, description: `帆布 ${DOLLARS} 皮革`, alt: `正面 ${DOLLARS} 图` },
};
const SLUGS: Record<Locale, string> = { es: 'bolso-dolar', en: 'dollar-bag', zh: '美元包' };

/**
 * A stand-in shell bundle that renders, escaped as React does, what a storefront page shows of
 * its state: each product's name, description and image alt texts, and the search box's query.
 */
const BUNDLE = `exports.render = async ({ url, state }) => {
  const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  const parts = [];
  const q = new URL(url, 'http://site').searchParams.get('q');
  if (q !== null) parts.push('<input name="q" value="' + escape(q) + '">');
  for (const [key, answer] of Object.entries(state.api)) {
    if (key === '/api/catalog/shop') continue;
    const data = answer && answer.data;
    for (const item of Array.isArray(data) ? data : data ? [data] : []) {
      parts.push('<h2>' + escape(item.name) + '</h2>');
      if (item.description) parts.push('<p>' + escape(item.description) + '</p>');
      for (const image of item.images || []) parts.push('<img alt="' + escape(image.alt) + '">');
    }
  }
  return { html: '<main>' + parts.join('') + '</main>' };
};`;

const escapeLikeReact = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] as string,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The page's parts, each of which must be there exactly once, as the shell and server put them. */
function pageParts(html: string) {
  expect(count(html, /<!doctype html>/gi)).toBe(1);
  expect(count(html, /<html[\s>]/g)).toBe(1);
  expect(count(html, /<\/head>/g)).toBe(1);
  expect(count(html, /<\/body>/g)).toBe(1);
  expect(count(html, /<title>/g)).toBe(1);
  expect(count(html, /<div id="root"/g)).toBe(1);
  expect(count(html, new RegExp(`<script id="${PAGE_STATE_ID}"`, 'g'))).toBe(1);
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(
    html.indexOf('<div id="root" data-server-rendered="true">'),
    html.indexOf(`<script id="${PAGE_STATE_ID}"`),
  );
  const state = JSON.parse(
    new RegExp(`<script id="${PAGE_STATE_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(
      html,
    )?.[1] as string,
  ) as { api: Record<string, { data: unknown }> };
  const meta = (attr: 'name' | 'property', key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`, 'g'))].map((m) =>
      unescapeHtml(m[1]),
    );
  return {
    head,
    root,
    state,
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    imageAlt: meta('property', 'og:image:alt'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as unknown,
    ),
  };
}

/** Issue 27 §1: `$` patterns in user text reach pages and e-mails as typed, never as patterns. */
/** The page state's one answer that is not the shop's details. */
function productAnswer(api: Record<string, unknown>) {
  const [answer] = Object.entries(api)
    .filter(([key]) => key !== shopQuery().url)
    .map(([, value]) => value as { data: unknown });
  return answer;
}

describe.each(DIALECTS)('user text with `$` patterns in pages and e-mails (%s)', (dialect) => {
  let t: TestApp;
  let product: Product;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const bundle = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  // With an entry script, so the deferred boot's insert runs too.
  fs.writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Bolsos</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(bundle, BUNDLE);

  const page = async (url: string) => {
    const res = await request(t.http)
      .get(url)
      .set('Accept', 'text/html')
      .set('Accept-Language', 'es');
    expect([url, res.status]).toEqual([url, 200]);
    return res.text;
  };
  const encodedPath = (locale: Locale, route: Parameters<typeof buildPath>[1]) =>
    encodeURI(buildPath(locale, route));

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot, SHOP_EMAIL: 'tienda@bolsos.test' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    const manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    product = await createProduct(manager, {
      category: 'backpacks',
      price: 49.9,
      translations: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          {
            name: TEXT[locale].name,
            slug: SLUGS[locale],
            description: TEXT[locale].description,
          },
        ]),
      ),
    });
    const uploaded = await upload(
      manager,
      product.id,
      [{ data: await picture('png', 30, 300, 200), name: 'a.png' }],
      Object.fromEntries(LOCALES.map((locale) => [locale, TEXT[locale].alt])),
    );
    expect(uploaded.status).toBe(201);
    expect((await manager.post('/api/populars', { product_id: product.id })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(LOCALES)(
    'shows the product page once, with its name, description and alt text as typed (%s)',
    async (locale) => {
      const { name, description, alt } = TEXT[locale];
      const html = await page(
        encodedPath(locale, { name: 'product', category: 'backpacks', slug: SLUGS[locale] }),
      );
      const parts = pageParts(html);
      expect(parts.title).toContain(name);
      expect(parts.description).toEqual([description]);
      expect(parts.imageAlt).toEqual([alt]);
      expect(parts.jsonLd).toContainEqual(expect.objectContaining({ name, description }));
      expect(parts.root).toContain(`<h2>${escapeLikeReact(name)}</h2>`);
      expect(parts.root).toContain(`<p>${escapeLikeReact(description)}</p>`);
      expect(parts.root).toContain(`<img alt="${escapeLikeReact(alt)}">`);
      // The product's answer (beside the shop's details every page carries).
      const answer = productAnswer(parts.state.api);
      expect(answer.data).toMatchObject({ name, description, images: [{ alt }] });
    },
  );

  it.each(LOCALES)('lists the product once per list, as typed (%s)', async (locale) => {
    const { name } = TEXT[locale];
    for (const url of [
      encodedPath(locale, { name: 'home' }),
      encodedPath(locale, { name: 'category', category: 'backpacks' }),
    ]) {
      const parts = pageParts(await page(url));
      expect([
        url,
        count(parts.root, new RegExp(`<h2>${escapeRegExp(escapeLikeReact(name))}`, 'g')),
      ]).toEqual([url, 1]);
      const list = parts.jsonLd.find(
        (block) => (block as { '@type': string })['@type'] === 'ItemList',
      ) as { itemListElement: { name: string }[] };
      expect(list.itemListElement.map((item) => item.name)).toEqual([name]);
    }
  });

  it.each(LOCALES)(
    'shows a search for the text, and its results, once and as typed (%s)',
    async (locale) => {
      const search = encodedPath(locale, { name: 'search' });
      // The query of the report, then the product's own name (which finds it).
      const dollar = pageParts(await page(`${search}?q=DOLLAR%24%60X`));
      expect(dollar.root).toContain('<input name="q" value="DOLLAR$`X">');
      const { name } = TEXT[locale];
      const found = pageParts(await page(`${search}?q=${encodeURIComponent(name)}`));
      expect(found.root).toContain(`<input name="q" value="${escapeLikeReact(name)}">`);
      expect(found.root).toContain(`<h2>${escapeLikeReact(name)}</h2>`);
    },
  );

  it.each(LOCALES)(
    'shows the Contact page about the product once, with its name as typed (%s)',
    async (locale) => {
      const { name } = TEXT[locale];
      const parts = pageParts(await page(encodeURI(contactPath(locale, SLUGS[locale]))));
      expect(parts.root).toContain(`<h2>${escapeLikeReact(name)}</h2>`);
      const answer = productAnswer(parts.state.api);
      expect(answer.data).toMatchObject({ name });
    },
  );

  it('sends the shop a question about the product with the visitor’s words as typed', async () => {
    const visitor = new Client(t.http);
    visitor.lang = 'en';
    await visitor.csrf();
    const from = `Visitor ${DOLLARS}`;
    const words = `Is it waterproof? ${DOLLARS}\nThanks`;
    const sent = await visitor.post('/api/contact', {
      name: from,
      email: 'dollar@example.com',
      message: words,
      product_id: product.id,
      language: 'en',
    });
    expect(sent.status).toBe(201);
    const mail = await t.inbox.waitFor('tienda@bolsos.test', (m) =>
      m.text.includes('dollar@example.com'),
    );
    expect(mail.subject).toContain(from);
    expect(mail.subject).toContain(TEXT.es.name);
    for (const text of [from, words, TEXT.es.name]) expect(mail.text).toContain(text);
    expect(count(mail.html, /<!doctype html>/gi)).toBe(1);
    const html = unescapeHtml(mail.html.replace(/<br>/g, '\n'));
    for (const text of [from, words, TEXT.es.name]) expect(html).toContain(text);
  });

  it('greets a user whose name has `$` patterns by that name in a reset e-mail', async () => {
    const name = `Ana ${DOLLARS}`;
    await t.createUser({ email: 'dollar-user@bolsos.test', name });
    const client = new Client(t.http);
    await client.csrf();
    expect(
      (await client.post('/api/password/forgot', { email: 'dollar-user@bolsos.test' })).status,
    ).toBe(202);
    const mail = await t.inbox.waitFor('dollar-user@bolsos.test');
    expect(mail.text).toContain(name);
    expect(count(mail.html, /<!doctype html>/gi)).toBe(1);
    expect(unescapeHtml(mail.html)).toContain(name);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);
}
