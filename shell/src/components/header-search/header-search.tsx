import {
  buildPath,
  LIMITS,
  matchPath,
  SEARCH_PARAM,
  searchPath,
  type CatalogProductSummary,
  type Locale,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useLocation, useNavigate } from '@bolsos/router';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

// Fetching, debouncing and drawing suggestions is a chunk of its own, asked for when the box is
// first focused: a visitor who never searches never downloads it (issue 11's first-load budget).
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/** The `?q=` of the results page being shown, so the box keeps what was searched for. */
function shownQuery(pathname: string, search: string): string {
  if (matchPath(pathname)?.route.name !== 'search') return '';
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim();
}

/**
 * The header's search box: a plain GET form to the results page of the page's language, so it
 * works before and without JavaScript. With it, suggestions appear under the box as an ARIA
 * combobox (arrows move, Enter opens the product or the results page, Escape closes).
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const current = shownQuery(pathname, search);
  // Uncontrolled: what a visitor types before the app has hydrated stays in the box (hydration
  // would put a controlled value back), and the form reads the box when it is submitted.
  const input = useRef<HTMLInputElement>(null);
  // What suggestions are for: what was typed, until the box is submitted or the page changes (a
  // pending request then is dropped, so no list pops up over the page it led to).
  const [typed, setTyped] = useState('');
  const [armed, setArmed] = useState(false);
  const [items, setItems] = useState<CatalogProductSummary[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Another page (a result followed, the language switched): the box shows that page's query.
  const page = `${pathname}\n${current}`;
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setTyped('');
    setOpen(false);
    setActive(-1);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (item: CatalogProductSummary) => {
    setTyped('');
    close();
    navigate(item.path);
  };

  const searchAll = () => {
    const q = (input.current?.value ?? '').trim();
    setTyped('');
    close();
    if (q) navigate(searchPath(locale, q));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The products, then "see all results", the list's last option.
    const count = items.length ? items.length + 1 : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
        return;
      }
      setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      if (items[active]) pick(items[active]);
      else searchAll();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const expanded = open && items.length > 0;
  return (
    <form
      role="search"
      className="bl-search"
      action={buildPath(locale, { name: 'search' })}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="bl-visually-hidden">
        {t('common.search')}
      </label>
      <input
        // A new page starts a new box, showing that page's query.
        key={page}
        ref={input}
        id={id}
        // An ARIA 1.2 combobox is a text input: HTML allows no role on type="search" without
        // a list. inputMode and enterKeyHint keep the phone's search keyboard.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name={SEARCH_PARAM}
        defaultValue={current}
        maxLength={LIMITS.searchMax}
        autoComplete="off"
        placeholder={t('common.search')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        data-testid="header-search"
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(-1);
        }}
        onFocus={() => setArmed(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="bl-search__submit">
        {t('common.search')}
      </button>
      {armed ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            locale={locale}
            query={typed}
            listId={listId}
            label={t('common.search')}
            allLabel={t('common.search_all', { q: typed.trim() })}
            items={items}
            expanded={expanded}
            active={active}
            onResults={(results) => {
              setItems(results);
              setActive(-1);
              setOpen(results.length > 0);
            }}
            onPick={pick}
            onPickAll={searchAll}
          />
        </Suspense>
      ) : (
        <ul id={listId} role="listbox" aria-label={t('common.search')} hidden />
      )}
    </form>
  );
}
