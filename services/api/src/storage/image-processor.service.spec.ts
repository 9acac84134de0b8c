import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config/app-config';
import {
  fallbackWidth,
  ImagePixelLimitError,
  ImageProcessor,
  imageKeys,
  renditionWidths,
  UnsupportedImageError,
} from './image-processor.service';
import { sniffImageType, UPLOAD_IMAGE_TYPES } from './image-type';
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

  it('takes uploads of the accepted types only, told by their bytes', async () => {
    const avif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#aa3355' },
    })
      .avif()
      .toBuffer();
    expect(await processor.process(avif, { types: UPLOAD_IMAGE_TYPES })).toMatchObject({
      width: 640,
      height: 480,
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect width="500" height="400"/></svg>',
    );
    await expect(processor.process(svg, { types: UPLOAD_IMAGE_TYPES })).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
    // The seed's drawings are SVG: without an upload's type list they are still welcome.
    expect(await processor.process(svg)).toMatchObject({ width: 500, height: 400 });
  });

  it('refuses a truncated body behind a valid header, and more pixels than it will decode', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect(sniffImageType(truncated)).toBe('jpeg');
    await expect(
      processor.process(truncated, { types: UPLOAD_IMAGE_TYPES }),
    ).rejects.toBeInstanceOf(UnsupportedImageError);
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(processor.process(huge, { types: UPLOAD_IMAGE_TYPES })).rejects.toBeInstanceOf(
      ImagePixelLimitError,
    );
  });
});

describe('sniffImageType', () => {
  it('names JPEG, PNG, WebP, GIF and AVIF by their first bytes, and nothing else', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    for (const type of UPLOAD_IMAGE_TYPES) {
      expect([type, sniffImageType(await base.clone().toFormat(type).toBuffer())]).toEqual([
        type,
        type,
      ]);
    }
    for (const other of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('GIF8'),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      // An ISO-BMFF file that is a video, not an AVIF picture.
      Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom\0\0\0\0mp41')]),
      Buffer.alloc(0),
      await base.clone().tiff().toBuffer(),
    ]) {
      expect(sniffImageType(other)).toBeNull();
    }
  });
});
