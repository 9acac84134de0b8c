import { Logger } from '@nestjs/common';
import express, { type Express, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/app-config';
import { IMMUTABLE_CACHE_CONTROL } from './storage-driver';
import type { StorageService } from './storage.service';

/**
 * Image files under /media: straight from the folder with the local driver; with S3 and no CDN
 * address (S3_PUBLIC_URL), streamed from the bucket, so the bucket itself can stay private.
 * A file never changes under its name, so it is cached for a year either way.
 */
export function mountMedia(app: Express, config: AppConfig, storage: StorageService) {
  const { storage: settings } = config;
  if (settings.driver === 'local') {
    app.use(
      settings.publicPath,
      express.static(settings.dir, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL),
      }),
    );
    return;
  }
  if (settings.s3?.publicUrl) return;
  const logger = new Logger('Media');
  app.get(`${settings.publicPath}/{*key}`, async (req: Request, res: Response) => {
    const key = req.path.slice(settings.publicPath.length + 1);
    // Only what uploads write: products/<hash>-<size>.<ext>; nothing else is in the bucket's use.
    if (!/^products\/[a-f0-9]{32}-(?:original|\d{1,4})\.(?:jpg|webp)$/.test(key)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let object;
    try {
      object = await storage.open(key);
    } catch (error) {
      logger.error(String(error));
      res.status(503).setHeader('Retry-After', '5').type('text/plain').send('Unavailable');
      return;
    }
    if (!object) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    if (object.length !== undefined) res.setHeader('Content-Length', String(object.length));
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    // A client that goes away mid-image ends the pipeline; nothing to answer then.
    await pipeline(object.body, res).catch(() => undefined);
  });
}
