import { LIMITS } from '@bolsos/contracts';
import { checkImageFiles, fileProgress } from './image-files';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkImageFiles', () => {
  it('refuses a type the API does not take, a file over the size limit, and what leaves no room', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('notes.pdf', 'application/pdf'),
      file('huge.png', 'image/png', LIMITS.imageMaxBytes + 1),
      file('b.webp', 'image/webp'),
      file('c.gif', 'image/gif'),
    ];
    expect(checkImageFiles(files, 2)).toEqual([
      undefined,
      { reason: 'type' },
      { reason: 'size', max: LIMITS.imageMaxBytes / (1024 * 1024) },
      undefined,
      { reason: 'count', max: LIMITS.imagesPerProduct },
    ]);
  });
});

describe('fileProgress', () => {
  it('spreads the bytes sent over the files in order', () => {
    expect(fileProgress([100, 300], 0)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 0.125)).toEqual([0.5, 0]);
    expect(fileProgress([100, 300], 0.5)).toEqual([1, 1 / 3]);
    expect(fileProgress([100, 300], 1)).toEqual([1, 1]);
  });
});
