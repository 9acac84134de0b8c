import { foldText, likePattern } from './fold-text';

describe('foldText', () => {
  it('lower-cases and strips accents so search ignores both', () => {
    expect(foldText('José Núñez', 'JOSE@Bolsos.test')).toBe('jose nunez jose@bolsos.test');
    expect(foldText('  Mochila   Ñandú ')).toBe('mochila nandu');
    expect(foldText(undefined, null, '蓝色')).toBe('蓝色');
  });
});

describe('likePattern', () => {
  it('escapes wildcards with "!"', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
