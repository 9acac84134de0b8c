import { API_PATHS, type ShopDetailsResponse } from '@bolsos/contracts';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_ADMIN } from '../support/session';

/** Issue 34: the shop's details, as an admin keeps them, wherever shoppers and crawlers look. */
test('an admin’s new phone, hours and delivery text show in the footer, on Contact and in the Store data, in three languages', async ({
  site,
  newVisitor,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: site.baseURL });
  await apiLogin(admin, DEMO_ADMIN);
  const current = (await (
    await apiCall(admin, 'GET', API_PATHS.shop)
  ).json()) as ShopDetailsResponse;
  const phone = `+507 300-${String(Date.now()).slice(-4)}`;
  const saved = await apiCall(admin, 'PUT', API_PATHS.shop, {
    ...current.data,
    phone,
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
          .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; telephone?: string })
          .find((block) => block['@type'] === 'Store'),
      );
    expect(store?.telephone).toBe(phone);

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
