import { act, render, screen } from '@testing-library/react';
import { FADE_MS, PageTransition } from './page-transition';

describe('PageTransition', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const ghost = (container: HTMLElement) =>
    container.querySelector('.bl-page__ghost') as HTMLElement;
  const phase = (container: HTMLElement) =>
    (container.querySelector('.bl-page') as HTMLElement).dataset.transition;

  it('renders the page without a transition or a scroll at first', () => {
    const { container } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(phase(container)).toBe('idle');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('fades the old page out, then the new one in, and scrolls smoothly to the top', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/contacto">
        <p>contact</p>
      </PageTransition>,
    );
    // The new page is already rendered (hidden by CSS), the old one is a still copy above it.
    expect(phase(container)).toBe('out');
    expect(ghost(container)).toHaveTextContent('home');
    expect(ghost(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('contact')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(phase(container)).toBe('in');
    expect(ghost(container)).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(phase(container)).toBe('idle');
  });

  it('does nothing when the same page re-renders', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/productos">
        <p>page 1</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/productos">
        <p>page 2</p>
      </PageTransition>,
    );
    expect(phase(container)).toBe('idle');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('skips the fade but still scrolls when the visitor prefers reduced motion', () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    const { container, rerender } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/en">
        <p>home en</p>
      </PageTransition>,
    );
    expect(phase(container)).toBe('idle');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
