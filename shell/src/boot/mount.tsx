import { I18nextProvider, i18n, initI18n, detectBrowserLocale } from '@bolsos/i18n';
import { HYDRATED_EVENT } from '@bolsos/contracts';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from '@bolsos/router';
import { FatalScreen } from '../errors/app-error-boundary';
import { mountMode, type MountMode } from './mount-mode';

export { mountMode, type MountMode } from './mount-mode';

export interface Renderers {
  createRoot: (container: Element, options?: RootOptions) => Root;
  hydrateRoot: (container: Element, initial: ReactNode, options?: RootOptions) => Root;
}

const REACT_DOM: Renderers = { createRoot, hydrateRoot: hydrateRoot as Renderers['hydrateRoot'] };

const rootOptions: RootOptions = {
  // A hydration mismatch is repaired by a client render; worth a log, not an error page.
  onRecoverableError: (error) => console.warn('Recovered while mounting app', error),
};

/**
 * Renders nothing; its effect runs once the server's HTML has hydrated (effects follow the commit),
 * and tells the page's boot script, which replays the taps it held until then.
 */
function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function announceHydrated(container: HTMLElement): void {
  if (container.dataset.hydrated === 'true') return;
  container.dataset.hydrated = 'true';
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Hydrates the server's HTML or renders from scratch. */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  renderers: Renderers = REACT_DOM,
): { mode: MountMode; root: Root } {
  const mode = mountMode(container);
  if (mode === 'hydrate') {
    let root!: Root;
    // In a transition React hydrates in slices and lets the browser answer a tap in between,
    // instead of one long task over the whole page (the server HTML is already on screen).
    startTransition(() => {
      root = renderers.hydrateRoot(
        container,
        <>
          {app}
          <HydrationSignal onHydrated={() => announceHydrated(container)} />
        </>,
        rootOptions,
      );
    });
    return { mode, root };
  }
  const root = renderers.createRoot(container, rootOptions);
  root.render(app);
  return { mode, root };
}

/**
 * Spec §4: a failed start-up is logged as 'Error while mounting app' and the error page is shown,
 * in a fresh element (the old one may hold a half-mounted root). Never throws.
 */
export function showMountFailure(
  container: HTMLElement,
  error: unknown,
  renderers: Pick<Renderers, 'createRoot'> = REACT_DOM,
): void {
  console.error('Error while mounting app', error);
  try {
    if (!i18n.isInitialized) initI18n(detectBrowserLocale());
    const fresh = document.createElement('div');
    container.replaceChildren(fresh);
    delete container.dataset.serverRendered;
    renderers.createRoot(fresh).render(
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <FatalScreen code={500} />
        </BrowserRouter>
      </I18nextProvider>,
    );
  } catch (fallbackError) {
    // Not even the error page renders: leave a plain message rather than a blank page.
    console.error('Error while mounting app', fallbackError);
    container.textContent = 'Error 500';
  }
}
