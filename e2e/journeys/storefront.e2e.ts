import {
  buildPath,
  CATEGORIES,
  CATEGORY_SLUGS,
  CONTACT_FORM_TOKEN_FIELD,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
} from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { DEMO_ADMIN } from '../support/session';

/** Issue 4 journeys on the storefront: category lists, and a contact message end to end. */

test.describe('category pages', () => {
  for (const category of CATEGORIES) {
    const path = buildPath('en', { name: 'category', category });
    test(`${decodeURI(path)} lists only ${category}`, async ({ page }) => {
      await page.goto(encodeURI(path));
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const hrefs = await cards
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(decodeURI(href)).toMatch(
          new RegExp(`^/en/products/${CATEGORY_SLUGS[category].en}/[^/]+$`),
        );
      }
    });
  }
});

test.describe('contact', () => {
  test('a message sent in Chinese is stored, e-mailed to the shop and shown on the admin landing', async ({
    page,
    mailbox,
    newVisitor,
  }) => {
    const marker = `请问有黑色的吗？编号 ${Date.now()}`;
    await page.goto(encodeURI('/zh/联系'));
    await page.getByLabel('姓名').fill('李雷');
    await page.getByLabel('电子邮件').fill('li.lei@example.cn');
    await page.getByLabel('留言').fill(marker);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-submit')).toHaveText('已发送');
    await expect(page.getByTestId('contact-sent')).toContainText(
      MESSAGES.zh['messages.contact_sent'],
    );

    const mail = await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
    expect(mail.text).toContain('li.lei@example.cn');

    const staff = await newVisitor({ locale: 'es-PA' });
    const admin = await staff.newPage();
    await loginThroughUi(admin, DEMO_ADMIN);
    await admin.goto('/admin');
    await expect(admin.getByTestId('dashboard-messages')).toContainText(marker);
  });

  test('without JavaScript, a message typed on a phone is sent by the page’s own form, e-mailed to the shop and found in the back office’s inbox', async ({
    newVisitor,
    mailbox,
  }) => {
    const context = await newVisitor({
      javaScriptEnabled: false,
      locale: 'es-PA',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const marker = `Sin JavaScript ${Date.now()}`;
    await page.goto('/contacto');
    // First a refusal: what was typed comes back with the reason, the refused field focused.
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Correo electrónico').fill('rosa-sin-js');
    await page.getByLabel('Mensaje').fill(marker);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error')).toHaveText(
      'Revise los campos marcados arriba.',
    );
    await expect(page.getByLabel('Mensaje')).toHaveValue(marker);
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
    // Then sent: the confirmation page, and the shop's mail.
    await page.getByLabel('Correo electrónico').fill('rosa.sinjs@example.com');
    await page.getByTestId('contact-submit').click();
    await expect(page).toHaveURL(/\/contacto\?sent=1$/);
    await expect(page.getByTestId('contact-sent')).toContainText(
      MESSAGES.es['messages.contact_sent'],
    );
    const mail = await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
    expect(mail.text).toContain('rosa.sinjs@example.com');

    // Staff find it in the back office's inbox, once, with who sent it, and open it.
    const staff = await (await newVisitor({ locale: 'es-PA' })).newPage();
    await loginThroughUi(staff, DEMO_ADMIN);
    await staff.goto(`/admin/messages?search=${encodeURIComponent(marker)}`);
    const rows = staff.getByTestId('messages-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(marker);
    await expect(rows.first()).toContainText('Nuevo'); // admin.messages.status.new
    await rows.first().getByRole('link', { name: 'Rosa' }).click();
    await expect.poll(() => new URL(staff.url()).pathname).toMatch(/^\/admin\/messages\/\d+$/);
    await expect(staff.getByTestId('message-text')).toHaveText(marker);
    await expect(staff.getByRole('main')).toContainText('rosa.sinjs@example.com');
  });

  test('without JavaScript, a message sent from the Chinese Contact page ends on its confirmation', async ({
    newVisitor,
    mailbox,
  }) => {
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    const marker = `无脚本留言 ${Date.now()}`;
    await page.goto(encodeURI('/zh/联系'));
    await page.getByLabel('姓名').fill('李雷');
    await page.getByLabel('电子邮件').fill('li.lei.nojs@example.cn');
    await page.getByLabel('留言').fill(marker);
    await page.getByTestId('contact-submit').click();
    await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/zh/联系');
    await expect(page.getByTestId('contact-sent')).toContainText(
      MESSAGES.zh['messages.contact_sent'],
    );
  });

  test('without JavaScript, the shop reached at another of its names (localhost, not APP_URL’s 127.0.0.1) takes the form, and the same words sent from two page loads are two messages', async ({
    newVisitor,
    mailbox,
    site,
  }) => {
    const other = new URL(site.baseURL);
    other.hostname = 'localhost';
    const context = await newVisitor({
      javaScriptEnabled: false,
      locale: 'en-US',
      baseURL: other.origin,
    });
    const page = await context.newPage();
    const marker = `Twice on purpose ${Date.now()}`;
    const tokens: string[] = [];
    for (let load = 0; load < 2; load++) {
      await page.goto('/en/contact');
      // Each answer's form has a token of its own, though the page comes from the byte cache.
      tokens.push(await page.locator(`input[name="${CONTACT_FORM_TOKEN_FIELD}"]`).inputValue());
      await page.getByLabel('Name').fill('Nora');
      await page.getByLabel('E-mail').fill('nora.twice@example.com');
      await page.getByLabel('Message').fill(marker);
      await page.getByTestId('contact-submit').click();
      await expect(page).toHaveURL(new RegExp(`^${other.origin}/en/contact\\?sent=1$`));
      await expect(page.getByTestId('contact-sent')).toContainText(
        MESSAGES.en['messages.contact_sent'],
      );
    }
    expect(tokens[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(tokens[1]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(tokens[1]).not.toBe(tokens[0]);

    // Two messages, so two e-mails to the shop (each wait takes one of its own).
    for (let load = 0; load < 2; load++) {
      const mail = await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
      expect(mail.text).toContain('nora.twice@example.com');
    }
  });

  test('without JavaScript, a form posted from another site comes back on the shop’s Chinese Contact page with what was typed and why, and sent from there it goes', async ({
    newVisitor,
    mailbox,
    site,
  }) => {
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    const marker = `别处的表单 ${Date.now()}`;
    const contact = `${site.baseURL}${encodeURI('/zh/联系')}`;
    // A page elsewhere whose form posts to the shop.
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><meta charset="utf-8"><form method="post" action="${contact}">
          <input name="name" value="王芳"><input name="email" value="wang.elsewhere@example.cn">
          <textarea name="message">${marker}</textarea><button>发送</button></form>`,
      }),
    );
    await page.goto('http://elsewhere.test/');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByTestId('contact-error')).toHaveText(
      MESSAGES.zh['errors.contact_other_site'],
    );
    expect(page.url()).toBe(contact);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByLabel('姓名')).toHaveValue('王芳');
    await expect(page.getByLabel('电子邮件')).toHaveValue('wang.elsewhere@example.cn');
    await expect(page.getByLabel('留言')).toHaveValue(marker);
    // The page is the shop's own: sent from it, the message goes.
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText(
      MESSAGES.zh['messages.contact_sent'],
    );
    const mail = await mailbox.waitFor('tienda@bolsos.test', { contains: marker });
    expect(mail.text).toContain('wang.elsewhere@example.cn');
  });

  test('a quick burst of messages gets the "too many attempts" toast', async ({ page }) => {
    let toast = false;
    // Five messages per address are allowed in ten minutes; this visitor has an address of its own.
    for (let attempt = 0; attempt < 6 && !toast; attempt++) {
      await page.goto('/en/contact');
      await page.getByLabel('Name').fill('Burst Tester');
      await page.getByLabel('E-mail').fill('burst@example.com');
      await page.getByLabel('Message').fill(`Burst message number ${attempt} for the throttle.`);
      await page.getByTestId('contact-submit').click();
      const outcome = await Promise.race([
        page
          .getByTestId('contact-sent')
          .waitFor()
          .then(() => 'sent'),
        page
          .getByText(MESSAGES.en['errors.too_many_attempts'])
          .first()
          .waitFor()
          .then(() => 'throttled'),
      ]);
      toast = outcome === 'throttled';
    }
    expect(toast).toBe(true);
    await expect(
      page
        .getByRole('region', { name: /notifications/i })
        .getByText(MESSAGES.en['errors.too_many_attempts']),
    ).toBeVisible();
  });
});
