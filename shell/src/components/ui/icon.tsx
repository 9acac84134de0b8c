import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** SVG path data on a 24×24 grid. */
  path: string;
  /** Width and height; spec §9: 1em by default, so icons follow the text size. */
  size?: number | string;
  /** Announced name; without one the icon is decorative (aria-hidden). */
  title?: string;
}

export const DEFAULT_ICON_SIZE = '1em';

export function Icon({ path, size = DEFAULT_ICON_SIZE, title, className, ...rest }: IconProps) {
  return (
    <svg
      className={className ? `bl-ui-icon ${className}` : 'bl-ui-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** Material-style paths, inlined so no icon font or sprite is downloaded. */
export const ICONS = {
  alert: 'M12 2 1 21h22L12 2Zm0 4.8L19.5 19h-15L12 6.8ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z',
  info: 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
} as const;

export function AlertIcon(props: Omit<IconProps, 'path'>) {
  return <Icon path={ICONS.alert} {...props} />;
}
