import { apiUrl, API_PATHS, buildPath, type CatalogProductDetail } from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { DEMO_ADMIN, DEMO_MANAGER } from '../support/session';

/**
 * Issue 12, enquiries: a visitor asks about a bag on the Chinese product page; a manager finds the
 * message in /admin/messages by a Chinese word, opens it and replies; the reply arrives by e-mail
 * in Chinese, and the message is answered. The back office speaks Spanish (the manager's browser),
 * with the strings of the products remote's catalogue and libs/i18n written out here.
 */

const ES = {
  menuMessages: 'Mensajes', // admin.menu.messages
  search: 'Buscar por nombre, correo, teléfono o texto', // admin.messages.search
  detailTitle: (name: string) => `Mensaje de ${name}`, // admin.messages.detail_title
  chinese: '中文', // nav.language.zh
  reply: 'Responder', // admin.messages.reply
  send: 'Enviar respuesta', // admin.messages.reply_send
  sent: (email: string) => `Respuesta enviada a ${email}.`, // admin.messages.reply_sent
  statusNew: 'Nuevo', // admin.messages.status.new
  answered: 'Respondido', // admin.messages.status.answered
  openInProducts: 'Abrir en productos', // admin.messages.product_admin
  auditMenu: 'Registro de auditoría', // admin.menu.audit (libs/i18n)
  open: 'Abierto', // admin.messages.status.open
  viewInShop: 'Ver en la tienda', // admin.products.view_in_store
  readChange: 'Estado: Nuevo → Abierto', // opened (issue 30); admin.audit.field.status in words
  statusChange: 'Estado: Abierto → Respondido', // admin.audit.field.status, values in words
  replyPart: 'Respuesta', // admin.audit.part.thread.reply
  // the visitor's name and address, then admin.audit.record + admin.audit.entity.message (issue 45)
  record: (name: string, email: string, id: number) => `${name} <${email}> (Mensaje #${id})`,
};

/** The storefront's Chinese labels (mfe-storefront's catalogue). */
const ZH = {
  ask: '咨询这款包', // store.product.ask
  name: '姓名', // store.contact.name
  email: '电子邮件', // store.contact.email
  message: '留言', // store.contact.message
  sent: '已发送', // store.contact.sent
};

/** A per-run stamp in Chinese numerals, so the search word names this run's message only. */
function chineseStamp(): string {
  const digits = '零一二三四五六七八九';
  return String(Date.now())
    .slice(-8)
    .split('')
    .map((digit) => digits[Number(digit)])
    .join('');
}

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

test('a visitor asks about a bag in Chinese; a manager finds it by a Chinese word and replies in the inbox; the reply arrives in Chinese and the message is answered', async ({
  page,
  mailbox,
  newVisitor,
  request,
}) => {
  // The visitor, on the Chinese shop.
  const visitorContext = await newVisitor({ locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(encodeURI(buildPath('zh', { name: 'all' })));
  const card = visitor.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await card.locator('a').first().click();
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const bag = (await heading.textContent())?.trim() ?? '';
  expect(bag).not.toBe('');
  const productPath = pathname(visitor);
  expect(productPath.startsWith('/zh/产品/')).toBe(true);
  // The back office names the bag in the staff member's language: its Spanish name.
  const read = async (lang: string, slug: string) =>
    (
      (await (await request.get(apiUrl(API_PATHS.catalogProduct(lang, slug)))).json()) as {
        data: CatalogProductDetail;
      }
    ).data;
  const zhBag = await read('zh', productPath.split('/').pop() ?? '');
  const esBag = await read('es', zhBag.alternates.es.split('/').pop() ?? '');

  await visitor.getByRole('link', { name: ZH.ask }).click();
  await expect.poll(() => pathname(visitor)).toBe('/zh/联系');
  const word = `编号${chineseStamp()}`;
  const question = `请问这款包有黑色的吗？${word}`;
  const name = '王芳';
  const email = `wang.${Date.now()}@example.cn`;
  await visitor.getByLabel(ZH.name).fill(name);
  await visitor.getByLabel(ZH.email).fill(email);
  await visitor.getByLabel(ZH.message).fill(question);
  await visitor.getByTestId('contact-submit').click();
  await expect(visitor.getByTestId('contact-submit')).toHaveText(ZH.sent);

  // The manager, in the back office (Spanish).
  await loginThroughUi(page, DEMO_MANAGER);
  const menuEntry = page.getByTestId('admin-menu-messages');
  await expect(menuEntry).toContainText(ES.menuMessages);
  await expect(page.getByTestId('admin-menu-messages-count')).toBeVisible();
  await menuEntry.click();
  await expect.poll(() => pathname(page)).toBe('/admin/messages');
  await page.getByRole('searchbox', { name: ES.search }).fill(word);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
  const rows = page.getByTestId('messages-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(question);
  await expect(rows.first()).toContainText(esBag.name);
  await expect(rows.first()).toContainText(ES.statusNew);
  await rows.first().getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name: ES.detailTitle(name) })).toBeVisible();
  const messageId = Number(pathname(page).split('/').pop());
  await expect(page.getByTestId('message-language')).toHaveText(ES.chinese);
  await expect(page.getByTestId('message-text')).toHaveText(question);
  const about = page.getByTestId('message-product');
  await expect(about).toContainText(esBag.name);
  await expect(about.getByRole('link', { name: ES.openInProducts })).toHaveAttribute(
    'href',
    /^\/admin\/products\/\d+$/,
  );
  // Opened, it is read (issue 30); the shop link is the bag's page the visitor wrote from.
  await expect(page.getByTestId('message-detail')).toContainText(ES.open);
  const shopLink = about.getByRole('link', { name: ES.viewInShop });
  expect(decodeURI((await shopLink.getAttribute('href')) ?? '')).toBe(productPath);

  const reply = `您好，这款包有黑色的，欢迎到店看看。${word}`;
  await page.getByRole('textbox', { name: ES.reply }).fill(reply);
  await page.getByRole('button', { name: ES.send }).click();
  await expect(page.getByText(ES.sent(email))).toBeVisible();
  await expect(page.getByTestId('thread-reply')).toContainText(reply);
  await expect(page.getByTestId('thread-reply')).toContainText(DEMO_MANAGER.name);
  await expect(page.getByRole('textbox', { name: ES.reply })).toHaveValue('');
  await expect(page.getByTestId('message-detail')).toContainText(ES.answered);

  // The visitor's mailbox: the reply, in Chinese, with their question quoted.
  const mail = await mailbox.waitFor(email, { contains: reply });
  expect(mail.subject).toBe(`回复：您关于${bag}的咨询`);
  // The reply greets the visitor itself ("您好，…"): the template adds no second greeting (issue 45),
  // and signs with the manager's name since the reply has no sign-off of its own.
  expect(mail.text).not.toContain(`${name}，您好：`);
  expect(mail.text.match(/您好/g)).toHaveLength(1);
  expect(mail.text).toContain('您的留言：');
  expect(mail.text).toContain(question);
  expect(mail.text).toContain(DEMO_MANAGER.name);

  // Back in the list, the message is answered.
  await page.goto(`/admin/messages?search=${encodeURIComponent(word)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ES.answered);

  // The admin finds the manager's reply and the status change in the audit log.
  const adminContext = await newVisitor({ locale: 'es-PA' });
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, DEMO_ADMIN);
  await admin.getByRole('menuitem', { name: ES.auditMenu }).click();
  await expect.poll(() => pathname(admin)).toBe('/admin/audit');
  await admin.goto('/admin/audit?entity=message');
  const entries = admin.getByTestId('audit-table').locator('tr');
  const recordLink = admin.getByRole('link', {
    name: ES.record(name, email, messageId),
    exact: true,
  });
  const statusRow = entries.filter({ hasText: ES.statusChange }).filter({ has: recordLink });
  await expect(statusRow).toHaveCount(1);
  await expect(statusRow).toContainText(DEMO_MANAGER.name);
  const readRow = entries.filter({ hasText: ES.readChange }).filter({ has: recordLink });
  await expect(readRow).toHaveCount(1);
  // One action, one entry (issue 45): the reply and the status it set are the same row.
  const replyRow = entries.filter({ hasText: reply });
  await expect(replyRow).toHaveCount(1);
  await expect(replyRow).toContainText(ES.replyPart);
  await expect(replyRow).toContainText(ES.statusChange);
  await expect(replyRow).toContainText(DEMO_MANAGER.name);
  await expect(
    replyRow.getByRole('link', { name: ES.record(name, email, messageId) }),
  ).toHaveAttribute('href', `/admin/messages/${messageId}`);
});
