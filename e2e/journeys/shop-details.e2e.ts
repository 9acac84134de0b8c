import { API_BASE, API_PATHS, type ShopDetailsResponse } from '@bolsos/contracts';
import { request as playwrightRequest } from '@playwright/test';
import { productWithGallery } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_ADMIN } from '../support/session';

/** Issue 34: the shop's details, as an admin keeps them, wherever shoppers and crawlers look. */

/** Where the browser sends the shop's details (API_PATHS are relative to the API's base). */
const SHOP_API = `${API_BASE}${API_PATHS.shop}`;

/** The part of schema.org's Store block the journey reads. */
interface StoreBlock {
  '@type'?: string;
  telephone?: string;
  address?: Record<string, string>;
  openingHoursSpecification?: { dayOfWeek?: string; [key: string]: string | undefined }[];
}

test('an admin’s new phone, address, hours and delivery text show in the footer, on Contact and in the Store data (telephone, PostalAddress, openingHoursSpecification), in three languages', async ({
  site,
  newVisitor,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: site.baseURL });
  await apiLogin(admin, DEMO_ADMIN);
  const current = (await (
    await apiCall(admin, 'GET', API_PATHS.shop)
  ).json()) as ShopDetailsResponse;
  const phone = `+507 300-${String(Date.now()).slice(-4)}`;
  const address = {
    street: `Calle 50, Local ${String(Date.now()).slice(-3)}`,
    city: 'Ciudad de Panamá',
    region: 'Panamá',
    postal_code: '0801',
    country: 'PA',
  };
  const saved = await apiCall(admin, 'PUT', API_PATHS.shop, {
    ...current.data,
    phone,
    address,
    hours: [
      { day: 'mon', opens: '08:30', closes: '17:30' },
      { day: 'tue', opens: '08:30', closes: '17:30' },
      { day: 'sat', opens: '09:00', closes: '13:00' },
    ],
    texts: {
      es: { ...current.data.texts.es, delivery: 'Entrega gratis en la ciudad.' },
      en: { ...current.data.texts.en, delivery: 'Free delivery in the city.' },
      zh: { ...current.data.texts.zh, delivery: '市内免费配送。' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await admin.dispose();

  const visitor = await newVisitor({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  const cases = [
    { home: '/', contact: '/contacto', days: 'Lun–Mar', delivery: 'Entrega gratis en la ciudad.' },
    {
      home: '/en',
      contact: '/en/contact',
      days: 'Mon–Tue',
      delivery: 'Free delivery in the city.',
    },
    { home: '/zh', contact: '/zh/联系', days: '周一–周二', delivery: '市内免费配送。' },
  ];
  for (const { home, contact, days, delivery } of cases) {
    await page.goto(encodeURI(home));
    const footer = page.getByTestId('shop-footer');
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(footer.getByTestId('shop-hours')).toContainText(`${days}08:30–17:30`);
    const store = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((s) => JSON.parse(s.textContent ?? '{}') as StoreBlock)
          .find((block) => block['@type'] === 'Store'),
      );
    expect(store?.telephone).toBe(phone);
    expect(store?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postal_code,
      addressCountry: 'PA',
    });
    // Each weekday the shop opens, as schema.org's days (a day left out is closed).
    expect(
      (store?.openingHoursSpecification ?? []).filter((spec) => spec.dayOfWeek !== undefined),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ]);

    await page.goto(encodeURI(contact));
    await expect(page.getByText(delivery)).toBeVisible();
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+/,
    );
  }
});

test('an admin on a phone keeps the shop’s details from the back office, by its own page, and shoppers see them at once', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginThroughUi(page, DEMO_ADMIN);
  await page.goto('/admin/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la tienda' })).toBeVisible();
  // The page fits the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const whatsapp = `+507 6${String(Date.now()).slice(-3)}-0000`;
  await page.getByLabel('WhatsApp').fill(whatsapp);
  await page.getByTestId('hours-sun').getByRole('checkbox').check();
  await page.getByTestId('shop-save').click();
  await expect(page.getByText('Datos de la tienda guardados')).toBeVisible();

  const shopper = await (await newVisitor()).newPage();
  await shopper.goto('/contacto');
  await expect(shopper.getByTestId('shop-footer').getByTestId('shop-whatsapp')).toHaveAttribute(
    'href',
    `https://wa.me/${whatsapp.replace(/\D/g, '')}`,
  );
  await expect(shopper.getByTestId('shop-footer').getByTestId('shop-hours')).toContainText('Dom');
});

test('“Ask about this bag” leads to a WhatsApp link with the bag named in its text, in three languages', async ({
  newVisitor,
  request,
}) => {
  const product = await productWithGallery(request);
  const page = await (await newVisitor({ viewport: { width: 390, height: 844 } })).newPage();
  // store.shop.whatsapp_product and store.shop.whatsapp_about of each language.
  const cases = [
    {
      lang: 'es',
      label: 'Pregunte por este bolso en WhatsApp',
      text: (name: string) => `Hola, me interesa «${name}».`,
    },
    {
      lang: 'en',
      label: 'Ask about this bag on WhatsApp',
      text: (name: string) => `Hello, I am interested in “${name}”.`,
    },
    {
      lang: 'zh',
      label: '通过 WhatsApp 咨询这款包',
      text: (name: string) => `您好，我想了解“${name}”。`,
    },
  ] as const;
  for (const { lang, label, text } of cases) {
    await page.goto(encodeURI(product.alternates[lang]));
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await page.getByTestId('ask-about-product').click();
    await expect(page.getByTestId('contact-product')).toContainText(name);
    const link = page.getByTestId('contact-whatsapp');
    await expect(link).toHaveText(label);
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe(text(name));
  }
});

test('issue 45: an admin saves the shop’s hours twice in a row on a phone, and both saves are kept', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginThroughUi(page, DEMO_ADMIN);
  await page.goto('/admin/shop');
  const save = page.getByTestId('shop-save');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === SHOP_API) {
      puts.push(request.postData() ?? '');
    }
  });
  const minute = String(Date.now() % 50).padStart(2, '0');

  await page.getByTestId('hours-sat').getByRole('checkbox').check();
  await page.getByTestId('hours-mon').getByRole('checkbox').check();
  await page.getByLabel('Sáb: Cierra').fill(`13:${minute}`);
  await save.click();
  await expect(page.getByText('Datos de la tienda guardados')).toBeVisible();
  // The save is over: the button says so and takes the next press.
  await expect(save).not.toHaveClass(/ant-btn-loading/);
  expect(puts).toHaveLength(1);

  await page.getByLabel('Lun: Cierra').fill(`17:${minute}`);
  const second = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname === SHOP_API,
  );
  await save.click();
  expect((await second).status()).toBe(200);
  await expect(save).not.toHaveClass(/ant-btn-loading/);
  expect(puts).toHaveLength(2);

  await page.reload();
  await expect(page.getByLabel('Lun: Cierra')).toHaveValue(`17:${minute}`, { timeout: 30_000 });
  await expect(page.getByLabel('Sáb: Cierra')).toHaveValue(`13:${minute}`);
});

test('issue 45: a day that closes before it opens is refused on that day, by the form and by the API', async ({
  site,
  newVisitor,
}) => {
  const context = await newVisitor({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginThroughUi(page, DEMO_ADMIN);
  await page.goto('/admin/shop');
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === SHOP_API) sent++;
  });
  const monday = page.getByTestId('hours-mon');
  await monday.getByRole('checkbox').check();
  await page.getByLabel('Lun: Abre').fill('09:00');
  await page.getByLabel('Lun: Cierra').fill('08:00');
  await page.getByTestId('shop-save').click();
  await expect(
    monday.getByText('La hora de cierre debe ser posterior a la de apertura'),
  ).toBeVisible();
  await expect(page.getByLabel('Lun: Cierra')).toHaveValue('08:00');
  expect(sent).toBe(0);

  const admin = await playwrightRequest.newContext({ baseURL: site.baseURL });
  await apiLogin(admin, DEMO_ADMIN);
  const current = (await (
    await apiCall(admin, 'GET', API_PATHS.shop)
  ).json()) as ShopDetailsResponse;
  const refused = await apiCall(admin, 'PUT', API_PATHS.shop, {
    ...current.data,
    hours: [{ day: 'mon', opens: '09:00', closes: '08:00' }],
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty([
    'hours.mon.closes',
  ]);
  await admin.dispose();
});
