import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError, loadChunk } from '@/lib/chunk-load';
import { loadFormNamespaces } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RefreshIcon } from '@/components/ui/icons';

/** A screen loaded on demand (spec §2), under the spec's 120 s chunk time-out. */
export function lazyScreen(chunk: string, load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(chunk, withFormMessages(load)));
}

/** A screen's or modal's code together with the form messages it may show (`validation`). */
export const withFormMessages =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadFormNamespaces()]).then(([module]) => module);

export function ScreenFallback() {
  return (
    <div className="screen-fallback">
      <Spinner size="lg" />
    </div>
  );
}

function ScreenError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <div className="screen-error" role="alert" data-testid="screen-error">
      <p className="screen-error__title">
        {chunk ? t('errors:chunkLoadFailed', { context: error.type, id: error.chunk }) : t('errors:unknownError')}
      </p>
      <p className="screen-error__hint">{t('state.reloadHint')}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshIcon />
        {t('action.reload')}
      </Button>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };

/**
 * Catches a screen that failed to load or render, inside the layout: header, menus and
 * navigation keep working, so a failed route change costs only that screen.
 */
export class ScreenBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    // Navigating elsewhere clears the error so the next screen gets its chance.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ScreenError error={this.state.error} />;
    return <Suspense fallback={<ScreenFallback />}>{this.props.children}</Suspense>;
  }
}

/** Router-level error element (a failure outside any layout). */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <div className="route-error">
      <ScreenError error={error} />
    </div>
  );
}
