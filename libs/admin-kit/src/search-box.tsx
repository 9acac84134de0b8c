import { Input } from 'antd';
import type { CSSProperties } from 'react';
import { useDebouncedSearch } from './use-debounced-search';

export interface SearchBoxProps {
  /** Called with the trimmed term 500 ms after typing stops, at once on Enter or clear. */
  onSearch: (term: string) => void;
  /** Accessible name; also the placeholder. */
  label: string;
  initial?: string;
  delay?: number;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** The back office's search input: antd's Input.Search with the spec's debounce. */
export function SearchBox({ onSearch, label, initial, delay, style, ...rest }: SearchBoxProps) {
  const search = useDebouncedSearch({ onSearch, initial, delay });
  return (
    <Input.Search
      allowClear
      type="search"
      role="searchbox"
      style={style}
      placeholder={label}
      aria-label={label}
      data-testid={rest['data-testid']}
      value={search.value}
      onChange={(event) => search.change(event.target.value)}
      // Enter, the search button and the clear icon all land here.
      onSearch={(value) => search.submit(value)}
    />
  );
}
