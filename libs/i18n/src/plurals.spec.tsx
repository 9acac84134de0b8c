import { LOCALES } from '@bolsos/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, createI18n, defineStrings, useStrings } from '../server/src/index';
import { catalogueProblems } from '../testing/src/index';

/**
 * Plurals are i18next's plural keys, picked by `count` with each language's rules: `_one` and
 * `_other` in Spanish and English, only `_other` in Chinese (one plural category).
 */
const EXPECTED = {
  es: ['1 mensaje nuevo', '5 mensajes nuevos', '0 mensajes nuevos'],
  en: ['1 new message', '5 new messages', '0 new messages'],
  zh: ['1 条新留言', '5 条新留言', '0 条新留言'],
} as const;

describe('plurals', () => {
  it.each(LOCALES)('a common plural key in %s', (locale) => {
    const t = createI18n(locale).t;
    expect([1, 5, 0].map((count) => t('admin.menu.new_messages', { count }))).toEqual(
      EXPECTED[locale],
    );
  });

  const bags = defineStrings('pluralDemo', {
    es: { 'demo.bags_one': '{{count}} bolso', 'demo.bags_other': '{{count}} bolsos' },
    en: { 'demo.bags_one': '{{count}} bag', 'demo.bags_other': '{{count}} bags' },
    zh: { 'demo.bags_other': '{{count}} 个包' },
  });

  function Bags({ count }: { count: number }) {
    // The base key: useStrings' t takes it typed, i18next adds the form.
    const { t } = useStrings(bags);
    return <p>{t('demo.bags', { count })}</p>;
  }

  it.each([
    ['es', '<p>1 bolso</p><p>2 bolsos</p>'],
    ['en', '<p>1 bag</p><p>2 bags</p>'],
    ['zh', '<p>1 个包</p><p>2 个包</p>'],
  ] as const)('a remote’s plural key in %s', (locale, html) => {
    expect(
      renderToStaticMarkup(
        <I18nextProvider i18n={createI18n(locale)}>
          <Bags count={1} />
          <Bags count={2} />
        </I18nextProvider>,
      ),
    ).toBe(html);
  });

  it('asks Spanish and English for a `_one` form, never Chinese', () => {
    expect(catalogueProblems(bags.catalogue)).toEqual([]);
    const { es, en, zh } = bags.catalogue;
    expect(catalogueProblems({ es, en: { 'demo.bags_other': en['demo.bags_other'] }, zh })).toEqual(
      ["en: 'demo.bags_one' is missing"],
    );
  });
});
