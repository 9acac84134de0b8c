/** Image types staff may upload; SVG is not one of them (it is markup, not pixels). */
export const UPLOAD_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (data: Buffer, start: number, end: number) =>
  data.subarray(start, end).toString('latin1');

/** AVIF is an ISO-BMFF file: an `ftyp` box whose major or compatible brands name it. */
function isAvif(data: Buffer): boolean {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(data.readUInt32BE(0), data.length);
  const brands = [ascii(data, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(data, offset, offset + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * The type an upload really is, from its first bytes (magic numbers), whatever
 * its name or the Content-Type the browser guessed; null for anything else.
 */
export function sniffImageType(data: Buffer): UploadImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(data, 0, 6))) return 'gif';
  if (isAvif(data)) return 'avif';
  return null;
}
