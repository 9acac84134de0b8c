import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import {
  I18nextProvider,
  Trans,
  createI18n,
  useTranslation,
  type I18n,
  type Resources,
} from '../server/src/index';

const strings: Resources = {
  en: {
    translation: {
      'demo.terms': 'Read the <0>terms</0> before you <1/>.',
      'demo.named': '<bold>{{count}}</bold> bags in <shop>the shop</shop>',
      'demo.greeting': 'Hello {{name}}',
      'demo.nested': 'Hi <1>dear <1>friend</1></1>!',
      'demo.html': 'One<br/>two <strong>three</strong>',
      'demo.unknown': 'a <x>b</x> c <0>d',
      // Not <link>: react-i18next reads an HTML void element's name (link, img, input…) as
      // self-closing, so it cannot wrap text.
      'demo.nested_named': '<more>see <bold>this</bold></more>',
    },
    remote: { 'demo.title': 'Remote title <0>{{n}}</0>' },
  },
  zh: { translation: { 'demo.greeting': '你好 {{name}}' } },
};

function html(element: ReactElement, i18n: I18n = createI18n('en', strings)): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('Trans', () => {
  it('renders positional tags as the components, and a self-closing tag with its own children', () => {
    expect(
      html(
        <Trans
          i18nKey="demo.terms"
          components={[
            // The translation's text replaces the element's own.
            <a key="terms" href="/terms">
              link
            </a>,
            <button key="go">go on</button>,
          ]}
        />,
      ),
    ).toBe('Read the <a href="/terms">terms</a> before you <button>go on</button>.');
  });

  it('renders named tags from an object of components, at any depth, with values', () => {
    expect(
      html(
        <Trans
          i18nKey="demo.named"
          values={{ count: 3 }}
          components={{ bold: <strong />, shop: <a href="/shop">shop</a> }}
        />,
      ),
    ).toBe('<strong>3</strong> bags in <a href="/shop">the shop</a>');
    expect(
      html(
        <Trans
          i18nKey="demo.nested_named"
          components={{ more: <a href="/x">link</a>, bold: <b /> }}
        />,
      ),
    ).toBe('<a href="/x">see <b>this</b></a>');
  });

  it('shows values as text: a value that looks like a tag or an entity is never parsed', () => {
    const markup = html(
      <Trans
        i18nKey="demo.greeting"
        values={{ name: '<0>Ana</0> & Bo / &lt;' }}
        components={[<strong key="0" />]}
      />,
    );
    expect(markup).toBe('Hello &lt;0&gt;Ana&lt;/0&gt; &amp; Bo / &amp;lt;');
  });

  it('looks the key up in the namespace given', () => {
    expect(
      html(
        <Trans i18nKey="demo.title" ns="remote" values={{ n: 7 }} components={[<em key="n" />]} />,
      ),
    ).toBe('Remote title <em>7</em>');
  });

  it('translates with the t or the instance given instead of the one in context', () => {
    const zh = createI18n('zh', strings);
    expect(
      html(<Trans i18nKey="demo.greeting" values={{ name: 'Li' }} t={zh.getFixedT('zh')} />),
    ).toBe('你好 Li');
    expect(html(<Trans i18nKey="demo.greeting" values={{ name: 'Li' }} i18n={zh} />)).toBe(
      '你好 Li',
    );
  });

  it('renders the children, elements included, when the key is missing', () => {
    expect(
      html(
        <Trans i18nKey="demo.missing" values={{ who: 'Ana' }}>
          Go <a href="/home">home</a>, {'{{who}}'}
        </Trans>,
      ),
    ).toBe('Go <a href="/home">home</a>, Ana');
    expect(html(<Trans i18nKey="demo.missing" />)).toBe('demo.missing');
  });

  it('maps a translation’s tags onto the children by position, nested ones inside their parent', () => {
    // Children: 'Hi ', <b> (1), and inside it 'you ', <i> (1).
    const children = ['Hi ', <b key="b">you {<i key="i">there</i>}</b>];
    expect(html(<Trans i18nKey="demo.nested">{children}</Trans>)).toBe(
      'Hi <b>dear <i>friend</i></b>!',
    );
  });

  it('uses the children’s text as the key when there is no i18nKey', () => {
    const i18n = createI18n('en', {
      en: { translation: { 'Plain <1>bold</1>': 'Llano <1>negrita</1>' } },
    });
    expect(
      html(
        <Trans>
          Plain <b>bold</b>
        </Trans>,
        i18n,
      ),
    ).toBe('Llano <b>negrita</b>');
  });

  it('renders basic HTML tags, shows unknown tags as written, and closes an unclosed one', () => {
    expect(html(<Trans i18nKey="demo.html" />)).toBe('One<br/>two <strong>three</strong>');
    // react-i18next's parser closes a tag left open at the end of the text (1.4 showed it as
    // written).
    expect(html(<Trans i18nKey="demo.unknown" components={[<b key="0" />]} />)).toBe(
      'a &lt;x&gt;b&lt;/x&gt; c <b>d</b>',
    );
  });

  it('follows the language of the instance in context', async () => {
    const i18n = createI18n('en', strings);
    // react-i18next's Trans does not listen to language changes itself: it renders again with
    // a parent that does (useTranslation), as every page's components do.
    function Greeting() {
      useTranslation();
      return (
        <p>
          <Trans i18nKey="demo.greeting" values={{ name: 'Li' }} />
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Li')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText('你好 Li')).toBeInTheDocument();
  });
});
