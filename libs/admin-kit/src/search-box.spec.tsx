import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(initial?: string) {
    const onSearch = jest.fn();
    render(<SearchBox label="Search by name" onSearch={onSearch} initial={initial} />);
    return { onSearch, input: screen.getByRole('searchbox', { name: 'Search by name' }) };
  }

  it('debounces typing by 500 ms and trims', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: ' mochila ' } });
    act(() => jest.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('mochila');
  });

  it('searches immediately on Enter', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'tote ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('tote');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('starts from the applied term and clears at once', () => {
    const { onSearch, input } = setup('ana');
    expect(input).toHaveValue('ana');
    fireEvent.click(screen.getByRole('button', { name: /close-circle/i }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(input).toHaveValue('');
  });
});
