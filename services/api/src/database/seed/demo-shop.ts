import type { ShopDetails } from '@bolsos/contracts';

/** The demo shop's details: a bag shop in Panama City (invented address and numbers). */
export const DEMO_SHOP: ShopDetails = {
  address: {
    street: 'Calle 50 y Vía España, Local 12',
    city: 'Ciudad de Panamá',
    region: 'Panamá',
    postal_code: '0801',
    country: 'PA',
  },
  map_url: 'https://www.openstreetmap.org/?mlat=8.9824&mlon=-79.5199#map=17/8.9824/-79.5199',
  phone: '+507 222-3344',
  whatsapp: '+507 6123-4567',
  email: 'tienda@bolsos.test',
  hours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      opens: '09:00',
      closes: '18:00',
    })),
    { day: 'sat', opens: '10:00', closes: '14:00' },
  ],
  exceptions: [{ date: '2026-12-25' }, { date: '2027-01-01' }],
  social: {
    facebook: 'https://www.facebook.com/bolsos.demo',
    instagram: 'https://www.instagram.com/bolsos.demo',
    tiktok: '',
  },
  texts: {
    es: {
      delivery:
        'Entregamos en la Ciudad de Panamá en 24–48 horas y en el interior en 3–5 días hábiles.',
      returns: 'Tiene 30 días para devolver un bolso sin usar, con su etiqueta.',
      payment: 'Aceptamos tarjetas, Yappy, transferencia y efectivo en la tienda.',
    },
    en: {
      delivery:
        'We deliver in Panama City within 24–48 hours, elsewhere in Panama in 3–5 working days.',
      returns: 'You have 30 days to return an unused bag with its tag.',
      payment: 'We take cards, Yappy, bank transfer and cash in the shop.',
    },
    zh: {
      delivery: '巴拿马城内 24–48 小时送达，其他地区 3–5 个工作日送达。',
      returns: '未使用且吊牌完好的包可在 30 天内退货。',
      payment: '支持银行卡、Yappy、银行转账，门店可付现金。',
    },
  },
};
