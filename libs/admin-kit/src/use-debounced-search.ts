import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §5 and §9: searches wait 500 ms after the last keystroke; Enter does not wait. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface DebouncedSearchOptions {
  /** Called with the trimmed term when typing pauses, or at once on Enter; never twice in a row with the same term. */
  onSearch: (term: string) => void;
  /** The term already applied (e.g. read from the URL); the input starts with it. */
  initial?: string;
  delay?: number;
}

export interface DebouncedSearch {
  /** What the input shows, untrimmed. */
  value: string;
  /** Typing: shows the text and (re)starts the countdown. */
  change(next: string): void;
  /** Enter, the search button or clearing: searches now and drops the countdown. */
  submit(next?: string): void;
}

export function useDebouncedSearch({
  onSearch,
  initial = '',
  delay = SEARCH_DEBOUNCE_MS,
}: DebouncedSearchOptions): DebouncedSearch {
  const [value, setValue] = useState(initial);
  // The input's text for submit(): an updater function would run the side effect twice in StrictMode.
  const current = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The last term handed to onSearch: trailing spaces or retyping the same word must not refetch.
  const applied = useRef(initial.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  const fire = useCallback((raw: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const term = raw.trim();
    if (term === applied.current) return;
    applied.current = term;
    latest.current(term);
  }, []);

  const change = useCallback(
    (next: string) => {
      current.current = next;
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => fire(next), delay);
    },
    [delay, fire],
  );

  const submit = useCallback(
    (next?: string) => {
      if (next !== undefined) {
        current.current = next;
        setValue(next);
      }
      fire(current.current);
    },
    [fire],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { value, change, submit };
}
