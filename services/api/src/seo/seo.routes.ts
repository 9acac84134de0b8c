import type { Express, NextFunction, Request, Response } from 'express';
import { CompressedBodyWriter } from '../common/cache/compressed-body';
import { cacheKey, type ResponseCache } from '../common/cache/response-cache';
import { SITEMAP_PART, type SeoService } from './seo.service';

/**
 * /sitemap.xml and /robots.txt live at the site root, outside the /api prefix,
 * so they are plain Express routes mounted before the front-end fallback.
 */
export function mountSeoRoutes(app: Express, seo: SeoService, cache: ResponseCache) {
  app.get('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    cache
      .resolve(cacheKey(req), async () => {
        // Compressed as it is written: a sitemap of 50,000 URLs is never held whole.
        const body = new CompressedBodyWriter();
        await seo.writeSitemap(body);
        return { body: await body.finish(), contentType: 'application/xml; charset=utf-8' };
      })
      .then((entry) => cache.send(req, res, entry))
      .catch(next);
  });
  // The parts /sitemap.xml lists once the catalogue outgrows one file.
  app.get('/sitemaps/:part.xml', (req: Request, res: Response, next: NextFunction) => {
    const part = String(req.params.part);
    // Only names a part can have reach the cache: made-up ones cannot fill it.
    if (!SITEMAP_PART.test(part)) {
      next();
      return;
    }
    cache
      .resolve(cacheKey(req), async () => {
        const body = new CompressedBodyWriter();
        return (await seo.writeSitemapPart(part, body))
          ? { body: await body.finish(), contentType: 'application/xml; charset=utf-8' }
          : { status: 404, body: null, store: false };
      })
      .then((entry) => (entry.status === 404 ? next() : cache.send(req, res, entry)))
      .catch(next);
  });
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(seo.robots());
  });
}
