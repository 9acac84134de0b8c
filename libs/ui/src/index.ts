export {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  TOAST_KINDS,
  createToastStore,
  toast,
  toastStore,
  useToasts,
  type Toast,
  type ToastKind,
  type ToastOptions,
  type ToastState,
  type ToastStore,
} from './toast-store';
export { ToastViewport, type ToastViewportProps } from './toast-viewport';
export { UI_CSS, UiStyles } from './ui-styles';
export {
  clearTwinPaths,
  getTwinPaths,
  normalizePathname,
  setTwinPaths,
  useRegisterTwinPaths,
  useTwinPaths,
  type TwinPaths,
} from './twin-paths';
export { PageStateProvider, readPageState, usePageState, usePreloaded } from './page-state';
