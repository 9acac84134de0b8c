import {
  CONTACT_FORM_TOKEN_FIELD,
  CONTACT_FORM_TOKEN_SLOT,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALE_TAGS,
  MESSAGES,
  type Locale,
} from '@bolsos/contracts';
import fs from 'node:fs';
import request from 'supertest';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { STAND_IN_BUNDLE, standInSite } from './support/stand-in-site';
import { startTestApp, type TestApp } from './support/test-app';

/** The page state a refused form comes back with (the stand-in bundle renders none of it). */
function stateOf(html: string): {
  locale: string;
  contactForm?: {
    values: Record<string, string>;
    errors: Record<string, string[]>;
    failure?: string;
  };
} {
  const json = /<script id="__BOLSOS_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '{}');
}

/**
 * The stand-in bundle, whose Contact pages also render the form's token slot as the storefront
 * does (contact-page.spec.tsx checks the storefront renders exactly this attribute).
 */
const CONTACT_BUNDLE = `${STAND_IN_BUNDLE}
const names = exports.render;
exports.render = async (input) => {
  const page = await names(input);
  if (!/^\\/(contacto|en\\/contact|zh\\/联系)(\\?|$)/.test(decodeURI(input.url))) return page;
  return { html: page.html + '<form method="post"><input type="hidden" name="${CONTACT_FORM_TOKEN_FIELD}" value="${CONTACT_FORM_TOKEN_SLOT}"/></form>' };
};`;

/** The one-time token a page's form carries. */
function tokenOf(html: string): string | undefined {
  return new RegExp(`name="${CONTACT_FORM_TOKEN_FIELD}" value="([^"]*)"`).exec(html)?.[1];
}

/** The shop's other names (APP_ORIGINS): the apex beside www., and a second domain with a port. */
const OTHER_ORIGINS = ['https://bolsos.com.pa', 'https://tienda.example:8443'];

/** Contact's form posted without JavaScript: a plain urlencoded POST to the page's address. */
describe.each(DIALECTS)('contact form posted without JavaScript (%s)', (dialect) => {
  let t: TestApp;
  const { webRoot, bundle } = standInSite();
  fs.writeFileSync(bundle, CONTACT_BUNDLE);
  /** APP_URL's origin (test-app.ts) */
  const ORIGIN = 'http://bolsos.test';

  beforeAll(async () => {
    // Behind a proxy, as a shop runs it: each test is its own visitor (X-Forwarded-For).
    t = await startTestApp(dialect, {
      WEB_ROOT: webRoot,
      TRUST_PROXY: 'true',
      APP_ORIGINS: OTHER_ORIGINS.join(', '),
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const post = (path: string, fields: Record<string, string>, ip = '10.0.0.1', origin = ORIGIN) =>
    request(t.http)
      .post(encodeURI(path))
      .set('Origin', origin)
      .set('X-Forwarded-For', ip)
      .type('form')
      .send(fields);
  const page = (path: string, headers: Record<string, string> = {}) => {
    const req = request(t.http).get(encodeURI(path)).set('Accept', 'text/html');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req;
  };
  /** A fresh page load's token. */
  const loadToken = async (path = '/en/contact') => {
    const token = tokenOf((await page(path)).text);
    expect(token).toMatch(IDEMPOTENCY_KEY_PATTERN);
    return token as string;
  };
  const stored = (email: string) => t.dataSource.getRepository(ContactMessage).findBy({ email });

  it('stores the message and answers 303 to the page with its confirmation, in the page language', async () => {
    const form = {
      name: 'Ana',
      email: 'ana.form@example.com',
      phone: '',
      message: 'Do you have the green backpack?',
      website: '',
      [CONTACT_FORM_TOKEN_FIELD]: await loadToken(),
    };
    const res = await post('/en/contact', form);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/contact?sent=1');
    // A Chinese page's address is sent back as the browser sent it, encoded once.
    const zh = await post('/zh/联系', {
      name: '王芳',
      email: 'wang.form@example.com',
      message: '请问有绿色的双肩包吗？',
    });
    expect(zh.status).toBe(303);
    expect(zh.headers.location).toBe(`${encodeURI('/zh/联系')}?sent=1`);
    expect((await request(t.http).get(zh.headers.location).set('Accept', 'text/html')).status).toBe(
      200,
    );
    const [message] = await stored('ana.form@example.com');
    expect(message).toMatchObject({ name: 'Ana', language: 'en', phone: null });
    // The same form sent twice (a double click, the POST reloaded): stored once.
    expect((await post('/en/contact', form)).status).toBe(303);
    expect(await stored('ana.form@example.com')).toHaveLength(1);
  });

  it('stores the same words sent from two page loads twice: each load’s form has a token of its own', async () => {
    const first = await loadToken('/contacto');
    const second = await loadToken('/contacto');
    expect(second).not.toBe(first);
    const words = {
      name: 'Lía',
      email: 'lia.twice@example.com',
      message: 'Quiero dos mochilas iguales, por favor.',
    };
    for (const token of [first, first, second, second]) {
      const res = await post(
        '/contacto',
        { ...words, [CONTACT_FORM_TOKEN_FIELD]: token },
        '10.0.0.11',
      );
      expect(res.status).toBe(303);
    }
    expect(await stored('lia.twice@example.com')).toHaveLength(2);
    // The page kept in the history and sent again with other words is a new message, not a
    // token reused for another one.
    const edited = await post(
      '/contacto',
      {
        ...words,
        message: 'Mejor tres mochilas iguales, por favor.',
        [CONTACT_FORM_TOKEN_FIELD]: first,
      },
      '10.0.0.11',
    );
    expect(edited.status).toBe(303);
    expect(await stored('lia.twice@example.com')).toHaveLength(3);
  });

  describe('from the site as it is reached', () => {
    let visitors = 0;
    /** A form posted by a browser on `origin`, to the site reached as `host`. */
    const postAt = (
      host: string,
      origin: string,
      email: string,
      headers: Record<string, string> = {},
    ) => {
      // Each its own visitor: these sends are more than one address's limit.
      const req = request(t.http)
        .post('/en/contact')
        .set('Host', host)
        .set('X-Forwarded-For', `10.0.1.${(visitors += 1)}`);
      for (const [name, value] of Object.entries({ Origin: origin, ...headers }))
        if (value) req.set(name, value);
      return req.type('form').send({
        name: 'Rita',
        email,
        message: 'Is the tote still in stock?',
        [CONTACT_FORM_TOKEN_FIELD]: 'a-token-of-this-form',
      });
    };

    it.each([
      ['localhost (APP_URL’s development default)', 'localhost:3000', 'http://localhost:3000'],
      ['127.0.0.1, not APP_URL', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['www. beside the apex', 'www.bolsos.test', 'http://www.bolsos.test'],
      ['the default port written out', 'bolsos.example:80', 'http://bolsos.example'],
    ])('takes a form from its own origin: %s', async (_, host, origin) => {
      const email = `rita.${host.replace(/[^a-z0-9]/g, '')}@example.com`;
      const res = await postAt(host, origin, email);
      expect(res.status).toBe(303);
      expect(await stored(email)).toHaveLength(1);
      // Sent twice: once.
      expect((await postAt(host, origin, email)).status).toBe(303);
      expect(await stored(email)).toHaveLength(1);
    });

    it('takes the Referer’s origin when the browser sends no Origin', async () => {
      const res = await postAt('127.0.0.1:3000', '', 'rita.referer@example.com', {
        Referer: 'http://127.0.0.1:3000/en/contact?product=x',
      });
      expect(res.status).toBe(303);
      expect(await stored('rita.referer@example.com')).toHaveLength(1);
    });

    it('behind the proxy (TRUST_PROXY), reads the origin from X-Forwarded-Host and -Proto', async () => {
      const proxied = (origin: string, email: string) =>
        postAt('10.0.0.80:3000', origin, email, {
          'X-Forwarded-Host': 'www.bolsos.test',
          'X-Forwarded-Proto': 'https',
        });
      expect((await proxied('https://www.bolsos.test', 'rita.proxy@example.com')).status).toBe(303);
      expect(await stored('rita.proxy@example.com')).toHaveLength(1);
      // The same host over plain http, and the proxy's own address, are other origins.
      for (const origin of ['http://www.bolsos.test', 'http://10.0.0.80:3000']) {
        expect((await proxied(origin, 'rita.proxy.other@example.com')).status).toBe(403);
      }
      expect(await stored('rita.proxy.other@example.com')).toHaveLength(0);
    });

    it.each([ORIGIN, ...OTHER_ORIGINS])(
      'takes a form from the shop’s configured origin %s (APP_URL, APP_ORIGINS)',
      async (origin) => {
        const email = `rita.${origin.replace(/[^a-z0-9]/g, '')}@example.com`;
        // Reached under an address of its own (the CDN's, a replica's): the origin is listed.
        expect((await postAt('10.0.0.81:3000', origin, email)).status).toBe(303);
        expect((await postAt('10.0.0.81:3000', origin, email)).status).toBe(303);
        expect(await stored(email)).toHaveLength(1);
      },
    );
  });

  it('keeps the bag the form asks about, and the page’s own query', async () => {
    const [bag] = await createProducts(t, [
      { category: 'backpacks', price: '40.00', names: { es: 'Mochila Formulario' } },
    ]);
    const res = await post(
      '/contacto?product=mochila-formulario-0',
      {
        name: 'Beto',
        email: 'beto.form@example.com',
        message: '¿Viene en negro esta mochila?',
        product_id: String(bag.id),
      },
      '10.0.0.2',
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contacto?product=mochila-formulario-0&sent=1');
    expect((await stored('beto.form@example.com'))[0].productId).toBe(bag.id);
  });

  it('gives a refused form back as typed, with the reasons in the page language (422)', async () => {
    const res = await post(
      '/zh/联系',
      {
        name: '王芳',
        email: 'not-an-email',
        message: 'short',
        [CONTACT_FORM_TOKEN_FIELD]: 'the-refused-forms-token',
      },
      '10.0.0.3',
    ).set('Accept', 'text/html');
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="zh-CN">');
    const state = stateOf(res.text);
    expect(state.locale).toBe('zh');
    expect(state.contactForm?.values).toEqual({
      name: '王芳',
      email: 'not-an-email',
      phone: '',
      message: 'short',
    });
    expect(Object.keys(state.contactForm?.errors ?? {}).sort()).toEqual(['email', 'message']);
    expect(state.contactForm?.errors.email[0]).toMatch(/[\u4e00-\u9fff]/);
    // Only fields refused: the storefront says to check them in its own words.
    expect(state.contactForm?.failure).toBeUndefined();
    // The same form, corrected and sent (twice), is one message.
    expect(tokenOf(res.text)).toBe('the-refused-forms-token');
    expect(await stored('not-an-email')).toHaveLength(0);
  });

  it.each([
    ['es', '/contacto', 'Eva', '¿Tienen la mochila en azul?'],
    ['en', '/en/contact', 'Eve', 'Do you have the blue backpack?'],
    ['zh', '/zh/联系', '伊娃', '请问这款双肩包有蓝色的吗？'],
  ] as [Locale, string, string, string][])(
    'answers a form posted from another site (%s) with the page in its language, what was typed kept, and stores nothing',
    async (locale, path, name, message) => {
      const email = `eve.${locale}@example.com`;
      const typed = { name, email, phone: '+507 6000-0000', message };
      const res = await post(
        path,
        { ...typed, [CONTACT_FORM_TOKEN_FIELD]: 'a-token-from-elsewhere' },
        '10.0.0.9',
        'https://evil.example',
      ).set('Accept', 'text/html');
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-language']).toBe(LOCALE_TAGS[locale]);
      expect(res.text).toContain(`<html lang="${LOCALE_TAGS[locale]}">`);
      const state = stateOf(res.text);
      expect(state.locale).toBe(locale);
      expect(state.contactForm?.values).toEqual(typed);
      expect(state.contactForm?.failure).toBe(MESSAGES[locale]['errors.contact_other_site']);
      // Sent from this page (this site's), it is a form of the site's own with a token of its own.
      expect(tokenOf(res.text)).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(tokenOf(res.text)).not.toBe('a-token-from-elsewhere');
      expect(await stored(email)).toHaveLength(0);
    },
  );

  it('refuses a form whose browser names no origin, or one that only looks like the site', async () => {
    const form = {
      name: 'Eve',
      email: 'eve.lookalike@example.com',
      message: 'From nowhere at all.',
    };
    const bare = await request(t.http)
      .post('/en/contact')
      .set('X-Forwarded-For', '10.0.0.10')
      .type('form')
      .send(form);
    expect(bare.status).toBe(403);
    for (const origin of ['null', 'http://bolsos.test.evil.example', 'https://bolsos.test']) {
      expect((await post('/en/contact', form, '10.0.0.10', origin)).status).toBe(403);
    }
    expect(await stored('eve.lookalike@example.com')).toHaveLength(0);
  });

  it('serves Contact from the byte cache with a fresh token in each answer, and other pages with their ETag and 304s', async () => {
    /** An answer rendered for this request says how long that took. */
    const rendered = (res: request.Response) => res.headers['server-timing'] !== undefined;
    const first = await page('/zh/联系');
    const second = await page('/zh/联系', { 'Accept-Encoding': 'br' });
    const third = await page('/zh/联系', { 'Accept-Encoding': 'gzip', 'If-None-Match': '*' });
    expect([first, second, third].map((res) => res.status)).toEqual([200, 200, 200]);
    // Rendered once: the later answers are the cached bytes, their token aside.
    expect([first, second, third].map(rendered)).toEqual([true, false, false]);
    expect(third.headers['content-encoding']).toBe('gzip');
    const tokens = [first, second, third].map((res) => tokenOf(res.text));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const blank = (html: string) => html.replace(tokenOf(html) ?? '', '');
    expect(blank(second.text)).toBe(blank(first.text));
    expect(blank(third.text)).toBe(blank(first.text));
    for (const res of [first, second, third]) {
      // No validator, so no 304 hands back a form already sent; no shared cache keeps a token.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // The policy is the page's, the same for every token (the slot is in no script).
      expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    }
    // An address the cache does not keep (a tracking tag) gets a token too.
    const tagged = await page('/en/contact?utm_source=news');
    expect(tokenOf(tagged.text)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(tagged.headers['cache-control']).toBe('private, no-cache');
    // Every other page keeps its strong ETag, its 304s and its CDN-ready caching.
    await page('/en');
    const home = await page('/en');
    expect(rendered(home)).toBe(false);
    expect(home.text).not.toContain(CONTACT_FORM_TOKEN_FIELD);
    expect(home.headers.etag).toMatch(/^"[^"]+"$/);
    expect(home.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect((await page('/en', { 'If-None-Match': home.headers.etag })).status).toBe(304);
  });

  it('drops a bot’s form (honeypot) with the same answer', async () => {
    const res = await post(
      '/contacto',
      {
        name: 'Bot',
        email: 'bot@example.com',
        message: 'Buy cheap things here now!',
        website: 'https://spam.example',
      },
      '10.0.0.5',
    );
    expect(res.status).toBe(303);
    expect(await stored('bot@example.com')).toHaveLength(0);
  });

  it('shares the JSON endpoint’s limit: the sixth form in ten minutes waits, saying so', async () => {
    const send = (n: number) =>
      post(
        '/en/contact',
        { name: 'Carla', email: `carla${n}@example.com`, message: `Question number ${n}, please.` },
        '10.0.0.7',
      );
    for (let n = 0; n < 5; n++) expect((await send(n)).status).toBe(303);
    const sixth = await send(5);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(stateOf(sixth.text).contactForm?.failure).toBe(
      'Too many attempts, please wait a moment',
    );
    expect(await stored('carla5@example.com')).toHaveLength(0);
  });
});
