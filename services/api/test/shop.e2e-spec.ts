import { emptyShopDetails, type ShopDetails } from '@bolsos/contracts';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

/** Issue 34: the shop's details, kept by admins, shown to everyone, audited. */
describe.each(DIALECTS)('shop details (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;

  const details = (): ShopDetails => ({
    ...emptyShopDetails(),
    address: {
      street: 'Calle 50, Local 3',
      city: 'Ciudad de Panamá',
      region: 'Panamá',
      postal_code: '0801',
      country: 'PA',
    },
    phone: '+507 222-3344',
    whatsapp: '+507 6123-4567',
    email: 'Tienda@Bolsos.test',
    map_url: 'https://www.openstreetmap.org/?mlat=8.98&mlon=-79.52',
    hours: [
      { day: 'mon', opens: '09:00', closes: '18:00' },
      { day: 'sat', opens: '10:00', closes: '14:00' },
    ],
    exceptions: [{ date: '2026-12-25' }],
    texts: {
      es: { delivery: 'Entrega en 24 h', returns: '30 días', payment: 'Yappy' },
      en: { delivery: 'Delivery in 24 h', returns: '30 days', payment: 'Yappy' },
      zh: { delivery: '24 小时送达', returns: '30 天', payment: 'Yappy' },
    },
  });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Max Manager' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
  });
  afterAll(() => t.close());

  it('starts blank, and shows what an admin saves to every visitor at once', async () => {
    const visitor = new Client(t.http);
    const before = await visitor.get('/api/catalog/shop');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual(emptyShopDetails());

    const saved = await admin.put('/api/shop', details());
    expect(saved.status).toBe(200);
    expect(saved.body.data.email).toBe('tienda@bolsos.test');

    const after = await visitor.get('/api/catalog/shop');
    expect(after.body.data.address.street).toBe('Calle 50, Local 3');
    expect(after.body.data.hours).toHaveLength(2);
    expect(after.body.data.texts.zh.delivery).toBe('24 小时送达');
  });

  it('lets only admins change them', async () => {
    expect((await manager.put('/api/shop', details())).status).toBe(403);
    expect((await new Client(t.http).put('/api/shop', details())).status).toBe(419);
    expect((await manager.get('/api/shop')).status).toBe(403);
    expect((await admin.get('/api/shop')).status).toBe(200);
  });

  it('refuses malformed hours, links and numbers field by field, in the admin’s language', async () => {
    admin.lang = 'en';
    const res = await admin.put('/api/shop', {
      ...details(),
      map_url: 'http://maps.example/shop',
      whatsapp: 'call me',
      hours: [{ day: 'mon', opens: '9am', closes: '18:00' }],
    });
    admin.lang = undefined;
    expect(res.status).toBe(422);
    const fields = Object.keys(res.body.errors);
    expect(fields).toEqual(expect.arrayContaining(['map_url', 'whatsapp']));
    expect(fields.some((field) => field.startsWith('hours') && field.endsWith('opens'))).toBe(true);
    expect(res.body.errors.map_url[0]).toBe('Use an address starting with https://');
    // Nothing of the refused save was kept.
    expect((await admin.get('/api/shop')).body.data.map_url).toBe(details().map_url);
  });

  it('refuses a day that closes at or before it opens, on that day’s closing time, in the admin’s language', async () => {
    const before = (await admin.get('/api/shop')).body.data.hours;
    const cases = [
      { lang: 'es', message: 'La hora de cierre debe ser posterior a la de apertura' },
      { lang: 'en', message: 'Closing time must be after opening time' },
      { lang: 'zh', message: '关门时间必须晚于开门时间' },
    ] as const;
    for (const { lang, message } of cases) {
      admin.lang = lang;
      const res = await admin.put('/api/shop', {
        ...details(),
        hours: [
          { day: 'tue', opens: '09:00', closes: '18:00' },
          { day: 'mon', opens: '09:00', closes: '08:00' },
        ],
        exceptions: [{ date: '2026-12-24', opens: '12:00', closes: '12:00' }],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        'hours.mon.closes': [message],
        'exceptions.0.closes': [message],
      });
    }
    admin.lang = undefined;
    expect((await admin.get('/api/shop')).body.data.hours).toEqual(before);
  });

  it('records each change in the audit log', async () => {
    await admin.put('/api/shop', { ...details(), phone: '+507 333-4455' });
    const audit = await admin.get('/api/audit?entity=shop');
    expect(audit.status).toBe(200);
    expect(audit.body.data.length).toBeGreaterThanOrEqual(2);
    expect(audit.body.data[0]).toMatchObject({ entity: 'shop', entity_id: 1, action: 'update' });
  });
});
