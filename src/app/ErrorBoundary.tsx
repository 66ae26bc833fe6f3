import { t } from '@lingui/core/macro';
import type { ComponentChildren } from 'preact';
import { useEffect, useErrorBoundary } from 'preact/hooks';
import { Screen } from '../ui/Screen';
import { PATHS } from '../platform/paths';

/**
 * Turns a screen that failed to draw (a bug, or a record no check caught)
 * into a notice with a way home, instead of a blank page. Saved games are
 * untouched: nothing is written while drawing.
 */
export function ErrorBoundary({ children, resetOn }: { children: ComponentChildren; resetOn?: unknown }) {
  const [error, reset] = useErrorBoundary((err: unknown) => console.error(err));
  // Going somewhere else (Home, back) leaves the broken screen behind.
  useEffect(() => {
    if (error) reset();
  }, [resetOn]);
  if (!error) return <>{children}</>;
  return (
    <Screen title={t`Something went wrong`}>
      <div class="notice notice-error" role="alert">
        {t`This screen could not be shown because of a problem in the app. Nothing saved on this device was changed.`}
      </div>
      <p class="row">
        <a class="btn" href={PATHS.home} onClick={() => reset()}>
          {t`Home`}
        </a>
        <button type="button" class="btn" onClick={() => reset()}>
          {t`Try again`}
        </button>
      </p>
    </Screen>
  );
}
