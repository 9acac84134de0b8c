import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, RIPPLE_MS } from './button';
import { DEFAULT_ICON_SIZE, ICONS, Icon } from './icon';
import { SPINNER_SIZE } from './spinner';

describe('Button', () => {
  afterEach(() => jest.useRealTimers());

  it('is a plain button by default and clicks through', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('shows a 14 × 14 spinner and blocks clicks while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick} type="submit">
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const spinner = button.querySelector('.bl-ui-spinner') as HTMLElement;
    expect(SPINNER_SIZE).toBe(14);
    expect(spinner.style.width).toBe('14px');
    expect(spinner.style.height).toBe('14px');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ripples on press for about 400 ms', () => {
    jest.useFakeTimers();
    render(<Button>Go</Button>);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Go' }), { clientX: 5, clientY: 5 });
    expect(screen.getByTestId('ripple')).toBeInTheDocument();
    expect(RIPPLE_MS).toBe(400);
    act(() => jest.advanceTimersByTime(RIPPLE_MS - 1));
    expect(screen.getByTestId('ripple')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('ripple')).not.toBeInTheDocument();
  });
});

describe('Icon', () => {
  it('is 1em by default and decorative without a title', () => {
    const { container } = render(<Icon path={ICONS.check} />);
    const svg = container.querySelector('svg') as SVGElement;
    expect(DEFAULT_ICON_SIZE).toBe('1em');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced when titled', () => {
    render(<Icon path={ICONS.alert} title="Warning" size={24} />);
    expect(screen.getByRole('img', { name: 'Warning' })).toHaveAttribute('width', '24');
  });
});
