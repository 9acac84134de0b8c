import { pageNumbers } from './pager';

describe('pageNumbers', () => {
  it('numbers every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 31)).toEqual([1, 2, 'gap', 31]);
    expect(pageNumbers(16, 31)).toEqual([1, 'gap', 15, 16, 17, 'gap', 31]);
    expect(pageNumbers(31, 31)).toEqual([1, 'gap', 30, 31]);
  });

  it('shows a page rather than a gap that would hide only it', () => {
    expect(pageNumbers(4, 31)).toEqual([1, 2, 3, 4, 5, 'gap', 31]);
    expect(pageNumbers(28, 31)).toEqual([1, 'gap', 27, 28, 29, 30, 31]);
  });
});
