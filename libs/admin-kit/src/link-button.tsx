import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from '@bolsos/router';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link that looks like an antd button: a real <a href> (open in a new tab, copy the address)
 * that navigates inside the app on a plain click. Wrapping a <button> in a <Link> would nest two
 * interactive elements.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
