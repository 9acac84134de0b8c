import { Component, createRef, type ReactNode } from 'react';
import { prefersReducedMotion } from './scroll-to-top';

/**
 * Spec §9: fade, out-in. The old page leaves faster than the new one arrives (exits shorter than
 * entrances), so the new page starts to show within 200 ms of a tap even on a slow phone.
 * shell.css's animations use the same durations.
 */
export const FADE_OUT_MS = 100;
export const FADE_IN_MS = 150;

export interface PageTransitionProps {
  /** The path: a new key fades the old page out, then the new one in (ScrollToTop scrolls). */
  transitionKey: string;
  children: ReactNode;
}

interface PageTransitionState {
  phase: 'idle' | 'out' | 'in';
}

/**
 * Out-in without holding the router back: the new page renders at once (its data starts loading,
 * guards see the real location), while a still copy of the old page, taken just before React
 * replaced it, fades out above it; then the new page fades in. The copy is inert and hidden from
 * assistive technology.
 */
export class PageTransition extends Component<PageTransitionProps, PageTransitionState> {
  override state: PageTransitionState = { phase: 'idle' };
  private readonly content = createRef<HTMLDivElement>();
  private readonly ghost = createRef<HTMLDivElement>();
  private timers: ReturnType<typeof setTimeout>[] = [];

  override getSnapshotBeforeUpdate(previous: PageTransitionProps): Node | null {
    if (previous.transitionKey === this.props.transitionKey || prefersReducedMotion()) return null;
    return this.content.current?.cloneNode(true) ?? null;
  }

  override componentDidUpdate(
    previous: PageTransitionProps,
    _state: unknown,
    snapshot: Node | null,
  ) {
    if (previous.transitionKey === this.props.transitionKey || !snapshot) return;
    this.clearTimers();
    this.ghost.current?.replaceChildren(snapshot);
    this.setState({ phase: 'out' });
    this.timers.push(
      setTimeout(() => {
        this.ghost.current?.replaceChildren();
        this.setState({ phase: 'in' });
        this.timers.push(setTimeout(() => this.setState({ phase: 'idle' }), FADE_IN_MS));
      }, FADE_OUT_MS),
    );
  }

  override componentWillUnmount() {
    this.clearTimers();
  }

  private clearTimers() {
    this.timers.forEach(clearTimeout);
    this.timers = [];
  }

  override render() {
    const { phase } = this.state;
    return (
      <div className={`bl-page bl-page--${phase}`} data-transition={phase}>
        {/* React never renders children here; the old page's copy is put in by hand. */}
        <div ref={this.ghost} className="bl-page__ghost" aria-hidden="true" inert />
        <div ref={this.content} className="bl-page__content">
          {this.props.children}
        </div>
      </div>
    );
  }
}
