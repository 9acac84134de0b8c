import { createStore, useStore, type StoreApi } from 'zustand';

/** The four kinds of the spec (§8); the same names `@bolsos/api-client` notifies with. */
export type ToastKind = 'success' | 'info' | 'warn' | 'error';

export const TOAST_KINDS: readonly ToastKind[] = ['success', 'info', 'warn', 'error'];

/** Spec §9: every toast stays 8 seconds. */
export const TOAST_DURATION_MS = 8000;

/** Older toasts leave first when more than this many are on screen. */
export const MAX_TOASTS = 5;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastOptions {
  /** ms on screen; default TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export interface ToastStore {
  /** The zustand store behind it (1.1), for `useStore(store.state, selector)`. */
  readonly state: StoreApi<ToastState>;
  /**
   * Shows a toast and returns its id. The same kind and message already on screen is restarted.
   * A success closes the error toasts on screen.
   */
  show(kind: ToastKind, message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly Toast[] = [];

/**
 * The toasts in a zustand store (zustand is a shared singleton, 0.4 KiB), with the timers and
 * the de-duplication around it. Timers read the global `setTimeout` at call time so tests can
 * fake them.
 */
export function createToastStore(defaultDuration = TOAST_DURATION_MS): ToastStore {
  const state = createStore<ToastState>()(() => ({ toasts: EMPTY }));
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const current = () => state.getState().toasts;
  const emit = (toasts: readonly Toast[]) => state.setState({ toasts });

  const stopTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const dismiss = (id: number) => {
    stopTimer(id);
    const toasts = current();
    if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
  };

  const startTimer = (id: number, duration: number) => {
    stopTimer(id);
    if (duration > 0 && Number.isFinite(duration)) {
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    }
  };

  return {
    state,
    show(kind, message, options = {}) {
      const duration = options.duration ?? defaultDuration;
      const toasts = current();
      // Several failed calls at once (a 429 burst) would otherwise stack identical toasts.
      const same = toasts.find((toast) => toast.kind === kind && toast.message === message);
      if (same) {
        startTimer(same.id, duration);
        return same.id;
      }
      const toast: Toast = { id: nextId++, kind, message };
      // A success settles what an earlier error said ("Fields pending completion" beside "Saved"
      // reads as if the save had failed): the errors on screen leave as it comes.
      const stale = kind === 'success' ? toasts.filter((item) => item.kind === 'error') : [];
      for (const old of stale) stopTimer(old.id);
      const next = [...toasts.filter((item) => !stale.includes(item)), toast];
      for (const old of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) stopTimer(old.id);
      emit(next.slice(-MAX_TOASTS));
      startTimer(toast.id, duration);
      return toast.id;
    },
    dismiss,
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (current().length > 0) emit(EMPTY);
    },
    getSnapshot: current,
    subscribe: (listener) => state.subscribe(() => listener()),
  };
}

/** The page's toasts, shared as a Module Federation singleton so every app shows them in one place. */
export const toastStore: ToastStore = createToastStore();

/** `toast.success('Saved')`, `toast.error(message)`… from any app or library. */
export const toast = {
  show: (kind: ToastKind, message: string, options?: ToastOptions) =>
    toastStore.show(kind, message, options),
  success: (message: string, options?: ToastOptions) =>
    toastStore.show('success', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  warn: (message: string, options?: ToastOptions) => toastStore.show('warn', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
  clear: () => toastStore.clear(),
};

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useStore(store.state, (state) => state.toasts);
}
