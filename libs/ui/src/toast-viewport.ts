import { createElement as h } from 'react';
import { toastStore, useToasts, type ToastStore } from './toast-store';
import { UiStyles } from './ui-styles';

export interface ToastViewportProps {
  /** Accessible name of each close button, already translated. */
  closeLabel: string;
  /** Accessible name of the region, already translated. */
  label: string;
  store?: ToastStore;
}

/**
 * Where toasts appear (bottom right). Plain markup: it is on every public page. Written with
 * createElement so this shared chunk does not carry its own copy of react/jsx-runtime.
 */
export function ToastViewport({ closeLabel, label, store = toastStore }: ToastViewportProps) {
  const toasts = useToasts(store);
  return h(
    'section',
    { className: 'bl-ui-toasts', 'aria-label': label, 'aria-live': 'polite' },
    h(UiStyles),
    toasts.map((toast) =>
      h(
        'div',
        {
          key: toast.id,
          className: `bl-ui-toast bl-ui-toast--${toast.kind}`,
          role: toast.kind === 'error' || toast.kind === 'warn' ? 'alert' : 'status',
          'data-testid': 'toast',
          'data-kind': toast.kind,
        },
        h('p', null, toast.message),
        h(
          'button',
          { type: 'button', 'aria-label': closeLabel, onClick: () => store.dismiss(toast.id) },
          '×',
        ),
      ),
    ),
  );
}
