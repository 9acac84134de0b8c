import {
  buildPath,
  isLocale,
  LOCALE_TAGS,
  UNTRANSLATED_PARAM,
  type Category,
  type Locale,
} from '@bolsos/contracts';
import { Link, useLocation } from '@bolsos/router';

type OtherLocale = Exclude<Locale, 'es'>;

/**
 * The note speaks the visitor's language on a page in another one, on the server and in the
 * hydrating render alike: so its words are here, in each language, instead of in the i18next
 * catalogue of a language this page has not loaded.
 */
const NOTE: Record<OtherLocale, { text: string; back: string }> = {
  en: {
    text: 'This bag is not translated into English yet: this is its page in Spanish.',
    back: 'Back to the English catalogue',
  },
  zh: {
    text: '这款包还没有中文介绍：以下是它的西班牙语页面。',
    back: '返回中文目录',
  },
};

/** Which language a visitor came from, when `?untranslated=` names one this product lacks. */
export function untranslatedFrom(search: string, translations: Locale[]): OtherLocale | null {
  const value = new URLSearchParams(search).get(UNTRANSLATED_PARAM);
  if (!isLocale(value) || value === 'es' || translations.includes(value)) return null;
  return value;
}

/** On a product's Spanish page reached from a language it is not translated into: says so there. */
export function UntranslatedNote({
  category,
  translations,
}: {
  category: Category;
  translations: Locale[];
}) {
  const { search } = useLocation();
  const from = untranslatedFrom(search, translations);
  if (!from) return null;
  const note = NOTE[from];
  return (
    <p className="sf-note" role="note" lang={LOCALE_TAGS[from]} data-testid="untranslated-note">
      {note.text}{' '}
      <Link to={buildPath(from, { name: 'category', category })} hrefLang={LOCALE_TAGS[from]}>
        {note.back}
      </Link>
    </p>
  );
}
