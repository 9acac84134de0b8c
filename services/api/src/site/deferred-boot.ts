/// <reference lib="dom" />
import { HYDRATED_EVENT } from '@bolsos/contracts';
import { insertBefore, replaceLiteral } from '../common/utils/html-insert';
import { scriptJson } from './seo-head';

/** A file the app needs at start-up, fetched early once the boot begins. */
export interface BootPreload {
  href: string;
  as: 'script' | 'fetch';
  /** `fetch` preloads must match the federation runtime's CORS-mode request to be reused. */
  crossOrigin?: boolean;
}

export interface BootPlan {
  /** The shell's entry scripts, in order. */
  scripts: string[];
  preloads: BootPreload[];
}

/**
 * Runs in the browser, inlined into a server-rendered page (so it must not close over anything).
 *
 * Why: the page is complete HTML, readable and navigable without scripts, and the largest paint
 * is a photo. Scripts requested beside it share the phone's bandwidth with it, so the app's files
 * are only requested once the page has loaded and painted its photos, or the visitor starts to
 * use it, whichever comes first. Until the app has hydrated, a tap on a control the HTML cannot serve
 * alone (a button, a select, a form's submit) is held and replayed once it has, so nothing done
 * in the meantime is lost; links keep working as links.
 */
export function deferredBoot(plan: BootPlan, hydratedEvent: string): void {
  const doc = document;
  let started = false;
  let hydrated = false;
  const held: Array<() => void> = [];
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

  function start() {
    if (started) return;
    started = true;
    intents.forEach((type) => removeEventListener(type, start, true));
    const steps: Array<() => void> = [];
    plan.preloads.forEach((item) =>
      steps.push(() => {
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.href = item.href;
        link.setAttribute('as', item.as);
        if (item.crossOrigin) link.crossOrigin = 'anonymous';
        doc.head.appendChild(link);
      }),
    );
    plan.scripts.forEach((src) =>
      steps.push(() => {
        const script = doc.createElement('script');
        script.src = src;
        // Dynamically inserted scripts are async by default; the entries must run in order.
        script.async = false;
        doc.head.appendChild(script);
      }),
    );
    // One request per task: starting a fetch costs the main thread up to several ms on a phone,
    // and the page is already usable, so none of it needs to happen in one long task.
    (function next() {
      const step = steps.shift();
      if (!step) return;
      step();
      setTimeout(next, 0);
    })();
  }

  function hold(event: Event) {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      // A form that says method="get" (the header's search) is a link with a field: the server
      // renders its answer. The app's other forms name no method and are submitted by the app.
      if (target.getAttribute('method')?.toLowerCase() === 'get') return;
      // Any other native submit would leave the page (or post nothing useful): the app submits it.
      event.preventDefault();
      held.push(() => target.isConnected && target.requestSubmit());
    } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
      // The select shows the new choice already; the app must still hear about it.
      held.push(
        () => target.isConnected && target.dispatchEvent(new Event('change', { bubbles: true })),
      );
    } else if (event.type === 'click') {
      const control = target.closest('button, summary, [role="button"]');
      if (!control || control.closest('a[href]')) return;
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return; // its form's submit event is held instead
      event.preventDefault();
      held.push(() => control.isConnected && (control as HTMLElement).click());
    }
    start();
  }

  ['click', 'change', 'submit'].forEach((type) => doc.addEventListener(type, hold, true));
  addEventListener(hydratedEvent, () => {
    hydrated = true;
    ['click', 'change', 'submit'].forEach((type) => doc.removeEventListener(type, hold, true));
    // In a task of its own: the signal comes from React's effects, and an event React receives
    // while it is still committing, for a section it has yet to hydrate, is stopped, not handled.
    setTimeout(() => held.splice(0).forEach((replay) => replay()), 0);
  });
  intents.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  // After a frame has painted the loaded photos (a second frame callback runs only once the first
  // frame is on screen), so no request starts before the largest paint.
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (doc.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
}

/** The inline <script> that boots a server-rendered page with `plan`. */
export function deferredBootTag(plan: BootPlan): string {
  return `<script>(${compactSource(deferredBoot.toString())})(${scriptJson(plan)},${scriptJson(HYDRATED_EVENT)})</script>`;
}

/**
 * The function's text without its indentation and whole-line comments, which every page would
 * otherwise carry. Line breaks stay, so the code means exactly what it did.
 */
function compactSource(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** The entry scripts of the shell's index.html (`<script defer src>` or `<script src>`). */
export function entryScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g))
    found.push(match[1]);
  return found;
}

/** The shell's index.html with its entry scripts replaced by the deferred boot. */
export function withDeferredBoot(html: string, preloads: BootPreload[]): string {
  const scripts = entryScripts(html);
  if (scripts.length === 0) return html;
  const withoutEntries = replaceLiteral(html, /<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>/g, '');
  return insertBefore(withoutEntries, '</head>', deferredBootTag({ scripts, preloads }));
}
