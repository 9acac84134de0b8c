import express from 'express';
import request from 'supertest';
import { assignRequestId } from '../http/request-id';
import { siteErrorHandler } from './site-error.handler';

function failingSite() {
  const app = express();
  app.use((req, res, next) => {
    assignRequestId(req, res, true);
    next();
  });
  app.get('/{*path}', () => {
    throw new Error('renderer exploded <script>');
  });
  app.use(siteErrorHandler());
  return app;
}

describe('siteErrorHandler', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each([
    ['/en/products/backpacks', {}, 'en', 'Error reference: req-en'],
    ['/zh', {}, 'zh', '错误编号：req-zh'],
    ['/productos', {}, 'es', 'Referencia del error: req-es'],
    ['/admin', { cookie: 'lang=en' }, 'en', 'Error reference: req-admin'],
  ])(
    'answers %s with a 500 page in its language that shows the request id',
    async (path, headers, lang, reference) => {
      const id = reference.split(/[:：] ?/).pop() as string;
      const res = await request(failingSite())
        .get(path)
        .set({ ...headers, 'X-Request-Id': id });
      expect(res.status).toBe(500);
      expect(res.headers['x-request-id']).toBe(id);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(reference);
      expect(res.text).not.toContain('exploded');
    },
  );
});
