import { composePage } from './static-site';

const SHELL =
  '<!doctype html><html lang="es-PA"><head><title>Bolsos</title></head><body><div id="root"></div></body></html>';
const STYLE =
  '<style data-precedence="default" data-href="bolsos-ui">.bl-ui-toast{color:red}</style>';

describe('composePage', () => {
  it('moves the stylesheets React put into the markup to <head>, where HTML wants them', () => {
    const html = composePage(SHELL, 'en', {
      status: 200,
      head: '<title>Bags</title>',
      body: `${STYLE}<main><h1>Bags</h1></main>`,
      stateScript: '',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(head).toContain(STYLE);
    expect(root).not.toContain('<style');
    expect(root).toContain(
      '<div id="root" data-server-rendered="true"><main><h1>Bags</h1></main></div>',
    );
    expect(html.split(STYLE)).toHaveLength(2);
  });

  it('leaves text that only looks like a style alone (React escapes it)', () => {
    const body = '<p>&lt;style data-precedence=&quot;x&quot;&gt;</p>';
    const html = composePage(SHELL, 'es-PA', { status: 200, head: '', body, stateScript: '' });
    expect(html).toContain(`data-server-rendered="true">${body}</div>`);
  });
});
