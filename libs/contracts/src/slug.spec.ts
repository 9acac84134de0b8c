import { slugify } from './slug';
import { SLUG_PATTERN } from './validation';

describe('slugify', () => {
  it.each([
    ['Mochila Ñandú Azul', 'mochila-nandu-azul'],
    ['  Laptop Bag 15" Pro ', 'laptop-bag-15-pro'],
    ['蓝色双肩包', '蓝色双肩包'],
    ['Bolso cruzado — Edición 2026', 'bolso-cruzado-edicion-2026'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
});
