import { hanGrams, indexTokens, normalizeText, queryTerms } from './text-normalization';

describe('search text normalization', () => {
  it('folds case and accents, Spanish ñ included', () => {
    expect(normalizeText('Maletín de CUERO')).toBe('maletin de cuero');
    expect(normalizeText('Mochila Ñandú')).toBe('mochila nandu');
    expect(normalizeText('Crème Brûlée')).toBe('creme brulee');
  });

  it('folds full- and half-width forms to plain ones', () => {
    expect(normalizeText('ＬＡＰＴＯＰ　１５')).toBe('laptop 15');
    expect(normalizeText('ﾊﾞｯｸ')).toBe('ハック');
    // Chinese punctuation becomes ASCII and splits like it.
    expect(indexTokens('双肩包，旅行')).toEqual([
      '双',
      '肩',
      '包',
      '双肩',
      '肩包',
      '旅',
      '行',
      '旅行',
    ]);
  });

  it('splits latin text into words, leaving punctuation out', () => {
    expect(indexTokens('Laptop-bag 15.6" (¡nuevo!)')).toEqual([
      'laptop',
      'bag',
      '15',
      '6',
      'nuevo',
    ]);
  });

  it('indexes Han runs as characters and bigrams, by code point', () => {
    expect(hanGrams('旅行双肩包')).toEqual({
      unigrams: ['旅', '行', '双', '肩', '包'],
      bigrams: ['旅行', '行双', '双肩', '肩包'],
    });
    // A character outside the Basic Multilingual Plane is one character, not two halves.
    expect(hanGrams('𠀀包').bigrams).toEqual(['𠀀包']);
    expect(indexTokens('蓝色 backpack')).toEqual(['蓝', '色', '蓝色', 'backpack']);
  });

  it('turns a query into terms that must all match', () => {
    expect(queryTerms('  Mochila   VERDE ')).toEqual([
      { match: 'prefix', text: 'mochila' },
      { match: 'prefix', text: 'verde' },
    ]);
    expect(queryTerms('旅行双肩包')).toEqual(
      ['旅行', '行双', '双肩', '肩包'].map((text) => ({ match: 'exact', text })),
    );
    expect(queryTerms('包')).toEqual([{ match: 'exact', text: '包' }]);
    expect(queryTerms('双肩包15寸')).toEqual([
      { match: 'exact', text: '双肩' },
      { match: 'exact', text: '肩包' },
      { match: 'prefix', text: '15' },
      { match: 'exact', text: '寸' },
    ]);
    expect(queryTerms('bag BAG bág')).toEqual([{ match: 'prefix', text: 'bag' }]);
    expect(queryTerms('¿?! —')).toEqual([]);
  });
});
