import { listMoves } from './popular-moves';

describe('listMoves', () => {
  const list = [1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('names the one entry moved to the top, from its place to the first', () => {
    expect(listMoves(list, [8, 1, 2, 3, 4, 5, 6, 7, 9])).toEqual([{ id: 8, from: 7, to: 0 }]);
  });

  it('names the one entry dragged down', () => {
    expect(listMoves(list, [2, 3, 4, 1, 5, 6, 7, 8, 9])).toEqual([{ id: 1, from: 0, to: 3 }]);
  });

  it('names the entry that went up when two neighbours swap', () => {
    expect(listMoves(list, [1, 3, 2, 4, 5, 6, 7, 8, 9])).toEqual([{ id: 3, from: 2, to: 1 }]);
  });

  it('lists every entry that moved when no single move explains the new order', () => {
    expect(listMoves([1, 2, 3, 4], [2, 1, 4, 3])).toEqual([
      { id: 2, from: 1, to: 0 },
      { id: 1, from: 0, to: 1 },
      { id: 4, from: 3, to: 2 },
      { id: 3, from: 2, to: 3 },
    ]);
  });

  it('says nothing of an order that did not change', () => {
    expect(listMoves(list, [...list])).toEqual([]);
  });
});
