import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

describe('useDebouncedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(initial?: string) {
    const onSearch = jest.fn();
    const hook = renderHook(() => useDebouncedSearch({ onSearch, initial }));
    return { onSearch, hook };
  }

  it('waits 500 ms after the last keystroke and searches the trimmed text', () => {
    const { onSearch, hook } = setup();
    act(() => hook.result.current.change('  bol'));
    act(() => jest.advanceTimersByTime(300));
    act(() => hook.result.current.change('  bolso  '));
    expect(hook.result.current.value).toBe('  bolso  ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bolso');
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('searches at once on Enter and drops the pending countdown', () => {
    const { onSearch, hook } = setup();
    act(() => hook.result.current.change(' ana '));
    act(() => hook.result.current.submit());
    expect(onSearch).toHaveBeenCalledWith('ana');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('takes the value handed to submit (clear icon, search button)', () => {
    const { onSearch, hook } = setup('ana');
    act(() => hook.result.current.submit(''));
    expect(hook.result.current.value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('does not search again for the same trimmed term', () => {
    const { onSearch, hook } = setup('ana');
    expect(hook.result.current.value).toBe('ana');
    act(() => hook.result.current.change('ana  '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => hook.result.current.submit());
    expect(onSearch).not.toHaveBeenCalled();
    act(() => hook.result.current.change('anab'));
    act(() => hook.result.current.submit());
    act(() => hook.result.current.change('anab '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch.mock.calls).toEqual([['anab']]);
  });

  it('never fires after unmounting', () => {
    const { onSearch, hook } = setup();
    act(() => hook.result.current.change('bolso'));
    hook.unmount();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('calls the latest onSearch the component rendered with', () => {
    const first = jest.fn();
    const second = jest.fn();
    const hook = renderHook(({ onSearch }) => useDebouncedSearch({ onSearch }), {
      initialProps: { onSearch: first },
    });
    act(() => hook.result.current.change('x'));
    hook.rerender({ onSearch: second });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });
});
