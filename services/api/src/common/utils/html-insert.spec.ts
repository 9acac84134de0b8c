import { insertBefore, replaceLiteral } from './html-insert';

// Every pattern String.prototype.replace would read in a string replacement.
const DOLLARS = "Bolso $` $' $& $$ $1 fin";

describe('insertBefore', () => {
  it('puts text with replacement patterns in as written, once, before the first marker', () => {
    expect(insertBefore('<head></head><body></body>', '</head>', `<title>${DOLLARS}</title>`)).toBe(
      `<head><title>${DOLLARS}</title></head><body></body>`,
    );
    expect(insertBefore('<p>a</p></body></body>', '</body>', DOLLARS)).toBe(
      `<p>a</p>${DOLLARS}</body></body>`,
    );
  });

  it('leaves a page without the marker as it is', () => {
    expect(insertBefore('<p>no head</p>', '</head>', DOLLARS)).toBe('<p>no head</p>');
  });
});

describe('replaceLiteral', () => {
  it('replaces a string or a pattern match with the text as written', () => {
    expect(replaceLiteral('<div id="root"></div>', /<div id="root">\s*<\/div>/, DOLLARS)).toBe(
      DOLLARS,
    );
    expect(replaceLiteral('a<html>b', '<html', `<html lang="${DOLLARS}"`)).toBe(
      `a<html lang="${DOLLARS}">b`,
    );
  });

  it('replaces every match of a global pattern', () => {
    expect(replaceLiteral('x1y2z', /\d/g, '$&$&')).toBe('x$&$&y$&$&z');
  });
});
