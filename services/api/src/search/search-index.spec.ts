import { SearchIndex, typosAllowed } from './search-index';
import type { SearchDocument } from './search-index-builder';

const doc = (
  id: number,
  name: string,
  description = '',
  category = 'Mochilas',
): SearchDocument => ({
  id,
  name,
  category,
  description,
});

describe('SearchIndex', () => {
  const index = new SearchIndex([
    doc(1, 'Maletín Ejecutivo', 'Para laptop de 15 pulgadas, de cuero', 'Maletines'),
    doc(2, 'Mochila Verde', 'Ligera, con bolsillo para botella'),
    doc(3, 'Bolso de cuero', 'Hecho a mano en Panamá', 'Bolsos cruzados'),
    doc(4, 'Mochila de viaje', 'Cabe una laptop de 15", verde oliva'),
    doc(5, '旅行双肩包', '适合周末出行的大容量背包', '双肩包'),
    doc(6, '蓝色电脑包', '可放 15 寸笔记本', '电脑包'),
    doc(7, 'Cangurera Sol', 'Combina con nuestras mochilas', 'Cangureras'),
  ]);

  it('finds words without accents, case or whole words', () => {
    expect(index.search('maletin')).toEqual([1]);
    expect(index.search('MALETÍN')).toEqual([1]);
    expect(index.search('moch')).toEqual([2, 4, 7]);
    expect(index.search('panama')).toEqual([3]);
  });

  it('needs every word, wherever each is found', () => {
    expect(index.search('mochila verde')).toEqual([2, 4]);
    expect(index.search('laptop 15')).toEqual([1, 4]);
    expect(index.search('mochila azul')).toEqual([]);
  });

  it('ranks name matches before category and description matches', () => {
    // "cuero" is in 3's name and in 1's description.
    expect(index.search('cuero')).toEqual([3, 1]);
    // "verde": in 2's name, in 4's description; 2 is ranked first although 4 has more words.
    expect(index.search('verde')).toEqual([2, 4]);
    // A category word counts more than a description word.
    expect(index.search('mochilas')).toEqual([2, 4, 7]);
    expect(index.search('cangurera mochilas')).toEqual([7]);
    expect(index.search('sol')).toEqual([7]);
  });

  it('finds Chinese by bigrams and single characters, with no spaces', () => {
    expect(index.search('双肩')).toEqual([5]);
    expect(index.search('旅行双肩包')).toEqual([5]);
    expect(index.search('旅行电脑包')).toEqual([]);
    expect(index.search('包')).toEqual([5, 6]);
    expect(index.search('电脑包 15')).toEqual([6]);
  });

  it('finds nothing for a query without letters or digits, or in an empty index', () => {
    expect(index.search('¡¿!')).toEqual([]);
    expect(new SearchIndex([]).search('mochila')).toEqual([]);
  });

  it('forgives one typo in words of 4 to 7 letters and two from 8, after what matched as typed', () => {
    expect(typosAllowed('sol')).toBe(0);
    expect(typosAllowed('bols')).toBe(1);
    expect(typosAllowed('mochilla')).toBe(2);
    // One letter doubled, one dropped, one swapped.
    expect(index.find('mochilla')).toEqual({ ids: [2, 4, 7], total: 3, correction: 'mochila' });
    expect(index.find('maletn')).toEqual({ ids: [1], total: 1, correction: 'maletin' });
    expect(index.find('panmaa')).toEqual({ ids: [], total: 0, correction: undefined });
    expect(index.find('botela verde')).toEqual({ ids: [2], total: 1, correction: 'botella verde' });
    // Short words must be right: "sal" is not "sol".
    expect(index.search('sal')).toEqual([]);
    // A word found as typed is not corrected; its misspelt neighbours rank after it.
    const typed = new SearchIndex([doc(1, 'Bolsa playera'), doc(2, 'Bolso de cuero')]);
    expect(typed.find('bolso')).toEqual({ ids: [2, 1], total: 2, correction: undefined });
  });

  it('takes no number for a misspelling of another: each is its own product', () => {
    const numbered = new SearchIndex([doc(1, 'Mochila 1234'), doc(2, 'Mochila 1235')]);
    expect(numbered.find('1234')).toEqual({ ids: [1], total: 1, correction: undefined });
    expect(numbered.find('1236')).toEqual({ ids: [], total: 0, correction: undefined });
    expect(numbered.find('mochla 1235')).toEqual({
      ids: [2],
      total: 1,
      correction: 'mochila 1235',
    });
  });

  it('offers no correction that finds nothing', () => {
    expect(index.find('mochilla azul')).toEqual({ ids: [], total: 0, correction: undefined });
  });

  it('finds a product by its name in another language, after matches in the page language', () => {
    const shop = new SearchIndex([
      { ...doc(1, 'Mochila Urbana', 'Lleva tu backpack favorito'), elsewhere: 'Urban Pack' },
      { ...doc(2, 'Mochila Verde'), elsewhere: 'Green Backpack Mochilas 绿色双肩包 双肩包' },
      { ...doc(3, 'Cartera'), elsewhere: 'Wallet' },
    ]);
    expect(shop.search('backpack')).toEqual([1, 2]);
    expect(shop.search('green backpack')).toEqual([2]);
    expect(shop.search('双肩包')).toEqual([2]);
    expect(shop.search('wallet')).toEqual([3]);
  });

  it('answers after put and remove as an index built whole from the same products', () => {
    // Newest first, as the service builds: created at 100, 90, … 10.
    const bag = (id: number, name: string, description = '', createdAt = 110 - id * 10) => ({
      ...doc(id, name, description),
      createdAt,
    });
    const start = [
      bag(1, 'Mochila Verde', 'Ligera'),
      bag(2, 'Mochila Roja', 'De cuero'),
      bag(3, 'Bolso Verde', 'Cuero de Chiriquí'),
      bag(4, 'Cartera Roja', 'Pequeña'),
      bag(5, 'Mochila Azul', 'Escolar'),
      bag(6, 'Tote Verde', 'Lona'),
    ];
    const patched = new SearchIndex(start);
    patched.put(bag(2, 'Mochila Turquesa', 'Lona encerada')); // renamed, keeps its place
    patched.remove(4); // unpublished
    patched.put(bag(7, 'Mochila Boquete', 'Verde oliva', 200)); // new, the newest
    patched.put(bag(8, 'Bolso Roble', 'Verde', 55)); // published later, created between 5 and 6
    patched.put(bag(3, 'Bolso Verde', 'Cuero de Chiriquí y lona')); // a second change
    patched.remove(99); // never indexed: nothing happens
    const final = [
      bag(7, 'Mochila Boquete', 'Verde oliva', 200),
      bag(1, 'Mochila Verde', 'Ligera'),
      bag(2, 'Mochila Turquesa', 'Lona encerada'),
      bag(3, 'Bolso Verde', 'Cuero de Chiriquí y lona'),
      bag(5, 'Mochila Azul', 'Escolar'),
      bag(8, 'Bolso Roble', 'Verde', 55),
      bag(6, 'Tote Verde', 'Lona'),
    ];
    const whole = new SearchIndex(final);
    for (const query of [
      'mochila',
      'verde',
      'lona',
      'roja',
      'cartera',
      'turquesa',
      'boquete',
      'bolso',
      'mochilla',
      'encerad',
      'chiriqui lona',
    ]) {
      expect([query, patched.find(query)]).toEqual([query, whole.find(query)]);
    }
    expect([patched.size, patched.patched]).toEqual([7, 7]);
  });

  it("ranks a page's window exactly as its slice of the whole ranking, with the total", () => {
    const nouns = ['Mochila', 'Bolso', 'Cartera', 'Tote'];
    const colours = ['Verde', 'Roja', 'Azul'];
    const made = (id: number, createdAt = 10_000 - id) => ({
      // Names, descriptions and categories share words, so a query's matches score differently.
      ...doc(
        id,
        `${nouns[id % 4]} ${colours[id % 3]} ${id}`,
        `${nouns[(id + 1) % 4]} de lona ${colours[(id + 2) % 3]}`,
        id % 5 === 0 ? 'Bolsos' : 'Mochilas',
      ),
      createdAt,
    });
    const index = new SearchIndex(Array.from({ length: 300 }, (_, i) => made(i + 1)));
    // Changes since the build: renamed, removed, and new ones that rank among the built.
    index.put({ ...made(7), name: 'Mochila Turquesa' });
    for (const id of [3, 50, 299]) index.remove(id);
    for (const id of [301, 302, 303]) index.put(made(id, 10_000 - (id - 300) * 97));
    for (const query of ['mochila', 'verde', 'bols', 'lona roja', 'mochilla', 'turquesa', 'zz']) {
      const all = index.find(query);
      expect(all.total).toBe(all.ids.length);
      for (const offset of [0, 1, 5, 24, 150, all.total - 1, all.total, all.total + 3])
        for (const limit of [0, 1, 7, 24, 1000]) {
          const window = index.find(query, { offset: Math.max(0, offset), limit });
          expect([query, offset, limit, window]).toEqual([
            query,
            offset,
            limit,
            { ...all, ids: all.ids.slice(Math.max(0, offset), Math.max(0, offset) + limit) },
          ]);
        }
    }
  });
});
