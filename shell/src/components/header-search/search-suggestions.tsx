import { api } from '@bolsos/api-client';
import {
  searchQuery,
  type CatalogProductSummary,
  type Locale,
  type Paginated,
} from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { useEffect, useRef } from 'react';

/** The spec's search debounce (design §5): a request once typing has paused this long. */
export const SUGGEST_DEBOUNCE_MS = 500;
/** How many products the box suggests. */
export const SUGGESTIONS = 6;

export interface SearchSuggestionsProps {
  locale: Locale;
  /** the box's text as typed; asked for trimmed */
  query: string;
  listId: string;
  label: string;
  /** the last option's text: the results page for what was typed */
  allLabel: string;
  items: CatalogProductSummary[];
  expanded: boolean;
  active: number;
  onResults(items: CatalogProductSummary[]): void;
  onPick(item: CatalogProductSummary): void;
  onPickAll(): void;
}

/**
 * The listbox of the header's combobox, and what fills it: the search API's first products for
 * the trimmed text, asked for once typing pauses (a blank box clears the list at once).
 */
export default function SearchSuggestions({
  locale,
  query,
  listId,
  label,
  allLabel,
  items,
  expanded,
  active,
  onResults,
  onPick,
  onPickAll,
}: SearchSuggestionsProps) {
  const report = useRef(onResults);
  useEffect(() => {
    report.current = onResults;
  }, [onResults]);
  const asked = useRef<string>('');
  const q = query.trim();

  useEffect(() => {
    const key = `${locale}\n${q}`;
    if (!q) {
      asked.current = key;
      report.current([]);
      return undefined;
    }
    // The same words with other spaces around them: the list already shows them.
    if (asked.current === key) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const read = searchQuery(locale, q, 1, SUGGESTIONS);
      api
        .get<Paginated<CatalogProductSummary>>(read.path, {
          params: read.params,
          silent: true,
          signal: controller.signal,
        })
        .then(
          (answer) => {
            if (controller.signal.aborted) return;
            asked.current = key;
            report.current(answer.data);
          },
          () => {
            // Suggestions are a convenience: on failure the box still submits to the results page.
            if (!controller.signal.aborted) report.current([]);
          },
        );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, q]);

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      className="bl-suggestions"
      hidden={!expanded}
      data-testid="search-suggestions"
    >
      {items.map((item, index) => (
        // Keys are the combobox input's (aria-activedescendant): options never take the focus.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={item.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className="bl-suggestion"
          onClick={() => onPick(item)}
          // Keeps the focus in the box (its blur would close the list before the click lands).
          onMouseDown={(event) => event.preventDefault()}
        >
          {item.image ? (
            <img
              src={item.image.url}
              srcSet={item.image.srcset || undefined}
              sizes="48px"
              width={48}
              height={Math.round((48 * item.image.height) / item.image.width)}
              alt=""
            />
          ) : (
            <span className="bl-suggestion__blank" />
          )}
          <span className="bl-suggestion__name">{item.name}</span>
          <span className="bl-suggestion__price">{formatPrice(item.price, locale)}</span>
        </li>
      ))}
      {items.length > 0 && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          id={`${listId}-${items.length}`}
          role="option"
          aria-selected={active === items.length}
          className="bl-suggestion bl-suggestion--all"
          data-testid="search-suggestions-all"
          onClick={onPickAll}
          onMouseDown={(event) => event.preventDefault()}
        >
          {allLabel}
        </li>
      )}
    </ul>
  );
}
