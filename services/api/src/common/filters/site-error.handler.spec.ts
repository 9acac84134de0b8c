import express from 'express';
import request from 'supertest';
import { siteErrorHandler } from './site-error.handler';
import { translate } from '../i18n/messages';

function site() {
  const app = express();
  app.get(/.*/, () => {
    throw new Error('boom');
  });
  app.use(siteErrorHandler());
  return app;
}

describe('siteErrorHandler', () => {
  it.each([
    { path: '/zh/产品', headers: {}, tag: 'zh-CN', locale: 'zh' },
    { path: '/en/products', headers: {}, tag: 'en', locale: 'en' },
    // No prefix: the visitor's language (cookie, else browser).
    { path: '/productos', headers: { 'Accept-Language': 'en' }, tag: 'en', locale: 'en' },
    { path: '/productos', headers: {}, tag: 'es-PA', locale: 'es' },
  ] as const)(
    'answers a failed page $path with a page in its language ($tag), without scripts',
    async ({ path, headers, tag, locale }) => {
      const res = await request(site()).get(encodeURI(path)).set(headers);
      expect(res.status).toBe(500);
      expect(res.headers['content-language']).toBe(tag);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`<html lang="${tag}">`);
      expect(res.text).toContain(`<title>${translate(locale, 'errors.server')}</title>`);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('<script');
    },
  );
});
