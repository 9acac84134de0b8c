/**
 * Issue 30, the enquiry inbox: opening a message marks it read (new becomes open, nothing else
 * changes), and the bag it asks about is linked in the language the visitor wrote in, while staff
 * read its name in their own (Spanish where it has none).
 */
import {
  API_PATHS,
  apiUrl,
  buildPath,
  type Locale,
  type MessageDetail,
  type MessageStatus,
} from '@bolsos/contracts';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import type { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('opening an enquiry (%s)', (dialect) => {
  let t: TestApp;
  let bag: Product;
  let staff: Client;

  /** A stored enquiry, as the contact form leaves it. */
  async function enquiry(language: Locale, status: MessageStatus = 'new'): Promise<number> {
    const repo = t.dataSource.getRepository(ContactMessage);
    const row = await repo.save(
      repo.create({
        name: `Visitante ${language}`,
        email: `${language}-${status}@example.com`,
        message: 'Una pregunta sobre el bolso.',
        language,
        productId: bag.id,
        status,
        mailedAt: new Date(),
      }),
    );
    return row.id;
  }
  const slug = (locale: Locale) =>
    bag.translations.find((text) => text.locale === locale)?.slug as string;
  const read = async (id: number) => {
    const res = await staff.post(apiUrl(API_PATHS.messageRead(id)));
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    return res.body.data as MessageDetail;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    [bag] = await createProducts(t, [
      {
        category: 'fanny_packs',
        price: '35.00',
        names: { es: 'Cangurera Coral', zh: '珊瑚腰包' },
      },
    ]);
    await t.createUser({ email: 'mario@bolsos.test', roles: ['manager'], name: 'Mario' });
    staff = new Client(t.http);
    staff.lang = 'en';
    await staff.login('mario@bolsos.test');
  });
  afterAll(() => t.close());

  it('marks a new message open once, audited, and leaves any other status as it is', async () => {
    const id = await enquiry('es');
    expect((await read(id)).status).toBe('open');
    expect((await read(id)).status).toBe('open');
    const audited = await t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { entity: 'message', entityId: id } });
    expect(audited.map((entry) => entry.changes)).toEqual([
      { status: { before: 'new', after: 'open' } },
    ]);
    for (const status of ['answered', 'archived', 'spam'] as const) {
      expect((await read(await enquiry('en', status))).status).toBe(status);
    }
    expect((await staff.post(apiUrl(API_PATHS.messageRead(999999)))).status).toBe(404);
  });

  it("links the bag in the visitor's language, named in the staff member's", async () => {
    const chinese = await read(await enquiry('zh'));
    expect(chinese.product).toMatchObject({
      // English staff, no English name: the Spanish one.
      name: 'Cangurera Coral',
      path: buildPath('zh', { name: 'product', category: 'fanny_packs', slug: slug('zh') }),
    });
    staff.lang = 'zh';
    const spanish = await read(await enquiry('es'));
    staff.lang = 'en';
    expect(spanish.product).toMatchObject({
      name: '珊瑚腰包',
      path: buildPath('es', { name: 'product', category: 'fanny_packs', slug: slug('es') }),
    });
  });

  it("names the bag in the inbox list in the staff member's language, else in Spanish", async () => {
    await enquiry('en');
    const named = async (lang: Locale) => {
      staff.lang = lang;
      const res = await staff.get(apiUrl(API_PATHS.messages));
      staff.lang = 'en';
      expect(res.status).toBe(200);
      return [
        ...new Set(
          (res.body.data as { product: { name: string } | null }[]).map((m) => m.product?.name),
        ),
      ];
    };
    expect(await named('zh')).toEqual(['珊瑚腰包']);
    expect(await named('en')).toEqual(['Cangurera Coral']);
  });
});
