import fs from 'node:fs';
import request from 'supertest';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { standInSite } from './support/stand-in-site';
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

/** Contact's form posted without JavaScript: a plain urlencoded POST to the page's address. */
describe.each(DIALECTS)('contact form posted without JavaScript (%s)', (dialect) => {
  let t: TestApp;
  const { webRoot } = standInSite();
  const ORIGIN = 'http://bolsos.test';

  beforeAll(async () => {
    // Behind a proxy, as a shop runs it: each test is its own visitor (X-Forwarded-For).
    t = await startTestApp(dialect, { WEB_ROOT: webRoot, TRUST_PROXY: 'true' });
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
  const stored = (email: string) => t.dataSource.getRepository(ContactMessage).findBy({ email });

  it('stores the message and answers 303 to the page with its confirmation, in the page language', async () => {
    const res = await post('/en/contact', {
      name: 'Ana',
      email: 'ana.form@example.com',
      phone: '',
      message: 'Do you have the green backpack?',
      website: '',
    });
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
    // Sent twice (a double click, a reload): stored once.
    await post('/en/contact', {
      name: 'Ana',
      email: 'ana.form@example.com',
      message: 'Do you have the green backpack?',
    });
    expect(await stored('ana.form@example.com')).toHaveLength(1);
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
      { name: '王芳', email: 'not-an-email', message: 'short' },
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
    expect(await stored('not-an-email')).toHaveLength(0);
  });

  it('refuses a form posted from another site, and stores nothing', async () => {
    const res = await post(
      '/contacto',
      { name: 'Eve', email: 'eve@example.com', message: 'A message from elsewhere.' },
      '10.0.0.9',
      'https://evil.example',
    );
    expect(res.status).toBe(403);
    expect(await stored('eve@example.com')).toHaveLength(0);
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
