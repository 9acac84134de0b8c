import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import { isCrawler } from '../boot/crawler';
import { isChunkLoadError, reloadOnce } from '../errors/reload-guard';
import { ErrorPage } from '../pages/error-page';
import { reportReleaseFailure } from './release-beacon';
import { VersionSkewPage } from '../pages/version-skew-page';
import { describeVersionSkew, findVersionSkew } from './version-skew';

/** Code shown when a remote or a lazy chunk could not be downloaded. */
export const LOAD_ERROR_CODE = 503;

export interface RemoteBoundaryProps {
  /** What is loading (an MF remote name, or a lazy shell area), for the console only. */
  name: string;
  /** The boundary forgets its error when this changes (the path), so one bad page is not sticky. */
  resetKey: string;
  children: ReactNode;
  /** The guarded reload; returns false inside its 10 s window. */
  reload?: () => boolean;
  /**
   * The remote's manifest URL (remotes config): a failure is reported to the API's release health
   * for the release it names. Absent for the shell's own lazy areas, which are no release.
   */
  manifest?: string;
  /** The page load's token (remotes config), sent with a failure report. */
  loadToken?: string;
}

interface RemoteBoundaryState {
  error: unknown;
  resetKey: string;
  reloading: boolean;
}

/**
 * Catches a remote that cannot be fetched (down, bad manifest, missing chunk), that was built for
 * another platform version than the shell provides (a translated "this section was updated" page
 * with a Reload button), or that throws while rendering, and shows the error page in place of
 * that remote's routes only: the layout and the rest of the site keep working. A download failure first gets one guarded page reload (a new
 * release may have replaced the chunks); a second one within 10 s shows the error page. A remote's
 * failure is also reported (release-beacon.ts), so a failing canary release gets stopped.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = {
    error: null,
    resetKey: this.props.resetKey,
    reloading: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('Unknown error'), reloading: false };
  }

  static getDerivedStateFromProps(
    props: RemoteBoundaryProps,
    state: RemoteBoundaryState,
  ): Partial<RemoteBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, reloading: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const skew = findVersionSkew(error, this.props.name);
    if (this.props.manifest !== undefined) {
      // Code that never ran (not downloaded, or built for another platform) failed to load.
      const kind = skew || isChunkLoadError(error) ? 'load' : 'render';
      void reportReleaseFailure(this.props.name, this.props.manifest, kind, this.props.loadToken);
    }
    if (skew) {
      // A reload cannot help until a matching release is out: explain, never loop.
      console.error(describeVersionSkew(skew), error);
      return;
    }
    console.error(`"${this.props.name}" failed to load or render`, error, info.componentStack);
    // A crawler gets the error page here (the alternative is an empty page), but never a reload.
    if (isChunkLoadError(error) && !isCrawler() && (this.props.reload ?? reloadOnce)()) {
      this.setState({ reloading: true });
    }
  }

  override render(): ReactNode {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <PageLoading />;
    if (findVersionSkew(error, this.props.name)) return <VersionSkewPage />;
    return (
      <ErrorPage
        code={isChunkLoadError(error) ? LOAD_ERROR_CODE : 500}
        onReset={() => this.setState({ error: null })}
      />
    );
  }
}

/** No remote serves this part of the site (missing from the remotes config). */
export function RemoteErrorCard() {
  return <ErrorPage code={LOAD_ERROR_CODE} />;
}
