import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { createPath, type To } from './path-match';
import {
  useLocation,
  useNavigate,
  useNavigation,
  useResolvedPath,
  withBasename,
  type RelativeRoutingType,
} from './router-context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current entry; by default only a link to the current location does. */
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page. */
  reloadDocument?: boolean;
  relative?: RelativeRoutingType;
  ref?: Ref<HTMLAnchorElement>;
}

/** 'https:', 'mailto:', '//host': a link out of the app. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A real `<a href>` that navigates inside the app on a plain left click. A click with a modifier
 * key or another button, a `target` other than _self, or an `onClick` that prevented the default
 * is left to the browser (new tab, download…).
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  relative,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const { basename, location } = useNavigation();
  const navigate = useNavigate();
  const path = useResolvedPath(to, relative);
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // `path` is resolved already (absolute): the same place the href shows.
    void navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return (
    <a
      {...rest}
      href={external ? (to as string) : createPath(withBasename(basename, path))}
      onClick={click}
    >
      {children}
    </a>
  );
}

export interface NavLinkRenderProps {
  /** The location is the link's path or (without `end`) below it. */
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on the link's own path, not below it. */
  end?: boolean;
  /** A function of the state, or a class name to which 'active' is added while active. */
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A Link that knows whether it points at the current page: `aria-current="page"` and 'active'. */
export function NavLink({
  end,
  className,
  style,
  children,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  const { history } = useNavigation();
  // Case-insensitive, as routes match.
  const current = useLocation().pathname.toLowerCase();
  const target = history.encode(useResolvedPath(rest.to, rest.relative).pathname).toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  const state: NavLinkRenderProps = { isActive };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
