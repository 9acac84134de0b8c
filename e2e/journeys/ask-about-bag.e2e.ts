import {
  apiUrl,
  API_PATHS,
  buildPath,
  contactPath,
  MESSAGES,
  productListQuery,
  type CatalogProductSummary,
  type Paginated,
} from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { DEMO_ADMIN } from '../support/session';

/**
 * Issue 4, product page → "Ask about this bag" → Contact about that bag → the shop's e-mail and
 * the admin landing name it, linking to the message's page. In Spanish: the shop's e-mail speaks
 * Spanish, and so does the admin.
 */
test('asking about a bag sends the message with the product to the shop and the admin landing', async ({
  page,
  mailbox,
  newVisitor,
}) => {
  await page.goto(encodeURI(buildPath('es', { name: 'all' })));
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await card.locator('a').first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const productUrl = new URL(page.url());

  await page.getByRole('link', { name: 'Preguntar por este bolso' }).click();
  await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe('/contacto');
  const slug = decodeURIComponent(productUrl.pathname.split('/').pop() ?? '');
  expect(new URL(page.url()).searchParams.get('product')).toBe(slug);
  const about = page.getByTestId('contact-product');
  await expect(about).toContainText(`Sobre: ${name}`);
  await expect(about.getByRole('link')).toHaveAttribute('href', productUrl.pathname);

  const marker = `¿Viene en otro color? ref ${Date.now()}`;
  await page.getByLabel('Nombre').fill('Marta Ríos');
  await page.getByLabel('Correo electrónico').fill('marta.rios@example.pa');
  await page.getByLabel('Mensaje').fill(marker);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-submit')).toHaveText('Enviado');
  await expect(page.getByTestId('contact-sent')).toContainText(
    MESSAGES.es['messages.contact_sent'],
  );

  const mail = await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
  expect(mail.subject).toBe(`Consulta de Marta Ríos sobre ${name}`);
  expect(mail.text).toContain(marker);
  expect(mail.text).toContain(`${productUrl.origin}${productUrl.pathname}`);

  const staff = await newVisitor({ locale: 'es-PA' });
  const admin = await staff.newPage();
  await loginThroughUi(admin, DEMO_ADMIN);
  const message = admin.getByTestId('dashboard-messages').locator('li', { hasText: marker });
  await expect(message).toBeVisible();
  await expect(message.getByTestId('dashboard-message-product')).toHaveText(`Sobre: ${name}`);
  // The row opens the message in the enquiries inbox, which links the bag's pages.
  await message.getByTestId('dashboard-message-link').click();
  await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/admin\/messages\/\d+$/);
  await expect(admin.getByTestId('message-text')).toHaveText(marker);
  await expect(
    admin.getByTestId('message-product').getByRole('link', { name: 'Ver en la tienda' }),
  ).toHaveAttribute('href', productUrl.pathname);
});

test('Contact about a bag arrives server-rendered: readable without JavaScript, hydrating cleanly with it', async ({
  newVisitor,
  request,
  page,
  browserLog,
}) => {
  const list = (await (
    await request.get(productListQuery('en', undefined, 1).url)
  ).json()) as Paginated<CatalogProductSummary>;
  const bag = list.data[0];
  const context = await newVisitor({ javaScriptEnabled: false, locale: 'en' });
  const noScript = await context.newPage();
  await noScript.goto(encodeURI(contactPath('en', bag.slug)));
  await expect(noScript.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(noScript.getByTestId('contact-product')).toContainText(`About: ${bag.name}`);
  // With JavaScript the same page hydrates: the server's markup is kept, and the form comes alive.
  await page.goto(encodeURI(contactPath('en', bag.slug)));
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await expect(page.getByTestId('contact-submit')).toBeEnabled();
  await expect(page.getByTestId('contact-product')).toContainText(`About: ${bag.name}`);
  expect(browserLog.filter((line) => /hydrat|page error/i.test(line))).toEqual([]);
  // The API agrees on what the address names.
  const answer = await request.get(apiUrl(API_PATHS.catalogProduct('en', bag.slug)));
  expect(((await answer.json()) as { data: { id: number } }).data.id).toBe(bag.id);
});
