import { PAGE_STATE_ID, type PageState } from '@bolsos/contracts';
import { createContext, createElement, useContext, type Context, type ReactNode } from 'react';

/**
 * On the server the shell and the storefront are two bundles, each with its own copy of this lib;
 * keeping the context under a global symbol makes both read the one the shell provides. It holds
 * no data: every request (and the browser page) supplies its own value through the provider.
 */
const CONTEXT_KEY = Symbol.for('bolsos.page-state');

function pageStateContext(): Context<PageState | null> {
  const registry = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<PageState | null> };
  return (registry[CONTEXT_KEY] ??= createContext<PageState | null>(null));
}

const PageStateContext = pageStateContext();

/** The API answers the server loaded for this page (per request on the server, once in a browser). */
export function PageStateProvider({
  value,
  children,
}: {
  value: PageState | null;
  children?: ReactNode;
}) {
  return createElement(PageStateContext.Provider, { value }, children);
}

export function usePageState(): PageState | null {
  return useContext(PageStateContext);
}

/** The preloaded answer to `url` (contracts `apiUrl` spelling), if the server sent one. */
export function usePreloaded<T>(url: string): T | undefined {
  return usePageState()?.api[url] as T | undefined;
}

function isPageState(value: unknown): value is PageState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageState).locale === 'string' &&
    typeof (value as PageState).api === 'object' &&
    (value as PageState).api !== null
  );
}

/** Reads `<script id="__BOLSOS_STATE__" type="application/json">` once at start-up; null when absent. */
export function readPageState(doc: Pick<Document, 'getElementById'> = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPageState(value) ? value : null;
  } catch {
    return null;
  }
}
