import { useTranslation } from '@bolsos/i18n';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from '../components/error-card';

export interface RemoteBoundaryProps {
  /** What is loading (an MF remote name, or a lazy layout), for the console only. */
  name: string;
  /** The boundary forgets its error when this changes (the path), so one bad page is not sticky. */
  resetKey: string;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a remote that cannot be fetched (down, bad manifest, missing chunk) or that throws while
 * rendering, and shows the error card in place of that remote's routes only. Lazy shell chunks
 * (the admin layout) use it too.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RemoteBoundaryProps,
    state: RemoteBoundaryState,
  ): Partial<RemoteBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`"${this.props.name}" failed to load or render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <RemoteErrorCard /> : this.props.children;
  }
}

export function RemoteErrorCard() {
  const { t } = useTranslation();
  return (
    <ErrorCard title={t('error.title', { code: 503 })} message={t('error.page_load')}>
      <button type="button" className="bl-button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </ErrorCard>
  );
}
