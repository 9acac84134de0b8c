import { catalogueProblems } from '../testing/src/index';
import type { StringCatalogue } from './remote-strings';

describe('catalogueProblems', () => {
  const complete: StringCatalogue<'a' | 'b'> = {
    es: { a: 'Hola {{name}}', b: 'Adiós' },
    en: { a: 'Hello {{name}}', b: 'Bye' },
    zh: { a: '你好 {{name}}', b: '再见' },
  };

  it('finds nothing wrong in a complete catalogue', () => {
    expect(catalogueProblems(complete)).toEqual([]);
  });

  it('names a key missing or blank in a language, and a placeholder that differs', () => {
    const broken = {
      es: { a: 'Hola {{name}}', b: 'Adiós' },
      en: { a: 'Hello {{nombre}}', b: '  ' },
      zh: { a: '你好 {{name}}' },
    } as unknown as StringCatalogue<'a' | 'b'>;
    expect(catalogueProblems(broken)).toEqual([
      "en: 'a' has placeholders '{{nombre}}', es has '{{name}}'",
      "en: 'b' is missing",
      "zh: 'b' is missing",
    ]);
  });

  it('catches a key that only another language has', () => {
    const extra = { ...complete, zh: { ...complete.zh, c: '多' } } as StringCatalogue<string>;
    expect(catalogueProblems(extra)).toEqual(["es: 'c' is missing", "en: 'c' is missing"]);
  });
});
