import type { Express, NextFunction, Request, Response } from 'express';
import { cacheKey, type ResponseCache } from '../common/cache/response-cache';
import type { SeoService } from './seo.service';

/**
 * /sitemap.xml and /robots.txt live at the site root, outside the /api prefix,
 * so they are plain Express routes mounted before the front-end fallback.
 */
export function mountSeoRoutes(app: Express, seo: SeoService, cache: ResponseCache) {
  app.get('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    cache
      .resolve(cacheKey(req), async () => ({
        body: await seo.sitemap(),
        contentType: 'application/xml; charset=utf-8',
      }))
      .then((entry) => cache.send(req, res, entry))
      .catch(next);
  });
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(seo.robots());
  });
}
