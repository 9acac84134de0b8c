import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config/app-config';
import {
  fallbackWidth,
  ImageProcessor,
  imageKeys,
  renditionWidths,
  UnsupportedImageError,
} from './image-processor.service';
import { StorageService } from './storage.service';

describe('renditions', () => {
  it('uses the standard widths below the image plus its own width, capped at 1600', () => {
    expect(renditionWidths(300)).toEqual([300]);
    expect(renditionWidths(1200)).toEqual([400, 800, 1200]);
    expect(renditionWidths(4000)).toEqual([400, 800, 1600]);
    expect(fallbackWidth([400, 800, 1600])).toBe(800);
    expect(fallbackWidth([300])).toBe(300);
  });
});

describe('ImageProcessor', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-img-'));
  const config = loadConfig({ STORAGE_DIR: dir });
  const processor = new ImageProcessor(new StorageService(config));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('re-encodes by content, strips metadata, and names files by content hash', async () => {
    const withExif = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#336699' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer();
    const stored = await processor.process(withExif);
    expect(stored).toMatchObject({ width: 900, height: 600, variants: [400, 800, 900] });
    const keys = imageKeys(stored.storageKey, stored.variants);
    const original = fs.readFileSync(path.join(dir, keys.original));
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    expect(original.includes(Buffer.from('secret camera owner'))).toBe(false);
    const webp = await sharp(fs.readFileSync(path.join(dir, keys.webp[0].key))).metadata();
    expect([webp.format, webp.width]).toEqual(['webp', 400]);
    // Same picture, same key: uploads are deduplicated and URLs stay cacheable.
    expect((await processor.process(withExif)).storageKey).toBe(stored.storageKey);
  });

  it('refuses files that are not images, whatever their name', async () => {
    await expect(processor.process(Buffer.from('%PDF-1.7 not an image'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });
});
