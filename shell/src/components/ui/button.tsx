import {
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Spinner } from './spinner';

/** Spec §9: the ripple lasts about 400 ms. */
export const RIPPLE_MS = 400;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows the 14 × 14 spinner and blocks clicks (aria-busy). */
  loading?: boolean;
  icon?: ReactNode;
  block?: boolean;
}

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

/** Light button for public pages: ripple on press, spinner while loading, no antd. */
export function Button({
  variant = 'primary',
  loading = false,
  icon,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  onPointerDown,
  ...rest
}: ButtonProps) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const nextId = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const ripple = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (variant === 'link') return;
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height);
    // Presses without coordinates (synthetic or assistive) ripple from the centre.
    const x = Number.isFinite(event.clientX) ? event.clientX - rect.left : rect.width / 2;
    const y = Number.isFinite(event.clientY) ? event.clientY - rect.top : rect.height / 2;
    const id = nextId.current++;
    setRipples((current) => [...current, { id, size, x: x - size / 2, y: y - size / 2 }]);
    timers.current.push(
      setTimeout(
        () => setRipples((current) => current.filter((item) => item.id !== id)),
        RIPPLE_MS,
      ),
    );
  };

  const classes = ['bl-ui-btn', `bl-ui-btn--${variant}`, block ? 'bl-ui-btn--block' : '', className]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onPointerDown={ripple}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
      {ripples.map((item) => (
        <span
          key={item.id}
          className="bl-ui-ripple"
          data-testid="ripple"
          style={{ left: item.x, top: item.y, width: item.size, height: item.size }}
        />
      ))}
    </button>
  );
}
