import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isCrawler } from '../boot/crawler';
import { ErrorPage } from '../pages/error-page';
import { errorCode, setFatalError, useFatalError } from './fatal-error';

interface AppErrorBoundaryState {
  code: number | null;
}

/**
 * Last line of defence for render errors nothing below caught: the app switches to the error
 * page. Crawlers get the console log only (and no content from the failed tree).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { code: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { code: errorCode(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    if (!isCrawler()) setFatalError(error);
  }

  override render(): ReactNode {
    if (this.state.code === null) return this.props.children;
    if (isCrawler()) return null;
    return <FatalScreen code={this.state.code} onReset={() => this.setState({ code: null })} />;
  }
}

/** The error page on its own, outside every layout (the layouts may be what failed). */
export function FatalScreen({ code, onReset }: { code: number; onReset?: () => void }) {
  return (
    <main id="main" className="bl-fatal">
      <ErrorPage code={code} onReset={onReset} />
    </main>
  );
}

/** Shows the error page while a fatal error is set (window errors, unhandled rejections). */
export function FatalErrorGate({ children }: { children: ReactNode }) {
  const fatal = useFatalError();
  return fatal ? <FatalScreen code={fatal.code} /> : children;
}
