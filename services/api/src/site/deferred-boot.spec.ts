/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { HYDRATED_EVENT } from '@bolsos/contracts';
import { deferredBootTag, entryScripts, withDeferredBoot, type BootPlan } from './deferred-boot';

const INDEX =
  '<!DOCTYPE html><html><head><title>Bolsos</title><script defer src="/static/js/index.abc123.js"></script></head><body><div id="root"></div></body></html>';

const PLAN: BootPlan = {
  scripts: ['/static/js/index.abc123.js'],
  preloads: [
    { href: '/mfe/storefront/mf-manifest.json', as: 'fetch', crossOrigin: true },
    { href: '/mfe/storefront/static/js/storefront.1.js', as: 'script' },
  ],
};

/** Runs the inline script exactly as the browser would, in this jsdom document. */
function runInline(tag: string, readyState: DocumentReadyState = 'loading') {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const code = tag.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Two frames and the task after them (jsdom runs animation frames on a ~16 ms timer). */
const afterFrame = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
/** Enough tasks for every step of a plan to have run. */
const allTasks = async () => {
  for (let i = 0; i < 10; i++) await nextTask();
};

const requested = () =>
  [...document.head.querySelectorAll('link[rel="preload"], script[src]')].map((node) =>
    node.tagName === 'SCRIPT'
      ? `script ${node.getAttribute('src')} async=${String((node as HTMLScriptElement).async)}`
      : `preload ${node.getAttribute('as')} ${node.getAttribute('href')}${node.getAttribute('crossorigin') !== null ? ' cors' : ''}`,
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><a href="/productos">link</a><button type="button">Ver foto 2</button>' +
    '<form><input name="q" value="x"><button type="submit">Enviar</button></form>' +
    '<select><option value="a">a</option><option value="b">b</option></select></div>';
});

// Each test's boot script stays attached to this one window: hydrating lets go of its listeners.
afterEach(() => window.dispatchEvent(new Event(HYDRATED_EVENT)));

describe('withDeferredBoot', () => {
  it('replaces the entry script with one inline boot script carrying it and the preloads', () => {
    const html = withDeferredBoot(INDEX, PLAN.preloads);
    expect(html).not.toContain('<script defer');
    expect(entryScripts(html)).toEqual([]);
    expect(html).toContain(deferredBootTag(PLAN));
    expect(html.indexOf(deferredBootTag(PLAN))).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without entry scripts alone', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(withDeferredBoot(bare, PLAN.preloads)).toBe(bare);
  });

  it('cannot be broken out of by a file name', () => {
    const tag = deferredBootTag({ scripts: ['/x</script><script>alert(1)//.js'], preloads: [] });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the inline boot script', () => {
  it('requests nothing before the page has loaded, then the preloads and entries in order, one per task', async () => {
    runInline(deferredBootTag(PLAN));
    expect(requested()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    // Not in the load event itself: after the next frame has painted.
    expect(requested()).toEqual([]);
    await afterFrame();
    expect(requested()).toHaveLength(1);
    await nextTask();
    expect(requested()).toHaveLength(2);
    await allTasks();
    expect(requested()).toEqual([
      'preload fetch /mfe/storefront/mf-manifest.json cors',
      'preload script /mfe/storefront/static/js/storefront.1.js',
      'script /static/js/index.abc123.js async=false',
    ]);
    // Once only.
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await allTasks();
    expect(requested()).toHaveLength(3);
  });

  it('starts after the next frame on a page that has already loaded', async () => {
    runInline(deferredBootTag(PLAN), 'complete');
    await afterFrame();
    await allTasks();
    expect(requested()).toHaveLength(3);
  });

  it('starts early when the visitor begins to use the page', async () => {
    runInline(deferredBootTag(PLAN));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await allTasks();
    expect(requested()).toHaveLength(3);
  });

  it('holds taps on buttons, submits and select changes until the app has hydrated, then replays them', async () => {
    runInline(deferredBootTag(PLAN));
    const button = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const form = document.querySelector('form') as HTMLFormElement;
    const select = document.querySelector('select') as HTMLSelectElement;
    const link = document.querySelector('a') as HTMLAnchorElement;

    const clicks: boolean[] = [];
    const submits: boolean[] = [];
    const changes: string[] = [];
    const linkClicks: boolean[] = [];
    // The app's own handlers, as React would attach them after hydration (bubbling phase).
    document.addEventListener('click', (event) => {
      if (event.target === button) clicks.push(event.defaultPrevented);
      if (event.target === link) linkClicks.push(event.defaultPrevented);
    });
    document.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.addEventListener('change', () => changes.push(select.value));

    button.click();
    (form.querySelector('button') as HTMLButtonElement).click();
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    // Held: the button's click and the submit were stopped from doing their native thing.
    expect(clicks).toEqual([true]);
    expect(submits).toEqual([true]);
    // A link is left to navigate.
    expect(linkClicks).toEqual([false]);
    // The tap also started the app's download.
    expect(requested()).toHaveLength(1);

    window.dispatchEvent(new Event(HYDRATED_EVENT));
    // Not while React is still committing (the signal comes from its effects): in the next task.
    expect(clicks).toEqual([true]);
    await nextTask();
    // Replayed once, now reaching the app undisturbed.
    expect(clicks).toEqual([true, false]);
    expect(submits).toEqual([true, false]);
    expect(changes).toEqual(['b', 'b']);

    // After hydration nothing is held any more.
    button.click();
    expect(clicks).toEqual([true, false, false]);
  });

  it('lets a method="get" form (the header search) submit natively before hydration', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form method="get" action="/buscar" id="search"><input name="q" value="bolso"></form>',
    );
    runInline(deferredBootTag(PLAN));
    const search = document.getElementById('search') as HTMLFormElement;
    const submits: boolean[] = [];
    // On the form itself: after the boot script's capturing listener, before other tests' ones.
    search.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    search.requestSubmit();
    expect(submits).toEqual([false]);
  });

  it('drops a held tap whose control the app has since removed', async () => {
    runInline(deferredBootTag(PLAN));
    const button = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    button.click();
    button.remove();
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await nextTask();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
